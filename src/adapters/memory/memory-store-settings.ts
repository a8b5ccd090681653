import type { StoreSettings } from '../../application/ports/store-settings';
import type { ShopIdentity } from '../../domain/orders/shop-identity';
import { DEFAULT_STORE_SETTINGS, type StoreSettingsValues } from '../../domain/settings/store-settings';
import type { LoadShopIdentityRules } from '../../domain/settings/shop-identity-settings';

export class MemoryStoreSettings implements StoreSettings {
  private readonly listeners = new Set<() => void>();

  /** The seeded identity until another is saved, loaded at the first read (not with the header's first paint). */
  private identity: ShopIdentity | undefined;

  constructor(
    private readonly identityRules: LoadShopIdentityRules,
    private settings: StoreSettingsValues = DEFAULT_STORE_SETTINGS,
  ) {}

  read(): StoreSettingsValues {
    return this.settings;
  }

  async save(settings: StoreSettingsValues): Promise<void> {
    this.settings = { storeName: settings.storeName, holdMinutes: settings.holdMinutes };
    for (const listener of [...this.listeners]) listener();
  }

  async readIdentity(): Promise<ShopIdentity> {
    this.identity ??= (await this.identityRules()).DEFAULT_SHOP_IDENTITY;
    return this.identity;
  }

  async saveIdentity(identity: ShopIdentity): Promise<void> {
    this.identity = { ...identity, addressLines: [...identity.addressLines] };
    for (const listener of [...this.listeners]) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
