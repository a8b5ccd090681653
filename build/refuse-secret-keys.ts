import type { Plugin } from 'vite';
import { supabaseKeyKind } from '../src/composition/supabase/supabase-key.ts';

/**
 * The VITE_ variables that hold a secret key, each with what it is. Every VITE_ variable is the
 * browser's to read (Vite writes the ones the code uses into the bundle): a secret there is
 * published. The rule is the store's own (src/composition/supabase/supabase-key.ts): a Supabase
 * secret key (sb_secret_…) or a JWT of any role but anon. The values are never repeated.
 */
export function secretKeysIn(env: Record<string, unknown>): string[] {
  return Object.entries(env).flatMap(([name, value]) => {
    if (typeof value !== 'string') return [];
    const reading = supabaseKeyKind(value);
    if (reading.kind !== 'secret') return [];
    return [`${name} is ${reading.role ? `a JWT with the role "${reading.role}"` : 'a Supabase secret key (sb_secret_…)'}`];
  });
}

/**
 * Fails every Vite command (`vite build`, the dev server, `vite preview`, and so `npm start` and
 * scripts/start.sh) whose environment puts a service-role or secret key in a VITE_ variable,
 * before anything is built or served (issue 20). scripts/check-bundle-secrets.mjs stays as CI's
 * net over the built files.
 */
export function refuseSecretKeys(): Plugin {
  return {
    name: 'refuse-secret-keys',
    configResolved(config) {
      const found = secretKeysIn(config.env);
      if (found.length === 0) return;
      throw new Error(
        [
          `refuse-secret-keys: ${found.join('; ')}.`,
          'Every VITE_ variable is published in the browser bundle, and a service-role (secret) key bypasses row-level security.',
          "Set VITE_SUPABASE_ANON_KEY to the project's anon (public) key or an sb_publishable_ key, from its API settings, and never the service-role or a secret key.",
        ].join('\n'),
      );
    },
  };
}
