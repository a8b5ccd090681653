import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => {};

/**
 * False while a page is rendered ahead of time (build/prerender-pages.ts) and while the browser
 * hydrates that HTML; true from the render after, and in every render of a page the browser
 * rendered itself. What only this browser knows (its address, its storage) renders after it: the
 * prerendered HTML, the same for every visitor, is what hydration must find.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(nothingChanges, () => true, () => false);
}
