import { use, type ComponentType, type ReactPromise } from 'react';
import { useLocation } from 'react-router-dom';
import type { LazyPageName } from './route-manifest';

type PageModule = Record<string, ComponentType>;

/** A promise that says, once settled, how it settled (React's protocol): `use` then reads it without suspending. */
type TrackedPromise<T> = Promise<T> & ReactPromise<T>;

const requested = new Map<LazyPageName, { page: TrackedPromise<ComponentType>; visit: string }>();

/**
 * The page's component, its code fetched once. A fetch that failed (offline, a new deploy) stands
 * for the visit it was made for (`visit`: the history entry's key), so that React's re-renders do
 * not fetch again, and the next visit to the page tries again.
 */
export function pageComponent(name: LazyPageName, load: (name: LazyPageName) => Promise<PageModule>, visit = ''): TrackedPromise<ComponentType> {
  const known = requested.get(name);
  if (known && (known.page.status !== 'rejected' || known.visit === visit)) return known.page;
  const loaded = load(name).then((module) => {
    const component = module[name];
    if (!component) throw new Error(`The module of ${name} does not export it.`);
    return component;
  });
  const page: TrackedPromise<ComponentType> = Object.assign(loaded, { status: 'pending' as const });
  // Braces: a handler that returned `page` (a promise) would chain a second, unhandled rejection.
  page.then(
    (component) => {
      Object.assign(page, { status: 'fulfilled', value: component });
    },
    (reason: unknown) => {
      Object.assign(page, { status: 'rejected', reason });
    },
  );
  requested.set(name, { page, visit });
  return page;
}

/**
 * A page whose code loads on first visit. Links are transitions, so the current page stays until
 * the next one's code is in; a first visit fetches it before the first render (main.tsx), so the
 * page paints at once rather than after a placeholder (whose reveal React paces by up to 300 ms).
 * A failed fetch throws to the route's error boundary.
 */
export function LazyPage({ name, load }: { name: LazyPageName; load: (name: LazyPageName) => Promise<PageModule> }) {
  const { key } = useLocation();
  const Page = use(pageComponent(name, load, key));
  return <Page />;
}
