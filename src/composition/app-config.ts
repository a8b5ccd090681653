/**
 * The store's configuration, read from the build's environment (`import.meta.env`). Every problem is
 * said plainly, all at once, so that a maintainer sees a page that names what to fix instead of a
 * blank screen (src/composition/open-store.tsx shows them).
 */

export const STORAGE_KINDS = ['local', 'memory', 'supabase'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** Where the store keeps its data: this browser (local, memory) or a Supabase project (src/supabase-config.ts). */
export interface AppConfig {
  storage: StorageKind;
}

export type ConfigReading<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** The build's environment, as `import.meta.env` gives it. */
export type Env = Record<string, string | undefined>;

/**
 * `VITE_STORAGE`: `local` (also when unset or empty), `memory` or `supabase`. The Supabase settings
 * are read by the Supabase connection (src/composition/supabase/connect.ts), which only that
 * mode downloads: their checks are no part of the local store's first load.
 */
export function readConfig(env: Env): ConfigReading<AppConfig> {
  const storage = env.VITE_STORAGE || 'local';
  if (!(STORAGE_KINDS as readonly string[]).includes(storage)) {
    return { ok: false, problems: [`VITE_STORAGE must be one of ${STORAGE_KINDS.join(', ')}; got "${storage}".`] };
  }
  return { ok: true, value: { storage: storage as StorageKind } };
}
