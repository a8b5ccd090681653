import { describe, expect, it } from 'vitest';
import type { DeliveryPinStore } from '../../src/application/ports/delivery-pin-store';

/** What every DeliveryPinStore must do; `create()` gives a fresh one. */
export function deliveryPinStoreContract(name: string, create: () => DeliveryPinStore) {
  describe(`${name} — DeliveryPinStore contract`, () => {
    it('remembers nothing at first, then the PIN last remembered', () => {
      const store = create();
      expect(store.remembered()).toBeUndefined();
      store.remember('560038');
      store.remember('110001');
      expect(store.remembered()).toBe('110001');
    });
  });
}
