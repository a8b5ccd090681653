import { describe, expect, it } from 'vitest';
import type { ScrollPositionStore } from '../../src/application/ports/scroll-position-store';

/** What every ScrollPositionStore adapter must do; `create()` gives a store with nothing kept yet. */
export function scrollPositionStoreContract(name: string, create: () => ScrollPositionStore) {
  describe(`${name} — ScrollPositionStore contract`, () => {
    it('answers no positions before anything is kept', () => {
      expect(create().read()).toEqual(new Map());
    });

    it('answers what was written last, in place of what was kept before', () => {
      const store = create();
      store.write(new Map([['default', 1800]]));
      store.write(new Map([['default', 640], ['k2', 250]]));
      expect(store.read()).toEqual(new Map([['default', 640], ['k2', 250]]));
    });

    it('keeps a copy: changing either map afterwards changes nothing kept', () => {
      const store = create();
      const positions = new Map([['default', 100]]);
      store.write(positions);
      positions.set('later', 5);
      store.read().set('read', 7);
      expect(store.read()).toEqual(new Map([['default', 100]]));
    });
  });
}
