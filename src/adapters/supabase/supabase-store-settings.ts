import type { SupabaseClient } from '@supabase/supabase-js';
import type { Logger } from '../../application/ports/logger';
import type { StoreSettings } from '../../application/ports/store-settings';
import { SHOP_IDENTITY, type ShopIdentity } from '../../domain/orders/shop-identity';
import { DEFAULT_STORE_SETTINGS, readStoreSettings, type StoreSettingsValues } from '../../domain/settings/store-settings';
import { readShopIdentity, sameShopIdentity } from '../../domain/settings/shop-identity-settings';
import { writeError } from './supabase-errors';

// By the SQLSTATE row-level security and the table's checks raise (supabase/migrations).
const REFUSALS: Record<string, string> = {
  '42501': 'only an admin may change the settings',
  '23514': 'the store name must be 1 to 40 characters, with no spaces around it, and the UPI payment hold 5 to 1440 minutes',
};
const IDENTITY_REFUSALS: Record<string, string> = {
  '42501': 'only an admin may change the settings',
  '23514': 'the database refused a field (the GSTIN, its state code or check character, the PIN code or the UPI ID)',
};

const COLUMNS = 'store_name,hold_minutes,legal_name,address_line1,address_line2,state,warehouse_pin,gstin,upi_id,upi_payee_name';

interface Row {
  store_name: unknown;
  hold_minutes: unknown;
  legal_name: unknown;
  address_line1: unknown;
  address_line2: unknown;
  state: unknown;
  warehouse_pin: unknown;
  gstin: unknown;
  upi_id: unknown;
  upi_payee_name: unknown;
}

function identityOf(row: Row): ShopIdentity | undefined {
  const lines = [row.address_line1, row.address_line2].filter((line) => line !== '' && line !== null);
  return readShopIdentity({
    legalName: row.legal_name,
    addressLines: lines,
    state: row.state,
    warehousePinCode: row.warehouse_pin,
    gstin: row.gstin,
    upiId: row.upi_id,
    upiPayeeName: row.upi_payee_name,
  });
}

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
  private identity: ShopIdentity = SHOP_IDENTITY;

  constructor(
    private readonly client: SupabaseClient,
    private readonly logger: Logger,
  ) {}

  read(): StoreSettingsValues {
    return this.settings;
  }

  async readIdentity(): Promise<ShopIdentity> {
    return this.identity;
  }

  /** Loads the stored settings; listeners hear of them when they differ from those known. A failure keeps those known, with a warning. */
  async refresh(): Promise<void> {
    const { data, error } = await this.client.from('store_settings').select(COLUMNS).limit(1);
    if (error) {
      this.logger.warn(`The store settings could not be loaded; keeping "${this.settings.storeName}".`, error);
      return;
    }
    const row = (data as unknown as Row[])[0];
    const stored = row ? readStoreSettings({ storeName: row.store_name, holdMinutes: row.hold_minutes }) : DEFAULT_STORE_SETTINGS;
    if (!stored) this.logger.warn('The stored store settings are unreadable; using the defaults.');
    const identity = row ? identityOf(row) : SHOP_IDENTITY;
    if (!identity) this.logger.warn('The stored business identity is unreadable; using the seeded one.');
    this.update(stored ?? DEFAULT_STORE_SETTINGS, identity ?? SHOP_IDENTITY);
  }

  async save(settings: StoreSettingsValues): Promise<void> {
    const { error } = await this.client
      .from('store_settings')
      .upsert({ id: true, store_name: settings.storeName, hold_minutes: settings.holdMinutes, updated_at: new Date().toISOString() }, { onConflict: 'id' });
    if (error) throw writeError('The settings', error, REFUSALS);
    this.update({ storeName: settings.storeName, holdMinutes: settings.holdMinutes }, this.identity);
  }

  async saveIdentity(identity: ShopIdentity): Promise<void> {
    const { error } = await this.client.from('store_settings').upsert(
      {
        id: true,
        legal_name: identity.legalName,
        address_line1: identity.addressLines[0] ?? '',
        address_line2: identity.addressLines[1] ?? '',
        state: identity.state,
        warehouse_pin: identity.warehousePinCode,
        gstin: identity.gstin,
        upi_id: identity.upiId,
        upi_payee_name: identity.upiPayeeName,
        updated_at: new Date().toISOString(),
      },
      { onConflict: 'id' },
    );
    if (error) throw writeError('The business identity', error, IDENTITY_REFUSALS);
    this.update(this.settings, { ...identity, addressLines: [...identity.addressLines] });
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update(settings: StoreSettingsValues, identity: ShopIdentity): void {
    const sameSettings = settings.storeName === this.settings.storeName && settings.holdMinutes === this.settings.holdMinutes;
    const sameIdentity = sameShopIdentity(identity, this.identity);
    if (sameSettings && sameIdentity) return;
    if (!sameSettings) this.settings = settings;
    if (!sameIdentity) this.identity = identity;
    for (const listener of [...this.listeners]) listener();
  }
}
