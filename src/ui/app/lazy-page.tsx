import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * A route whose page code loads on first visit, through the router rather than React.lazy: the
 * router fetches the code and then renders the page in one go. (A Suspense boundary would show a
 * placeholder first and, as React paces such reveals, hold the page back for up to 300 ms more.)
 * On a link the current page stays until the next one is ready.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}
