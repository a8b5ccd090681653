/** What the session gate says about an action that needs a logged-in shopper. */
export type GateDecision =
  | { allowed: true }
  | { allowed: false; returnPath: string; redirectTo: '/login'; notice: { title: string; description: string } };

export const AUTH_REQUIRED_NOTICE = {
  title: 'Authentication Required',
  description: 'Please login or sign up to add items to your cart',
} as const;

/** Add to Cart and Buy Now need a login; without one the shopper is sent to /login and comes back here. */
export function gateAction(isLoggedIn: boolean, currentPath: string): GateDecision {
  if (isLoggedIn) return { allowed: true };
  return { allowed: false, returnPath: safeReturnPath(currentPath), redirectTo: '/login', notice: AUTH_REQUIRED_NOTICE };
}

/**
 * Where to go after logging in: the saved path when it is a path on this site, else '/'.
 * A saved value like '//evil.example' or 'https://…' never leaves the site.
 */
export function safeReturnPath(saved: string | undefined | null): string {
  if (!saved || !saved.startsWith('/') || saved.startsWith('//') || saved.startsWith('/\\')) return '/';
  return saved;
}
