/**
 * Where the shopper was scrolled on each history entry of this tab (by the router's entry key), so
 * that Back, Forward and a reload return there. This browser's own state: no Supabase adapter.
 */
export interface ScrollPositionStore {
  /** The positions kept; none when nothing is kept or what is kept cannot be read. */
  read(): Map<string, number>;
  /** Keeps `positions` in place of what was kept. Called when the page is left, not on every scroll. */
  write(positions: ReadonlyMap<string, number>): void;
}

export const SCROLL_POSITION_STORE = Symbol('ScrollPositionStore');
