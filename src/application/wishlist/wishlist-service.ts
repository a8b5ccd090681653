import { inject, injectable } from 'inversify';
import type { VariantKey } from '../../domain/catalogue/variants';
import { addToWishlist, removeFromWishlist, type WishlistItem } from '../../domain/wishlist/wishlist';
import { wishlistEntry, type WishlistEntry } from '../../domain/wishlist/wishlist-entry';
import { CART_EDITING, type CartEditing } from '../cart/cart-editing';
import { productsById } from '../cart/products-by-id';
import { EXCLUSIVE_LOCK, type ExclusiveLock } from '../ports/exclusive-lock';
import { LOGGER, type Logger } from '../ports/logger';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';
import { WISHLIST_STORE, type WishlistStore } from '../ports/wishlist-store';
import { SessionGateService } from '../session/session-gate-service';
import type { MoveToCartOutcome, Wishlist, WishlistRead, WishlistRefused, WishlistRemoveOutcome, WishlistSaveOutcome } from './wishlist';
import { LOGIN_REQUIRED, NOT_SAVED, readOrUnavailable } from '../outcomes';

/** The name of the cross-tab lock a wishlist's read-change-write runs under. */
export const WISHLIST_LOCK = 'wishlist';

type Decision<R> = { readonly kind: 'changed'; readonly items: readonly WishlistItem[] } | R;

/**
 * The shopper's wishlist: owned by the logged-in phone, as the cart is. Every change reads the list
 * as stored and writes it under one cross-tab lock, so that two tabs saving at once both count; a
 * change answers success only once its write succeeded.
 */
@injectable()
export class WishlistService implements Wishlist {
  constructor(
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(SessionGateService) private readonly gate: SessionGateService,
    @inject(WISHLIST_STORE) private readonly store: WishlistStore,
    @inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository,
    @inject(CART_EDITING) private readonly cart: CartEditing,
    @inject(EXCLUSIVE_LOCK) private readonly lock: ExclusiveLock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  async read(): Promise<WishlistRead> {
    const owner = this.owner();
    if (owner === undefined) return LOGIN_REQUIRED;
    return readOrUnavailable(this.logger, 'The wishlist could not be read.', async () => {
      const list = await this.store.read(owner);
      if (list.dropped) await this.cleanUp(owner);
      return { kind: 'ok', productIds: list.items.map((item) => item.productId), dropped: list.dropped } as const;
    });
  }

  async save(productId: number, currentPath: string): Promise<WishlistSaveOutcome> {
    if (this.gate.guard(currentPath).kind === 'login-required') return LOGIN_REQUIRED;
    let product;
    try {
      product = (await this.products.product({ id: productId, similarLimit: 0 }))?.product;
    } catch (error) {
      this.logger.warn('The product to save could not be read.', error);
      return NOT_SAVED;
    }
    if (!product) return { kind: 'not-found' };
    const outcome = await this.change((items) => {
      const added = addToWishlist(items, productId);
      return added.kind === 'added' ? { kind: 'changed', items: added.items } : added;
    });
    return outcome.kind === 'changed' ? { kind: 'added' } : outcome;
  }

  async remove(productId: number): Promise<WishlistRemoveOutcome> {
    const outcome = await this.change((items) => ({ kind: 'changed', items: removeFromWishlist(items, productId) }));
    return outcome.kind === 'changed' ? { kind: 'removed' } : outcome;
  }

  async entries(productIds: readonly number[]): Promise<readonly WishlistEntry[]> {
    const byId = await productsById(this.products, productIds);
    return productIds.map((id) => wishlistEntry(id, byId.get(id)));
  }

  async moveToCart(productId: number, key: VariantKey): Promise<MoveToCartOutcome> {
    if (this.owner() === undefined) return LOGIN_REQUIRED;
    const added = await this.cart.add(productId, key, 1);
    if (added.kind !== 'added') return added;
    const removed = await this.remove(productId);
    return removed.kind === 'removed' ? { kind: 'moved', count: added.count } : { kind: 'added-not-removed', count: added.count };
  }

  async watch(listener: () => void): Promise<() => void> {
    const owner = this.owner();
    return owner === undefined ? () => {} : this.store.watch(owner, listener);
  }

  /** Reads the list and lets `decide` change it or refuse, then saves the change: all under the wishlist's lock. */
  private async change<R extends { readonly kind: string }>(decide: (items: readonly WishlistItem[]) => Decision<R>): Promise<{ readonly kind: 'changed' } | R | WishlistRefused> {
    const owner = this.owner();
    if (owner === undefined) return LOGIN_REQUIRED;
    try {
      return await this.lock.run(WISHLIST_LOCK, async () => {
        const { items } = await this.store.read(owner);
        const decided = decide(items);
        if (decided.kind !== 'changed') return decided as R;
        await this.store.save(owner, (decided as { items: readonly WishlistItem[] }).items);
        return { kind: 'changed' } as const;
      });
    } catch (error) {
      this.logger.warn('The wishlist could not be changed.', error);
      return NOT_SAVED;
    }
  }

  /** Whose wishlist it is: the logged-in shopper's phone, or undefined for a visitor. */
  private owner(): string | undefined {
    return this.session.currentUser()?.phone;
  }

  private async cleanUp(owner: string): Promise<void> {
    try {
      await this.lock.run(WISHLIST_LOCK, async () => this.store.save(owner, (await this.store.read(owner)).items));
    } catch (error) {
      // Read again next time, and said again: nothing readable is lost.
      this.logger.warn('The unreadable part of the wishlist could not be removed.', error);
    }
  }
}
