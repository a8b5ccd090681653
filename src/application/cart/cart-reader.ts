import { inject, injectable } from 'inversify';
import type { StoredCartLine } from '../../domain/cart/cart-line';
import { CART_LOCK, CART_STORE, type CartStore } from '../ports/cart-store';
import { EXCLUSIVE_LOCK, type ExclusiveLock } from '../ports/exclusive-lock';
import { LOGGER, type Logger } from '../ports/logger';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';
import { LOGIN_REQUIRED, readOrUnavailable, type LoginRequired, type Unavailable } from '../outcomes';

/** The logged-in shopper's cart, as stored. */
export type CartRead =
  | LoginRequired
  /** `dropped`: part of what was stored could not be read; it is gone now (said once). */
  | { readonly kind: 'ok'; readonly lines: readonly StoredCartLine[]; readonly dropped: boolean }
  /** The store could not be reached: nothing is known (never taken for an empty cart). */
  | Unavailable;

/**
 * The logged-in shopper's cart as stored, and who hears of its changes: what every page's header
 * needs (its count). The changes themselves are CartEditor's, which loads with the pages that make
 * them. One for the app's life, so that every subscriber hears of every change.
 */
@injectable()
export class CartReader {
  private readonly listeners = new Set<() => void>();

  constructor(
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(CART_STORE) private readonly store: CartStore,
    @inject(EXCLUSIVE_LOCK) private readonly lock: ExclusiveLock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The cart as stored; what could not be read is removed from storage once, and said. */
  async read(): Promise<CartRead> {
    const owner = this.owner();
    if (owner === undefined) return LOGIN_REQUIRED;
    return readOrUnavailable(this.logger, 'The cart could not be read.', async () => {
      const cart = await this.store.read(owner);
      if (cart.dropped) await this.cleanUp(owner);
      return { kind: 'ok', lines: cart.lines, dropped: cart.dropped } as const;
    });
  }

  /** Calls `listener` after every change of the shopper's cart, in this tab or another; answers how to stop. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    const owner = this.owner();
    let stopped = false;
    let stopWatching = () => {};
    if (owner !== undefined) {
      this.store.watch(owner, listener).then(
        (stop) => (stopped ? stop() : (stopWatching = stop)),
        (error: unknown) => this.logger.warn("The cart's changes in other tabs cannot be followed.", error),
      );
    }
    return () => {
      stopped = true;
      this.listeners.delete(listener);
      stopWatching();
    };
  }

  /** Tells the subscribers that this tab changed the cart (CartEditor, after each save). */
  changed(): void {
    for (const listener of this.listeners) listener();
  }

  /** Whose cart it is: the logged-in shopper's phone, or undefined for a visitor. */
  owner(): string | undefined {
    return this.session.currentUser()?.phone;
  }

  private async cleanUp(owner: string): Promise<void> {
    try {
      await this.lock.run(CART_LOCK, async () => this.store.save(owner, (await this.store.read(owner)).lines));
    } catch (error) {
      // Read again next time, and said again: nothing is lost that was readable.
      this.logger.warn('The unreadable part of the cart could not be removed.', error);
    }
  }
}
