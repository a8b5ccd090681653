import { useCallback, useSyncExternalStore } from 'react';
import { STORE_SETTINGS, type StoreSettings } from '../../application/ports/store-settings';
import { useService } from '../app/container-context';

/** The store's name (General Settings); the component re-renders when it changes, here or in another tab. */
export function useStoreName(): string {
  const settings = useService<StoreSettings>(STORE_SETTINGS);
  const subscribe = useCallback((onChange: () => void) => settings.subscribe(onChange), [settings]);
  return useSyncExternalStore(subscribe, () => settings.read().storeName);
}
