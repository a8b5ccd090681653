import type { Loadable } from './loadable';

/** Where a page of the shopper's own list stands (the cart's lines, the wishlist's products). */
export type ListPageStatus = 'login-required' | 'loading' | 'empty' | 'ready' | 'error';

/**
 * The status of a page that shows a list held by an app-wide store (`list`, read from storage) as
 * `view` loads it against the catalogue: the store's state first, then the view's.
 */
export function listPageStatus(loggedIn: boolean, list: { status: 'loading' | 'ready' | 'unavailable'; empty: boolean }, view: Loadable<unknown>): ListPageStatus {
  if (!loggedIn) return 'login-required';
  if (list.status === 'unavailable') return 'error';
  if (list.status === 'loading') return 'loading';
  if (list.empty) return 'empty';
  if (view.status === 'error') return 'error';
  return view.value ? 'ready' : 'loading';
}
