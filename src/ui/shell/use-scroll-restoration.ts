import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'fashion-zone:scroll-positions';
/** Enough for any Back a shopper makes; older entries are dropped so the record stays small. */
const KEPT_ENTRIES = 50;

type Positions = Map<string, number>;
let positions: Positions | undefined;

function readPositions(): Positions {
  if (positions) return positions;
  positions = new Map();
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    // What another version of the store (or a hand) left there is ignored, never trusted.
    if (Array.isArray(stored)) {
      for (const entry of stored) if (Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1])) positions.set(entry[0], entry[1]);
    }
  } catch {
    // Storage refused (private mode) or garbage: start with no positions.
  }
  return positions;
}

function remember(key: string, top: number): void {
  const known = readPositions();
  known.delete(key);
  known.set(key, top);
  for (const oldest of known.keys()) {
    if (known.size <= KEPT_ENTRIES) break;
    known.delete(oldest);
  }
}

function save(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...readPositions()]));
  } catch {
    // Full or refused: a reload then starts at the top, nothing worse.
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
    const note = () => remember(location.key, window.scrollY);
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', save);
    };
  }, [location.key]);

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
    const saved = action === 'POP' ? readPositions().get(location.key) : undefined;
    if (saved !== undefined) return restore(saved);
    if (target) target.scrollIntoView();
    else if (action !== 'POP') window.scrollTo(0, 0);
  }, [action, location.key, location.pathname, location.search, location.hash]);
}
