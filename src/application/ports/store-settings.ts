import type { StoreSettingsValues } from '../../domain/settings/store-settings';

/**
 * The store's settings (its name). Read synchronously: the header shows the name in its first
 * paint. A change made here or in another tab reaches `subscribe`'s listeners.
 */
export interface StoreSettings {
  read(): StoreSettingsValues;
  /** Throws StorageWriteError when the storage refuses it; what was stored before is then unchanged. */
  save(settings: StoreSettingsValues): Promise<void>;
  /** Calls `listener` after every change, from this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export const STORE_SETTINGS = Symbol('StoreSettings');
