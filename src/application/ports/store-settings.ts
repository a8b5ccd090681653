import type { ShopIdentity } from '../../domain/orders/shop-identity';
import type { StoreSettingsValues } from '../../domain/settings/store-settings';

/**
 * The store's settings: its name and UPI hold (General Settings), and the shop's legal identity
 * (Business identity: what invoices, UPI links and the delivery promise name). Read synchronously: the header shows the name in its first
 * paint. A change made here or in another tab reaches `subscribe`'s listeners.
 */
export interface StoreSettings {
  read(): StoreSettingsValues;
  /** Throws StorageWriteError when the storage refuses it; what was stored before is then unchanged. */
  save(settings: StoreSettingsValues): Promise<void>;
  /**
   * The shop's identity: the seeded one (SHOP_IDENTITY) until the admin saves another. A promise, so
   * that its checks (the GSTIN's, the states') load with the pages that need it, not the first paint.
   */
  readIdentity(): Promise<ShopIdentity>;
  /** Throws StorageWriteError when the storage refuses it; the identity stored before is then unchanged. */
  saveIdentity(identity: ShopIdentity): Promise<void>;
  /** Calls `listener` after every change, from this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export const STORE_SETTINGS = Symbol('StoreSettings');
