/** What the session gate says about an action that needs a logged-in shopper. */
export type GateDecision = { allowed: true } | { allowed: false; returnPath: string };

/** Add to Cart and Buy Now need a login; without one the shopper is sent to log in and comes back here. */
export function gateAction(isLoggedIn: boolean, currentPath: string): GateDecision {
  if (isLoggedIn) return { allowed: true };
  return { allowed: false, returnPath: safeReturnPath(currentPath) };
}

/** A stand-in origin: a path is of this site when, read against any origin, it stays on that origin. */
const SITE = 'https://site.invalid';

/**
 * Where to go after logging in: the saved path when it is a path on this site, else '/'.
 * A saved value like '//evil.example', 'https://…' or 'javascript:…' never leaves the site. Spaces,
 * control characters and backslashes are refused anywhere: browsers drop tabs and newlines from a
 * URL and read '\\' as '/', so '/\t/evil.example' would become '//evil.example'.
 */
export function safeReturnPath(saved: string | undefined | null): string {
  if (!saved || !saved.startsWith('/') || saved.startsWith('//') || /[\s\\]/.test(saved) || hasControlCharacter(saved)) return '/';
  try {
    const url = new URL(saved, SITE);
    if (url.origin !== SITE) return '/';
  } catch {
    return '/';
  }
  return saved;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
