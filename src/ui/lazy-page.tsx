import { lazy, Suspense, type ComponentType } from 'react';
import { PageSkeleton } from './shell/PageSkeleton';

/**
 * A route element whose page code loads on first visit. React's lazy (rather than the router's
 * `lazy`) lets the header and footer paint at once while the page arrives.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
}
