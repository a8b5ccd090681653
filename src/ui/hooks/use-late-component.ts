import { useEffect, useState, type ComponentType } from 'react';

/** Fetches a component's code once and remembers it, for every caller of the same `load`. */
export function lateComponent<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const listeners = new Set<(component: ComponentType<P>) => void>();
  return {
    preload(): Promise<ComponentType<P>> {
      loading ??= load().then((component) => {
        loaded = component;
        listeners.forEach((listener) => listener(component));
        return component;
      });
      return loading;
    },
    get loaded(): ComponentType<P> | undefined {
      return loaded;
    },
    /** Calls `listener` when the code arrives, whoever asked for it; returns an unsubscribe function. */
    onArrival(listener: (component: ComponentType<P>) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type LateComponent<P> = ReturnType<typeof lateComponent<P>>;

/**
 * A component whose code arrives later, without React.lazy: the caller shows its own placeholder
 * until the code is here, then the component. A Suspense boundary would instead mount a fresh
 * fallback and pace the reveal of the page around it. `wanted` says when this caller fetches the
 * code; it also shows up as soon as anyone else has fetched it (an idle-time preload). A failed
 * fetch leaves the placeholder (offline, or a stale deploy).
 */
export function useLateComponent<P>(late: LateComponent<P>, wanted: boolean): ComponentType<P> | undefined {
  const [component, setComponent] = useState(() => late.loaded);
  useEffect(() => {
    if (component) return;
    if (late.loaded) {
      setComponent(() => late.loaded);
      return;
    }
    return late.onArrival((loaded) => setComponent(() => loaded));
  }, [late, component]);
  useEffect(() => {
    if (wanted && !component) late.preload().catch(() => undefined);
  }, [late, wanted, component]);
  return component;
}
