import { useCallback, useSyncExternalStore } from 'react';
import { STORE_SETTINGS, type StoreSettings } from '../../application/ports/store-settings';
import { DEFAULT_STORE_SETTINGS } from '../../domain/settings/store-settings';
import { useService } from '../app/container-context';

/**
 * The store's name (General Settings); the component re-renders when it changes, here or in another
 * tab. A page rendered ahead of time, and the browser's hydrating render of it, show the default
 * name; the admin's own follows at once.
 */
export function useStoreName(): string {
  const settings = useService<StoreSettings>(STORE_SETTINGS);
  const subscribe = useCallback((onChange: () => void) => settings.subscribe(onChange), [settings]);
  return useSyncExternalStore(subscribe, () => settings.read().storeName, defaultName);
}

const defaultName = () => DEFAULT_STORE_SETTINGS.storeName;
