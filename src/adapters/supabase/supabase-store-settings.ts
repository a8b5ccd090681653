import type { SupabaseClient } from '@supabase/supabase-js';
import type { Logger } from '../../application/ports/logger';
import type { StoreSettings } from '../../application/ports/store-settings';
import { DEFAULT_STORE_SETTINGS, readStoreSettings, type StoreSettingsValues } from '../../domain/settings/store-settings';
import { writeError } from './supabase-errors';

// By the SQLSTATE row-level security and the table's checks raise (supabase/migrations).
const REFUSALS: Record<string, string> = {
  '42501': 'only an admin may change the settings',
  '23514': 'the store name must be 1 to 40 characters, with no spaces around it, and the UPI payment hold 5 to 1440 minutes',
};

/**
 * The store's settings in the project's one-row `store_settings` table, which anyone may read and
 * only an admin change. The port reads synchronously (the header paints the store name in its first
 * paint), so the last values known are kept here: the defaults until `refresh()` has loaded them,
 * the same object until they change.
 *
 * Nothing pushes another client's change here (no Realtime subscription): the composition root calls
 * `refresh()` at start and whenever the tab regains focus, and listeners hear of a change then.
 */
export class SupabaseStoreSettings implements StoreSettings {
  private readonly listeners = new Set<() => void>();
  private settings: StoreSettingsValues = DEFAULT_STORE_SETTINGS;

  constructor(
    private readonly client: SupabaseClient,
    private readonly logger: Logger,
  ) {}

  read(): StoreSettingsValues {
    return this.settings;
  }

  /** Loads the stored settings; listeners hear of them when they differ from those known. A failure keeps those known, with a warning. */
  async refresh(): Promise<void> {
    const { data, error } = await this.client.from('store_settings').select('store_name,hold_minutes').limit(1);
    if (error) {
      this.logger.warn(`The store settings could not be loaded; keeping "${this.settings.storeName}".`, error);
      return;
    }
    const row = (data as { store_name: unknown; hold_minutes: unknown }[])[0];
    const stored = row ? readStoreSettings({ storeName: row.store_name, holdMinutes: row.hold_minutes }) : DEFAULT_STORE_SETTINGS;
    if (!stored) this.logger.warn('The stored store settings are unreadable; using the defaults.');
    this.update(stored ?? DEFAULT_STORE_SETTINGS);
  }

  async save(settings: StoreSettingsValues): Promise<void> {
    const { error } = await this.client
      .from('store_settings')
      .upsert({ id: true, store_name: settings.storeName, hold_minutes: settings.holdMinutes, updated_at: new Date().toISOString() }, { onConflict: 'id' });
    if (error) throw writeError('The settings', error, REFUSALS);
    this.update({ storeName: settings.storeName, holdMinutes: settings.holdMinutes });
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update(settings: StoreSettingsValues): void {
    if (settings.storeName === this.settings.storeName && settings.holdMinutes === this.settings.holdMinutes) return;
    this.settings = settings;
    for (const listener of [...this.listeners]) listener();
  }
}
