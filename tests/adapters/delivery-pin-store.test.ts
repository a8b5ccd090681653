import { describe, expect, it } from 'vitest';
import { DELIVERY_PIN_KEY, SessionDeliveryPinStore } from '../../src/adapters/local/session-delivery-pin-store';
import { MemoryDeliveryPinStore } from '../../src/adapters/memory/memory-delivery-pin-store';
import { deliveryPinStoreContract } from './delivery-pin-store.contract';

deliveryPinStoreContract('MemoryDeliveryPinStore', () => new MemoryDeliveryPinStore());
deliveryPinStoreContract('SessionDeliveryPinStore', () => {
  sessionStorage.clear();
  return new SessionDeliveryPinStore(sessionStorage);
});

describe('SessionDeliveryPinStore', () => {
  it('keeps the PIN in sessionStorage, where the next page (a new adapter) reads it', () => {
    sessionStorage.clear();
    new SessionDeliveryPinStore(sessionStorage).remember('560038');
    expect(sessionStorage.getItem(DELIVERY_PIN_KEY)).toBe('560038');
    expect(new SessionDeliveryPinStore(sessionStorage).remembered()).toBe('560038');
  });

  it.each(['000000', '<script>', '5600381', ''])('reads a tampered value (%j) as no PIN', (raw) => {
    sessionStorage.setItem(DELIVERY_PIN_KEY, raw);
    expect(new SessionDeliveryPinStore(sessionStorage).remembered()).toBeUndefined();
  });

  it('neither throws nor remembers without storage', () => {
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const store = new SessionDeliveryPinStore(broken);
    expect(() => store.remember('560038')).not.toThrow();
    expect(store.remembered()).toBeUndefined();
  });
});
