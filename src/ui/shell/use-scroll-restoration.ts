import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { SCROLL_POSITION_STORE, type ScrollPositionStore } from '../../application/ports/scroll-position-store';
import { useService } from '../app/container-context';

/** Enough for any Back a shopper makes; older entries are dropped so the record stays small. */
const KEPT_ENTRIES = 50;

function remember(positions: Map<string, number>, key: string, top: number): void {
  positions.delete(key);
  positions.set(key, top);
  for (const oldest of positions.keys()) {
    if (positions.size <= KEPT_ENTRIES) break;
    positions.delete(oldest);
  }
}

/** How long a restored position waits for the page to grow tall enough (parts built as they near the screen). */
const RESTORE_WAIT_MS = 3000;
const SHOPPER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `top`, again each time the page grows, until it gets there, the shopper takes over,
 * or the wait is over: a page whose lower parts are built as they come near the screen is too
 * short for the position at first. Returns how to stop early.
 */
function restore(top: number): () => void {
  window.scrollTo(0, top);
  if (Math.abs(window.scrollY - top) <= 1) return () => {};
  const growth = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) <= 1) stop();
  });
  const timer = window.setTimeout(stop, RESTORE_WAIT_MS);
  function stop() {
    growth.disconnect();
    window.clearTimeout(timer);
    for (const input of SHOPPER_INPUT) window.removeEventListener(input, stop);
  }
  growth.observe(document.body);
  for (const input of SHOPPER_INPUT) window.addEventListener(input, stop, { passive: true });
  return stop;
}

/** The id a #fragment names; a malformed escape (typed or pasted by hand) names the fragment as written. */
function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * What a multi-page site does by itself: a new page opens at its top (or at its #fragment), and
 * Back, Forward or a reload return to where the shopper was on that page.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  const store = useService<ScrollPositionStore>(SCROLL_POSITION_STORE);
  // Read once; handed back to the store when the page is left (a reload reads them) or the
  // storefront's layout is (the admin area has its own).
  const [positions] = useState(() => store.read());
  useEffect(() => {
    const save = () => store.write(positions);
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [store, positions]);

  useEffect(() => {
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = scrollRestoration;
    };
  }, []);

  // The position is noted as the shopper scrolls: by the time the next page renders it is too
  // late. A layout effect, so that the scroll the next page's height causes (dispatched a frame
  // later) is not noted for this one.
  useLayoutEffect(() => {
    const note = () => remember(positions, location.key, window.scrollY);
    window.addEventListener('scroll', note, { passive: true });
    return () => window.removeEventListener('scroll', note);
  }, [positions, location.key]);

  const shown = useRef<{ address: string; hash: string }>(undefined);
  useLayoutEffect(() => {
    const address = location.pathname + location.search;
    const fragmentOnly = shown.current?.address === address && shown.current.hash !== location.hash;
    shown.current = { address, hash: location.hash };
    const target = location.hash ? document.getElementById(fragmentId(location.hash)) : null;
    // Another #fragment of the same page (the skip link): the browser has scrolled to it, or we do.
    if (fragmentOnly) {
      target?.scrollIntoView();
      return;
    }
    const saved = action === 'POP' ? positions.get(location.key) : undefined;
    if (saved !== undefined) return restore(saved);
    if (target) target.scrollIntoView();
    else if (action !== 'POP') window.scrollTo(0, 0);
  }, [positions, action, location.key, location.pathname, location.search, location.hash]);
}
