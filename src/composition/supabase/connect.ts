// The Supabase backend's connection (VITE_STORAGE=supabase). ../open-store.ts loads it only in that
// mode, so supabase-js is never part of the local store's bundle that a first visit downloads.
import { createClient } from '@supabase/supabase-js';
import { SupabaseSessionStore } from '../../adapters/supabase/auth/supabase-session-store';
import { SupabaseStoreSettings } from '../../adapters/supabase/supabase-store-settings';
import type { Env } from '../app-config';
import type { Platform, SupabaseBackend } from '../backend';
import { supabaseAdapters } from './adapter-code';
import { readSupabaseSettings } from './supabase-config';

export type SupabaseConnection =
  | { ok: true; backend: SupabaseBackend }
  /** `problems`: the project's settings are wrong (said as the configuration page says them); else it did not answer. */
  | { ok: false; problems?: string[] };

/**
 * Reads the project's settings (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY), makes its client,
 * checks that the project answers (one row of one table: spec §7's connectivity check, which logs
 * 'Connection error'), restores the signed-in user's session and reads the store's settings, so
 * that the first render shows them; then binds every port.
 */
export async function connectToSupabase(env: Env, platform: Platform): Promise<SupabaseConnection> {
  const settings = readSupabaseSettings(env);
  if (!settings.ok) return { ok: false, problems: settings.problems };
  const client = createClient(settings.value.url, settings.value.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
  });
  // No automatic retries (supabase-js waits 1, 2 and 4 s between them): the page says at once that
  // the store is unreachable, and its Try again button retries.
  const { error } = await client.from('products').select('id').limit(1).retry(false);
  if (error) {
    platform.logger.error('Connection error', error.message);
    return { ok: false };
  }
  const session = new SupabaseSessionStore(client, platform.logger);
  const storeSettings = new SupabaseStoreSettings(client, platform.logger);
  // The adapters' chunk comes meanwhile: the first page's catalogue does not wait for it after.
  await Promise.all([session.ready(), storeSettings.refresh(), supabaseAdapters()]);
  // No realtime subscription: an admin's change of the settings elsewhere shows when this tab comes back.
  platform.window.addEventListener('focus', () => void storeSettings.refresh());
  return { ok: true, backend: { ...platform, kind: 'supabase', client, session, settings: storeSettings } };
}

/** What ../open-store.ts does with a store it can open, or with settings it cannot use. */
export interface StoreOpening {
  open(root: HTMLElement, backend: SupabaseBackend): void;
  showProblems(root: HTMLElement, problems: readonly string[]): void;
}

/**
 * Opens the store once its project answers; until then it says it is unreachable, with a retry.
 * Answers whether the store opened.
 */
export async function openWithSupabase(root: HTMLElement, platform: Platform, opening: StoreOpening): Promise<boolean> {
  const connection = await connectToSupabase(import.meta.env, platform).catch((error: unknown): SupabaseConnection => {
    platform.logger.error('Connection error', error);
    return { ok: false };
  });
  if (connection.ok) {
    root.replaceChildren();
    opening.open(root, connection.backend);
    return true;
  }
  if (connection.problems) {
    opening.showProblems(root, connection.problems);
    return false;
  }
  const { showStoreUnreachable } = await import('../../ui/app/store-unreachable');
  if (!root.querySelector('.store-unreachable__retry')) showStoreUnreachable(root, () => openWithSupabase(root, platform, opening));
  return false;
}
