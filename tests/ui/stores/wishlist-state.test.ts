import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { Wishlist, WishlistRead, WishlistSaveOutcome } from '../../../src/application/wishlist/wishlist';
import type { CurrentUser } from '../../../src/application/ports/session-store';
import type { SessionState } from '../../../src/ui/stores/session-state';
import { WishlistState } from '../../../src/ui/stores/wishlist-state';
import { deferred } from '../../support/deferred';
import { RecordingNotifier } from '../../support/recording-notifier';

const ASHA: CurrentUser = { phone: '9876543210', name: 'Asha' };

/** A wishlist whose reads and saves the test answers one by one; it counts the watchers alive. */
function answeredWishlist() {
  const reads: ReturnType<typeof deferred<WishlistRead>>[] = [];
  const saves: ReturnType<typeof deferred<WishlistSaveOutcome>>[] = [];
  const watchers = new Set<() => void>();
  const wishlist = {
    read: () => {
      reads.push(deferred<WishlistRead>());
      return reads.at(-1)!.promise;
    },
    save: () => {
      saves.push(deferred<WishlistSaveOutcome>());
      return saves.at(-1)!.promise;
    },
    watch: async (listener: () => void) => {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
  } as unknown as Wishlist;
  return { wishlist, reads, saves, watchers };
}

function wishlistState(user: CurrentUser | undefined) {
  const session = observable({ user }, {}, { deep: false }) as unknown as SessionState;
  const notifier = new RecordingNotifier();
  const answered = answeredWishlist();
  const state = new WishlistState(answered.wishlist, session, notifier);
  return { state, session, notifier, ...answered };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const saved = (...productIds: number[]): WishlistRead => ({ kind: 'ok', productIds, dropped: false });

describe('WishlistState', () => {
  it('reads nothing for a visitor, and reads the list once they log in', async () => {
    const { state, session, reads } = wishlistState(undefined);
    expect(state.status).toBe('ready');
    expect(reads).toHaveLength(0);
    runInAction(() => (session.user = ASHA));
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(saved(4, 2));
    await settle();
    expect(state.productIds).toEqual([4, 2]);
    expect(state.has(2)).toBe(true);
  });

  it('drops an answer older than the latest read asked for', async () => {
    const { state, reads } = wishlistState(ASHA);
    void state.refresh();
    reads[1]!.resolve(saved(7));
    await settle();
    reads[0]!.resolve(saved(1, 2, 3));
    await settle();
    expect(state.productIds).toEqual([7]);
  });

  it('a list that cannot be read is unavailable, never an empty one that is ready', async () => {
    const { state, reads } = wishlistState(ASHA);
    reads[0]!.reject(new Error('offline'));
    await settle();
    expect(state.status).toBe('unavailable');
  });

  it('reads again when another tab changes the list and when the tab comes back into view; a logout stops the watching', async () => {
    const { state, session, reads, watchers } = wishlistState(ASHA);
    reads[0]!.resolve(saved(1));
    await settle();
    expect(watchers.size).toBe(1);
    for (const listener of watchers) listener();
    expect(reads).toHaveLength(2);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reads).toHaveLength(3);
    reads[2]!.resolve(saved(5, 1));
    await settle();
    expect(state.productIds).toEqual([5, 1]);

    runInAction(() => (session.user = undefined));
    await settle();
    expect(watchers.size).toBe(0);
    expect(state.productIds).toEqual([]);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reads).toHaveLength(3);
  });

  it('a heart shows pressed while its save is on its way, then stays pressed with a toast', async () => {
    const { state, reads, saves, notifier } = wishlistState(ASHA);
    reads[0]!.resolve(saved());
    await settle();
    const press = state.toggle({ id: 9, title: 'Linen Shirt' }, '/product/9');
    expect(state.has(9)).toBe(true);
    // A second press while the first is on its way does nothing more.
    expect(await state.toggle({ id: 9, title: 'Linen Shirt' }, '/product/9')).toBeUndefined();
    expect(saves).toHaveLength(1);
    saves[0]!.resolve({ kind: 'added' });
    expect(await press).toBeUndefined();
    expect(state.productIds).toEqual([9]);
    expect(notifier.notices.map((notice) => notice.kind)).toEqual(['success']);
  });

  it('a save the store refuses leaves the heart as it was and says so', async () => {
    const { state, reads, saves, notifier } = wishlistState(ASHA);
    reads[0]!.resolve(saved());
    await settle();
    const press = state.toggle({ id: 9, title: 'Linen Shirt' }, '/product/9');
    saves[0]!.resolve({ kind: 'not-saved' });
    await press;
    expect(state.has(9)).toBe(false);
    expect(notifier.notices.map((notice) => notice.kind)).toEqual(['error']);
  });
});
