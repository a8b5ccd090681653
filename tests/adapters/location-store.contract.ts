import { describe, expect, it } from 'vitest';
import type { LocationStore } from '../../src/application/ports/location-store';

/** What every LocationStore adapter must do; `create()` gives a store with nothing saved yet. */
export function locationStoreContract(name: string, create: () => LocationStore) {
  describe(`${name} — LocationStore contract`, () => {
    it('has not asked, and knows no location, at first', async () => {
      const store = create();
      expect(await store.wasAsked()).toBe(false);
      expect(await store.location()).toBeUndefined();
    });

    it('remembers that the prompt was answered', async () => {
      const store = create();
      await store.markAsked();
      expect(await store.wasAsked()).toBe(true);
    });

    it('answers the location saved last', async () => {
      const store = create();
      await store.saveLocation({ latitude: 12.97, longitude: 77.59 });
      await store.saveLocation({ latitude: 19.07, longitude: 72.87 });
      expect(await store.location()).toEqual({ latitude: 19.07, longitude: 72.87 });
    });
  });
}
