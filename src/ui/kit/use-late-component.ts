import { useEffect, useState, type ComponentType } from 'react';

/** Fetches a component's code once and remembers it, for every caller of the same `load`. */
export function lateComponent<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    preload(): Promise<ComponentType<P>> {
      loading ??= load().then((component) => (loaded = component));
      return loading;
    },
    get loaded(): ComponentType<P> | undefined {
      return loaded;
    },
  };
}

export type LateComponent<P> = ReturnType<typeof lateComponent<P>>;

/**
 * A component whose code arrives later, without React.lazy: the caller keeps showing its own
 * stand-in (same element, same focus) until the code is here, then swaps it. A Suspense boundary
 * would instead mount a fresh fallback (losing focus) and pace the reveal of the page around it.
 * `wanted` says when to fetch it; failure leaves the stand-in (offline, or a stale deploy).
 */
export function useLateComponent<P>(late: LateComponent<P>, wanted: boolean): ComponentType<P> | undefined {
  const [component, setComponent] = useState(() => late.loaded);
  useEffect(() => {
    if (!wanted || component) return;
    let mounted = true;
    late.preload().then(
      (loaded) => mounted && setComponent(() => loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [late, wanted, component]);
  return component;
}
