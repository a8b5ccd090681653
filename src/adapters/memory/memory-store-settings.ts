import type { StoreSettings } from '../../application/ports/store-settings';
import { SHOP_IDENTITY, type ShopIdentity } from '../../domain/orders/shop-identity';
import { DEFAULT_STORE_SETTINGS, type StoreSettingsValues } from '../../domain/settings/store-settings';

export class MemoryStoreSettings implements StoreSettings {
  private readonly listeners = new Set<() => void>();

  constructor(
    private settings: StoreSettingsValues = DEFAULT_STORE_SETTINGS,
    private identity: ShopIdentity = SHOP_IDENTITY,
  ) {}

  read(): StoreSettingsValues {
    return this.settings;
  }

  async save(settings: StoreSettingsValues): Promise<void> {
    this.settings = { storeName: settings.storeName, holdMinutes: settings.holdMinutes };
    for (const listener of [...this.listeners]) listener();
  }

  readIdentity(): ShopIdentity {
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
