// The Supabase backend's half of the composition root (VITE_STORAGE=supabase). src/main.tsx loads it
// only in that mode, so supabase-js and these adapters are never part of the local store's bundle
// that a first visit downloads.
import { createClient } from '@supabase/supabase-js';
import type { Container } from 'inversify';
import { ADMIN_ACTIVITY_LOG, type AdminActivityLog } from './application/ports/admin-activity-log';
import { ADMIN_SIGN_IN_LOG, type AdminSignInLog } from './application/ports/admin-sign-in-log';
import type { Logger } from './application/ports/logger';
import { LOGIN_ATTEMPT_STORE, type LoginAttemptStore } from './application/ports/login-attempts';
import { MIGRATION_SOURCE, type MigrationSource } from './application/ports/migration-source';
import { MIGRATION_TARGET, type MigrationTarget } from './application/ports/migration-target';
import { NOTIFICATION_PREFERENCES_STORE, type NotificationPreferencesStore } from './application/ports/notification-preferences-store';
import { PHONE_VERIFICATION, type PhoneVerification } from './application/ports/phone-verification';
import { PRODUCT_REPOSITORY, type ProductRepository } from './application/ports/product-repository';
import { RETURN_PATH_STORE, type ReturnPathStore } from './application/ports/return-path-store';
import { SCROLL_POSITION_STORE, type ScrollPositionStore } from './application/ports/scroll-position-store';
import { SECOND_FACTOR, type SecondFactor } from './application/ports/second-factor';
import { SESSION_STORE, type SessionStore } from './application/ports/session-store';
import { STORE_SETTINGS, type StoreSettings } from './application/ports/store-settings';
import { USER_ACCOUNTS, type UserAccounts } from './application/ports/user-accounts';
import { ConsoleLogger } from './adapters/browser/console-logger';
import { LocalLoginAttemptStore } from './adapters/local/local-login-attempt-store';
import { LocalMigrationSource } from './adapters/local/local-migration-source';
import { SessionReturnPathStore } from './adapters/local/session-return-path-store';
import { SessionScrollPositionStore } from './adapters/local/session-scroll-position-store';
import { supabaseAccountAdapters } from './adapters/supabase/auth/supabase-account-adapters';
import { SupabaseAdminActivityLog } from './adapters/supabase/supabase-admin-activity-log';
import { SupabaseAdminSignInLog } from './adapters/supabase/supabase-admin-sign-in-log';
import { SupabaseMigrationTarget } from './adapters/supabase/supabase-migration-target';
import { SupabaseNotificationPreferencesStore } from './adapters/supabase/supabase-notification-preferences-store';
import { SupabaseProductRepository } from './adapters/supabase/supabase-product-repository';
import { SupabaseStoreSettings } from './adapters/supabase/supabase-store-settings';
import type { Env } from './app-config';
import { readSupabaseSettings } from './supabase-config';
import { bindSupportAndLocation, type StorageBinding } from './container';

export type SupabaseConnection =
  | { ok: true; storage: StorageBinding }
  /** `problems`: the project's settings are wrong (said as the configuration page says them); else it did not answer. */
  | { ok: false; problems?: string[] };

/**
 * Reads the project's settings (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY), makes its client,
 * checks that the project answers (one row of one table: spec §7's connectivity check, which logs
 * 'Connection error'), restores the signed-in user's session and reads the store's settings, so
 * that the first render shows them; then binds every port.
 */
export async function connectToSupabase(env: Env, logger: Logger = new ConsoleLogger()): Promise<SupabaseConnection> {
  const settings = readSupabaseSettings(env);
  if (!settings.ok) return { ok: false, problems: settings.problems };
  const client = createClient(settings.value.url, settings.value.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
  });
  // No automatic retries (supabase-js waits 1, 2 and 4 s between them): the page says at once that
  // the store is unreachable, and its Try again button retries.
  const { error } = await client.from('products').select('id').limit(1).retry(false);
  if (error) {
    logger.error('Connection error', error.message);
    return { ok: false };
  }
  const accounts = supabaseAccountAdapters(client, logger);
  const storeSettings = new SupabaseStoreSettings(client, logger);
  await Promise.all([accounts.session.ready(), storeSettings.refresh()]);
  // No realtime subscription: an admin's change of the settings elsewhere shows when this tab comes back.
  window.addEventListener('focus', () => void storeSettings.refresh());

  const storage: StorageBinding = (container: Container, log: Logger) => {
    // With the logger: rows the store cannot show (an unknown category, no image) are warned about.
    container.bind<ProductRepository>(PRODUCT_REPOSITORY).toConstantValue(new SupabaseProductRepository(client, log));
    container.bind<SessionStore>(SESSION_STORE).toConstantValue(accounts.session);
    container.bind<ReturnPathStore>(RETURN_PATH_STORE).toConstantValue(new SessionReturnPathStore(window.sessionStorage));
    container.bind<ScrollPositionStore>(SCROLL_POSITION_STORE).toConstantValue(new SessionScrollPositionStore(window.sessionStorage));
    container.bind<UserAccounts>(USER_ACCOUNTS).toConstantValue(accounts.accounts);
    container.bind<SecondFactor>(SECOND_FACTOR).toConstantValue(accounts.secondFactor);
    container.bind<PhoneVerification>(PHONE_VERIFICATION).toConstantValue(accounts.phoneVerification);
    // The login throttle stays in this browser, in front of Supabase Auth's own rate limits.
    container.bind<LoginAttemptStore>(LOGIN_ATTEMPT_STORE).toConstantValue(new LocalLoginAttemptStore(window.localStorage, log));
    container.bind<StoreSettings>(STORE_SETTINGS).toConstantValue(storeSettings);
    container.bind<AdminActivityLog>(ADMIN_ACTIVITY_LOG).toConstantValue(new SupabaseAdminActivityLog(client));
    container.bind<AdminSignInLog>(ADMIN_SIGN_IN_LOG).toConstantValue(new SupabaseAdminSignInLog(client, navigator.userAgent));
    container.bind<NotificationPreferencesStore>(NOTIFICATION_PREFERENCES_STORE).toConstantValue(new SupabaseNotificationPreferencesStore(client));
    // What a browser kept while the store ran on its local backend, copied by the admin's migration.
    container.bind<MigrationSource>(MIGRATION_SOURCE).toConstantValue(new LocalMigrationSource(window.localStorage, log));
    container.bind<MigrationTarget>(MIGRATION_TARGET).toConstantValue(new SupabaseMigrationTarget(client));
    // The chat's transcript and the shopper's location stay in this browser.
    bindSupportAndLocation(container, 'local', log);
  };
  return { ok: true, storage };
}

/** What src/main.tsx does with a store it can open, or with settings it cannot use. */
export interface StoreOpening {
  open(root: HTMLElement, storage: StorageBinding): void;
  showProblems(root: HTMLElement, problems: readonly string[]): void;
}

/**
 * Opens the store once its project answers; until then it says it is unreachable, with a retry.
 * Answers whether the store opened.
 */
export async function openWithSupabase(root: HTMLElement, opening: StoreOpening): Promise<boolean> {
  const connection = await connectToSupabase(import.meta.env).catch((error: unknown): SupabaseConnection => {
    console.error('Connection error', error);
    return { ok: false };
  });
  if (connection.ok) {
    root.replaceChildren();
    opening.open(root, connection.storage);
    return true;
  }
  if (connection.problems) {
    opening.showProblems(root, connection.problems);
    return false;
  }
  const { showStoreUnreachable } = await import('./ui/app/store-unreachable');
  if (!root.querySelector('.store-unreachable__retry')) showStoreUnreachable(root, () => openWithSupabase(root, opening));
  return false;
}
