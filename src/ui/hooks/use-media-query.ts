import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches the CSS media `query` now; the component re-renders when that changes.
 * A page rendered ahead of time knows no screen: it renders `false`, and so does the browser's
 * hydrating render, which then renders again with the screen's answer.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, noScreen);
}

const noScreen = () => false;
