import { describe, expect, it, vi } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { LocalWishlistStore, WISHLISTS_KEY } from '../../src/adapters/local/local-wishlist-store';
import { MemoryWishlistStore } from '../../src/adapters/memory/memory-wishlist-store';
import { RecordingLogger } from '../support/recording-logger';
import { ASHA, RAVI, wishlistStoreContract } from './wishlist-store.contract';

wishlistStoreContract('MemoryWishlistStore', () => new MemoryWishlistStore());
wishlistStoreContract('LocalWishlistStore', () => {
  localStorage.clear();
  return new LocalWishlistStore(localStorage, new RecordingLogger(), window);
});

const SAVED = [{ productId: 4 }, { productId: 1 }];

describe('LocalWishlistStore', () => {
  it('keeps a map by phone under wishlists: a new adapter on the same storage reads it', async () => {
    localStorage.clear();
    await new LocalWishlistStore(localStorage, new RecordingLogger()).save(ASHA, SAVED);
    expect(JSON.parse(localStorage.getItem(WISHLISTS_KEY)!)).toEqual({ [ASHA]: SAVED });
    expect(await new LocalWishlistStore(localStorage, new RecordingLogger()).read(ASHA)).toEqual({ items: SAVED, dropped: false });
  });

  it.each([
    ['not JSON', '{"98'],
    ['a list', '[1,2]'],
    ['a number', '7'],
  ])('reads a tampered map (%s) as a dropped list with a warning, and saves over it', async (_what, raw) => {
    localStorage.setItem(WISHLISTS_KEY, raw);
    const logger = new RecordingLogger();
    const store = new LocalWishlistStore(localStorage, logger);
    expect(await store.read(ASHA)).toEqual({ items: [], dropped: true });
    expect(logger.warnings).toEqual([`The stored wishlists under "${WISHLISTS_KEY}" are unreadable; every wishlist reads as empty.`]);
    await store.save(ASHA, SAVED);
    expect(await store.read(ASHA)).toEqual({ items: SAVED, dropped: false });
  });

  it("reads a shopper's corrupted list as its readable items, and leaves the others' lists as stored", async () => {
    const ravis = [{ id: 4 }];
    localStorage.setItem(WISHLISTS_KEY, JSON.stringify({ [ASHA]: [{ productId: 4 }, { productId: 'x' }, { productId: 4 }, { productId: 1 }], [RAVI]: ravis }));
    const logger = new RecordingLogger();
    const store = new LocalWishlistStore(localStorage, logger);
    expect(await store.read(ASHA)).toEqual({ items: SAVED, dropped: true });
    expect(logger.warnings).toEqual([`Part of the stored wishlist of ${ASHA} is unreadable; it was left out.`]);
    await store.save(ASHA, SAVED);
    expect(JSON.parse(localStorage.getItem(WISHLISTS_KEY)!)).toEqual({ [ASHA]: SAVED, [RAVI]: ravis });
  });

  it('does not take an inherited name for a phone', async () => {
    localStorage.setItem(WISHLISTS_KEY, '{}');
    expect(await new LocalWishlistStore(localStorage, new RecordingLogger()).read('constructor')).toEqual({ items: [], dropped: false });
  });

  it('reports a write the storage refuses and keeps what it had', async () => {
    localStorage.clear();
    await new LocalWishlistStore(localStorage, new RecordingLogger()).save(ASHA, SAVED);
    const full: Storage = Object.create(localStorage, {
      setItem: {
        value: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      },
    });
    const store = new LocalWishlistStore(full, new RecordingLogger());
    await expect(store.save(ASHA, [])).rejects.toBeInstanceOf(StorageWriteError);
    expect((await store.read(ASHA)).items).toEqual(SAVED);
  });

  it('reads as empty, with a warning, when storage cannot be read at all', async () => {
    const unavailable: Storage = Object.create(localStorage, {
      getItem: {
        value: () => {
          throw new DOMException('Access denied', 'SecurityError');
        },
      },
    });
    const logger = new RecordingLogger();
    expect(await new LocalWishlistStore(unavailable, logger).read(ASHA)).toEqual({ items: [], dropped: false });
    expect(logger.warnings).toEqual(['Browser storage is unavailable.']);
  });

  it('calls the watcher when another tab writes the wishlists, and not after it stopped', async () => {
    const listener = vi.fn();
    const stop = await new LocalWishlistStore(localStorage, new RecordingLogger(), window).watch(ASHA, listener);
    window.dispatchEvent(new StorageEvent('storage', { key: WISHLISTS_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'carts' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: WISHLISTS_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
