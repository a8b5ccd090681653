import { inject, injectable } from 'inversify';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { WISHLIST, type Wishlist } from '../../../application/wishlist/wishlist';
import { sizesOf, type VariantSize } from '../../../domain/catalogue/size-scale';
import { variantAt, variantKeyOf } from '../../../domain/catalogue/variants';
import type { WishlistEntry } from '../../../domain/wishlist/wishlist-entry';
import { listPageStatus, type ListPageStatus } from '../../lib/list-page-status';
import { Loadable } from '../../lib/loadable';
import { makeViewModel } from '../../lib/view-model';
import { SessionState } from '../../stores/session-state';
import { settled } from '../../lib/settled';
import { WISHLIST_AUTH_NOTICE, removedFromWishlistNotice } from '../../stores/wishlist-notices';
import { WishlistState } from '../../stores/wishlist-state';
import { addedNotRemovedNotice, movedToCartNotice, NOT_REMOVED_NOTICE, notMovedNotice } from './wishlist-page-notices';

export type WishlistPageStatus = ListPageStatus;

/** An entry whose product is still in the catalogue: one that can be moved to the cart. */
export type ShownEntry = Exclude<WishlistEntry, { kind: 'gone' }>;

/** What a saved product is called on the page and in toasts, also once it is gone. */
export const entryTitle = (entry: WishlistEntry) => (entry.kind === 'gone' ? 'A product no longer sold' : entry.product.title);

/**
 * /wishlist: the shopper's saved products against the catalogue as it is now (price, stock, or
 * gone), Move to Cart in a size chosen in a dialog, and Remove. The ids come from the one
 * WishlistState, so the page follows a heart pressed in another tab as the hearts do.
 */
@injectable()
export class WishlistPageViewModel {
  private readonly view = new Loadable<readonly WishlistEntry[]>();
  /** The products with a change on their way: their buttons wait. */
  busy: ReadonlySet<number> = new Set();
  /** The entry whose size is being chosen for Move to Cart: the dialog is open while there is one. */
  moving: ShownEntry | undefined = undefined;
  size: VariantSize | undefined = undefined;
  /** The colour chosen in the dialog, for a product that comes in colours (the first one to start). */
  colour: string | undefined = undefined;
  private stopFollowing: () => void = () => {};

  constructor(
    @inject(WishlistState) private readonly state: WishlistState,
    @inject(SessionState) private readonly session: SessionState,
    @inject(WISHLIST) private readonly wishlist: Wishlist,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel<this, 'stopFollowing'>(this, arguments, { stopFollowing: false }, { deep: false });
  }

  /** Follows the saved ids while the page is shown (until dispose). */
  start(): void {
    this.stopFollowing = this.view.follow(() => this.state.productIds, (ids) => this.wishlist.entries(ids));
  }

  dispose(): void {
    this.stopFollowing();
  }

  get status(): WishlistPageStatus {
    return listPageStatus(this.session.loggedIn, { status: this.state.status, empty: this.state.productIds.length === 0 }, this.view);
  }

  get entries(): readonly WishlistEntry[] {
    return this.view.value ?? [];
  }

  isBusy(productId: number): boolean {
    return this.busy.has(productId);
  }

  /** Move to Cart pressed: the dialog asks for a size. */
  openMove(entry: ShownEntry): void {
    this.moving = entry;
    const sizes = sizesOf(entry.product.sizeScale);
    // One size is no question to ask.
    this.size = sizes.length === 1 ? sizes[0] : undefined;
    this.colour = entry.product.colours[0]?.name;
  }

  /** The sizes the dialog offers, each with whether it can be bought in the chosen colour. */
  get moveSizes(): readonly { readonly size: VariantSize; readonly soldOut: boolean }[] {
    const product = this.moving?.product;
    if (!product) return [];
    return sizesOf(product.sizeScale).map((size) => ({ size, soldOut: (variantAt(product, variantKeyOf({ size, colour: this.colour }))?.stock ?? 0) < 1 }));
  }

  chooseColour(value: string): void {
    this.colour = this.moving?.product.colours.find((colour) => colour.name === value)?.name ?? this.colour;
  }

  closeMove(): void {
    this.moving = undefined;
  }

  chooseSize(value: string): void {
    this.size = this.moveSizes.find((choice) => choice.size === value && !choice.soldOut)?.size;
  }

  /** The dialog's Move to Cart: one in the chosen size into the cart, then off the wishlist, said in a toast. */
  async confirmMove(): Promise<void> {
    const entry = this.moving;
    const size = this.size;
    if (!entry || !size) return;
    const key = variantKeyOf({ size, colour: this.colour });
    this.moving = undefined;
    const outcome = await this.withBusy(entry.productId, () => this.wishlist.moveToCart(entry.productId, key));
    const title = entry.product.title;
    switch (outcome.kind) {
      case 'moved':
        this.notifier.success(movedToCartNotice(title));
        break;
      case 'added-not-removed':
        this.notifier.error(addedNotRemovedNotice(title));
        break;
      case 'login-required':
        this.notifier.error(WISHLIST_AUTH_NOTICE);
        break;
      default:
        this.notifier.error(notMovedNotice(outcome));
    }
    await this.state.refresh();
  }

  /** Remove: off the wishlist, a product deleted from the catalogue since too. */
  async remove(entry: WishlistEntry): Promise<void> {
    const outcome = await this.withBusy(entry.productId, () => this.wishlist.remove(entry.productId));
    if (outcome.kind === 'removed') this.notifier.success(removedFromWishlistNotice(entryTitle(entry)));
    else this.notifier.error(outcome.kind === 'login-required' ? WISHLIST_AUTH_NOTICE : NOT_REMOVED_NOTICE);
    await this.state.refresh();
  }

  /** Try again, after the list or the catalogue could not be read. */
  retry(): void {
    // A list read again reloads the entries through the reaction on its ids: once, not twice.
    if (this.state.status === 'unavailable') void this.state.refresh();
    else void this.view.load(() => this.wishlist.entries(this.state.productIds));
  }

  /** Runs a change with the product's buttons waiting; 'not-saved' when the code could not even load. */
  private async withBusy<O>(productId: number, change: () => Promise<O>): Promise<O | { readonly kind: 'not-saved' }> {
    this.busy = new Set(this.busy).add(productId);
    const outcome = await settled(change());
    const busy = new Set(this.busy);
    busy.delete(productId);
    this.setBusy(busy);
    return outcome;
  }

  private setBusy(busy: ReadonlySet<number>): void {
    this.busy = busy;
  }
}
