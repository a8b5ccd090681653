import { describe, expect, it, vi } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { CARTS_KEY, LocalCartStore } from '../../src/adapters/local/local-cart-store';
import { MemoryCartStore } from '../../src/adapters/memory/memory-cart-store';
import type { StoredCartLine } from '../../src/domain/cart/cart-line';
import { RecordingLogger } from '../support/recording-logger';
import { ASHA, RAVI, cartStoreContract } from './cart-store.contract';

cartStoreContract('MemoryCartStore', () => new MemoryCartStore());
cartStoreContract('LocalCartStore', () => {
  localStorage.clear();
  return new LocalCartStore(localStorage, new RecordingLogger(), window);
});

const TEE: StoredCartLine = { productId: 1, size: 'M', quantity: 2, priceWhenAdded: 499 };

describe('LocalCartStore', () => {
  it('keeps a map by phone under carts: a new adapter on the same storage reads it', async () => {
    localStorage.clear();
    await new LocalCartStore(localStorage, new RecordingLogger()).save(ASHA, [TEE]);
    expect(JSON.parse(localStorage.getItem(CARTS_KEY)!)).toEqual({ [ASHA]: [TEE] });
    expect(await new LocalCartStore(localStorage, new RecordingLogger()).read(ASHA)).toEqual({ lines: [TEE], dropped: false });
  });

  it.each([
    ['not JSON', '{"98'],
    ['a list', '[1,2]'],
    ['a number', '7'],
  ])('reads a tampered map (%s) as a dropped cart with a warning, and saves over it', async (_what, raw) => {
    localStorage.setItem(CARTS_KEY, raw);
    const logger = new RecordingLogger();
    const store = new LocalCartStore(localStorage, logger);
    expect(await store.read(ASHA)).toEqual({ lines: [], dropped: true });
    expect(logger.warnings).toEqual([`The stored carts under "${CARTS_KEY}" are unreadable; every cart reads as empty.`]);
    await store.save(ASHA, [TEE]);
    expect(await store.read(ASHA)).toEqual({ lines: [TEE], dropped: false });
  });

  it("reads a shopper's cart of an older shape as its readable lines, and leaves the others' carts as stored", async () => {
    const ravis = [{ id: 4, qty: 1 }];
    localStorage.setItem(CARTS_KEY, JSON.stringify({ [ASHA]: [TEE, { productId: 2, size: 'M', quantity: 'two', priceWhenAdded: 10 }], [RAVI]: ravis }));
    const logger = new RecordingLogger();
    const store = new LocalCartStore(localStorage, logger);
    expect(await store.read(ASHA)).toEqual({ lines: [TEE], dropped: true });
    expect(logger.warnings).toEqual([`Part of the stored cart of ${ASHA} is unreadable; it was left out.`]);
    await store.save(ASHA, [TEE]);
    expect(JSON.parse(localStorage.getItem(CARTS_KEY)!)).toEqual({ [ASHA]: [TEE], [RAVI]: ravis });
  });

  it('does not take an inherited name for a phone', async () => {
    localStorage.setItem(CARTS_KEY, '{}');
    expect(await new LocalCartStore(localStorage, new RecordingLogger()).read('constructor')).toEqual({ lines: [], dropped: false });
  });

  it('reports a write the storage refuses and keeps what it had', async () => {
    localStorage.clear();
    await new LocalCartStore(localStorage, new RecordingLogger()).save(ASHA, [TEE]);
    const full: Storage = Object.create(localStorage, {
      setItem: {
        value: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      },
    });
    const store = new LocalCartStore(full, new RecordingLogger());
    await expect(store.save(ASHA, [])).rejects.toBeInstanceOf(StorageWriteError);
    expect((await store.read(ASHA)).lines).toEqual([TEE]);
  });

  it("calls the watcher when another tab writes the carts, and not after it stopped", async () => {
    const listener = vi.fn();
    const stop = await new LocalCartStore(localStorage, new RecordingLogger(), window).watch(ASHA, listener);
    window.dispatchEvent(new StorageEvent('storage', { key: CARTS_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'users' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: CARTS_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
