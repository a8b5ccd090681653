import type { SupabaseClient } from '@supabase/supabase-js';
import type { Clock } from '../application/ports/clock';
import type { Logger } from '../application/ports/logger';
import type { Notifier } from '../application/ports/notifier';
import type { SessionStore } from '../application/ports/session-store';
import type { StoreSettings } from '../application/ports/store-settings';
import type { StorageKind } from './app-config';

/** What every backend's adapters may need from the page: its globals, the log, the time and the toasts. */
export interface Platform {
  readonly window: Window;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly notifier: Notifier;
}

/** Everything in memory, gone with the tab: for demos. */
export interface MemoryBackend extends Platform {
  readonly kind: 'memory';
  /** Draws the seeded catalogue's stock (Math.random unless given: the prerendered pages' is fixed). */
  readonly random?: () => number;
}

/** The browser's own storage (localStorage, sessionStorage): the default, needing nothing. */
export interface LocalBackend extends Platform {
  readonly kind: 'local';
}

/**
 * A Supabase project, once it has answered (./supabase/connect.ts): its client, and the two
 * adapters the first render reads synchronously, made and brought up to date while connecting.
 */
export interface SupabaseBackend extends Platform {
  readonly kind: 'supabase';
  readonly client: SupabaseClient;
  readonly session: SessionStore;
  readonly settings: StoreSettings;
}

export type Backend = MemoryBackend | LocalBackend | SupabaseBackend;

export type BackendOf<K extends StorageKind> = Extract<Backend, { kind: K }>;
