import { describe, expect, it } from 'vitest';
import { SCROLL_POSITIONS_KEY, SessionScrollPositionStore } from '../../src/adapters/local/session-scroll-position-store';
import { MemoryScrollPositionStore } from '../../src/adapters/memory/memory-scroll-position-store';
import { scrollPositionStoreContract } from './scroll-position-store.contract';

scrollPositionStoreContract('MemoryScrollPositionStore', () => new MemoryScrollPositionStore());
scrollPositionStoreContract('SessionScrollPositionStore', () => {
  sessionStorage.clear();
  return new SessionScrollPositionStore(sessionStorage);
});

describe('SessionScrollPositionStore', () => {
  it('keeps the positions in sessionStorage: the page after a reload (a new adapter) reads them', () => {
    sessionStorage.clear();
    new SessionScrollPositionStore(sessionStorage).write(new Map([['default', 1800]]));
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY)!)).toEqual([['default', 1800]]);
    expect(new SessionScrollPositionStore(sessionStorage).read()).toEqual(new Map([['default', 1800]]));
  });

  it.each([
    ['not JSON', '{not json'],
    ['not a list', JSON.stringify({ default: 10 })],
  ])('reads tampered positions (%s) as none', (_what, raw) => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, raw);
    expect(new SessionScrollPositionStore(sessionStorage).read()).toEqual(new Map());
  });

  it('leaves out the entries of a wrong shape and keeps the others', () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([['a', 10], ['b', 'far'], [3, 4], 'c', ['d', null]]));
    expect(new SessionScrollPositionStore(sessionStorage).read()).toEqual(new Map([['a', 10]]));
  });

  it('writes nothing, and fails nothing, when the storage refuses', () => {
    const full: Storage = Object.create(sessionStorage, {
      setItem: {
        value: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      },
    });
    expect(() => new SessionScrollPositionStore(full).write(new Map([['default', 1]]))).not.toThrow();
  });
});
