import type { Logger } from '../../application/ports/logger';
import type { StoreSettings } from '../../application/ports/store-settings';
import type { ShopIdentity } from '../../domain/orders/shop-identity';
import { DEFAULT_STORE_SETTINGS, readStoreSettings, type StoreSettingsValues } from '../../domain/settings/store-settings';
import type { LoadShopIdentityRules } from '../../domain/settings/shop-identity-settings';
import { readItem, writeItem } from './guarded-storage';

export const STORE_SETTINGS_KEY = 'storeSettings';
/** The shop's identity, beside the settings: settings stored before it existed read as they were. */
export const SHOP_IDENTITY_KEY = 'shopIdentity';

/**
 * The store's settings under `storeSettings` in localStorage, read once and kept until this tab or
 * another (`events`: the window's `storage` events) changes them. Unreadable settings are the
 * defaults, with a warning.
 */
export class LocalStoreSettings implements StoreSettings {
  private readonly listeners = new Set<() => void>();
  private cached: StoreSettingsValues | undefined;
  private cachedIdentity: ShopIdentity | undefined;

  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
    private readonly identityRules: LoadShopIdentityRules,
    events?: EventTarget,
  ) {
    events?.addEventListener('storage', (event) => {
      const { key } = event as StorageEvent;
      if (key === null || key === STORE_SETTINGS_KEY || key === SHOP_IDENTITY_KEY) {
        this.cached = undefined;
        this.cachedIdentity = undefined;
        this.changed();
      }
    });
  }

  read(): StoreSettingsValues {
    this.cached ??= this.load();
    return this.cached;
  }

  async save(settings: StoreSettingsValues): Promise<void> {
    const stored = { storeName: settings.storeName, holdMinutes: settings.holdMinutes };
    writeItem(this.storage, STORE_SETTINGS_KEY, JSON.stringify(stored), 'The settings');
    this.cached = stored;
    this.changed();
  }

  async readIdentity(): Promise<ShopIdentity> {
    this.cachedIdentity ??= await this.loadIdentity();
    return this.cachedIdentity;
  }

  async saveIdentity(identity: ShopIdentity): Promise<void> {
    const stored: ShopIdentity = { ...identity, addressLines: [...identity.addressLines] };
    writeItem(this.storage, SHOP_IDENTITY_KEY, JSON.stringify(stored), 'The business identity');
    this.cachedIdentity = stored;
    this.changed();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private load(): StoreSettingsValues {
    const raw = readItem(this.storage, STORE_SETTINGS_KEY, this.logger);
    if (raw === null) return DEFAULT_STORE_SETTINGS;
    let settings: StoreSettingsValues | undefined;
    try {
      settings = readStoreSettings(JSON.parse(raw));
    } catch {
      settings = undefined;
    }
    if (!settings) this.logger.warn(`The stored settings under "${STORE_SETTINGS_KEY}" are unreadable; using the defaults.`);
    return settings ?? DEFAULT_STORE_SETTINGS;
  }

  /**
   * Unreadable: the seeded identity, with a warning (an invoice never prints a tampered GSTIN). Its
   * checks load here, not with the header's first paint, which reads only the store name.
   */
  private async loadIdentity(): Promise<ShopIdentity> {
    const { DEFAULT_SHOP_IDENTITY: SHOP_IDENTITY, readShopIdentity } = await this.identityRules();
    const raw = readItem(this.storage, SHOP_IDENTITY_KEY, this.logger);
    if (raw === null) return SHOP_IDENTITY;
    let identity: ShopIdentity | undefined;
    try {
      identity = readShopIdentity(JSON.parse(raw));
    } catch {
      identity = undefined;
    }
    if (!identity) this.logger.warn(`The stored business identity under "${SHOP_IDENTITY_KEY}" is unreadable; using the seeded one.`);
    return identity ?? SHOP_IDENTITY;
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
