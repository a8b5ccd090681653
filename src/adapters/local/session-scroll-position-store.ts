import type { ScrollPositionStore } from '../../application/ports/scroll-position-store';

export const SCROLL_POSITIONS_KEY = 'fashion-zone:scroll-positions';

/** The positions in sessionStorage: they live as long as the tab, a reload included. */
export class SessionScrollPositionStore implements ScrollPositionStore {
  constructor(private readonly storage: Storage) {}

  read(): Map<string, number> {
    const positions = new Map<string, number>();
    try {
      const stored: unknown = JSON.parse(this.storage.getItem(SCROLL_POSITIONS_KEY) ?? '[]');
      // What another version of the store (or a hand) left there is ignored, never trusted.
      if (Array.isArray(stored)) {
        for (const entry of stored) if (Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1])) positions.set(entry[0], entry[1]);
      }
    } catch {
      // Storage refused (private mode) or garbage: no positions.
    }
    return positions;
  }

  write(positions: ReadonlyMap<string, number>): void {
    try {
      this.storage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([...positions]));
    } catch {
      // Full or refused: a reload then starts at the top, nothing worse.
    }
  }
}
