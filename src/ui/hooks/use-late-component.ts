import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';

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

/**
 * The button that opens a dialog (or a sheet) whose code is not part of the page's first load: the
 * code is fetched at the button's first hover, focus or press. Answers the dialog's component once
 * its code is here, the state to hand it, and the button's props. (Here, with the shell's
 * useLateComponent: a module of its own would be one more request on the pages that have such a
 * button in their first load.)
 */
export function useLateDialog<P>(code: LateComponent<P>) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const returnFocusTo = useRef<HTMLButtonElement>(null);
  const Dialog = useLateComponent(code, wanted);
  const want = () => setWanted(true);
  const state: LateDialogState = { open, onOpenChange: setOpen, returnFocusTo };
  const trigger = {
    ref: returnFocusTo,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onPointerEnter: want,
    onFocus: want,
    onClick: () => {
      want();
      setOpen(true);
    },
  };
  return { Dialog, state, trigger };
}

/** What the button hands the dialog it opens. */
export interface LateDialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button: the focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}
