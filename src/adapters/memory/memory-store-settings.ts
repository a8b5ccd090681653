import type { StoreSettings } from '../../application/ports/store-settings';
import { DEFAULT_STORE_SETTINGS, type StoreSettingsValues } from '../../domain/settings/store-settings';

export class MemoryStoreSettings implements StoreSettings {
  private readonly listeners = new Set<() => void>();

  constructor(private settings: StoreSettingsValues = DEFAULT_STORE_SETTINGS) {}

  read(): StoreSettingsValues {
    return this.settings;
  }

  async save(settings: StoreSettingsValues): Promise<void> {
    this.settings = { storeName: settings.storeName, holdMinutes: settings.holdMinutes };
    for (const listener of [...this.listeners]) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
