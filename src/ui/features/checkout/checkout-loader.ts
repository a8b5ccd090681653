import { makeAutoObservable } from 'mobx';
import type { CheckoutItem, CheckoutItems, CheckoutService, CheckoutSource } from '../../../application/checkout/checkout-service';
import type { Paise } from '../../../domain/orders/paise';
import { Loadable } from '../../lib/loadable';
import type { SessionState } from '../../stores/session-state';
import { readCheckoutLink } from './checkout-link';
import { leftOut, onlyLeft } from './checkout-notices';

export type CheckoutStatus =
  | 'logged-out'
  /** The address's query names nothing one can buy (qty=abc, an unknown size …). */
  | 'bad-link'
  | 'loading'
  /** Nothing to buy: an empty cart, only sold-out lines, or a Buy Now product gone or sold out. */
  | 'empty'
  /** The cart or the catalogue could not be read. */
  | 'unavailable'
  | 'ready';

/**
 * What the checkout sells, at prices now: the cart's lines, or Buy Now's one item, as the
 * checkout's query names them; read again when the figures may have moved on (after a refusal).
 */
export class CheckoutLoader {
  source: CheckoutSource | undefined = undefined;
  /** What is wrong with the checkout's query, when it names nothing one can buy. */
  linkProblems: readonly string[] = [];
  /** The product a bad Buy Now link named, for the way back. */
  linkProductId: number | undefined = undefined;
  private readonly itemsLoad = new Loadable<CheckoutItems>();

  constructor(
    private readonly checkout: CheckoutService,
    private readonly session: SessionState,
  ) {
    makeAutoObservable<this, 'checkout' | 'session' | 'itemsLoad'>(this, { checkout: false, session: false, itemsLoad: false }, { autoBind: true, deep: false });
  }

  /** Reads the checkout's query (`search`): what it buys, or why it buys nothing. Nothing read yet. */
  open(search: string): void {
    this.itemsLoad.clear();
    const link = readCheckoutLink(search);
    this.source = link.kind === 'ok' ? link.source : undefined;
    this.linkProblems = link.kind === 'bad' ? link.problems : [];
    this.linkProductId = link.kind === 'bad' ? link.productId : undefined;
  }

  /** Reads the items (again): the figures shown may change. */
  reload(): Promise<void> {
    const source = this.source;
    if (!source) return Promise.resolve();
    return this.itemsLoad.load(() => this.checkout.items(source));
  }

  /** Drops the answer of a read on its way (the page is gone). */
  cancel(): void {
    this.itemsLoad.cancel();
  }

  get status(): CheckoutStatus {
    if (!this.session.loggedIn) return 'logged-out';
    if (this.linkProblems.length > 0) return 'bad-link';
    const { status, value } = this.itemsLoad;
    if (value === undefined) return status === 'error' ? 'unavailable' : 'loading';
    switch (value.kind) {
      case 'ok':
        return 'ready';
      case 'empty':
        return 'empty';
      case 'login-required':
        return 'logged-out';
      case 'unavailable':
        return 'unavailable';
    }
  }

  /** Re-reading what is bought (after a refusal, Try again): the figures shown may change. */
  get refreshing(): boolean {
    return this.itemsLoad.pending;
  }

  get items(): readonly CheckoutItem[] {
    const value = this.itemsLoad.value;
    return value?.kind === 'ok' ? value.items : [];
  }

  /** How many items the order holds. */
  get itemCount(): number {
    return this.items.reduce((sum, item) => sum + item.quantity, 0);
  }

  get subtotal(): Paise {
    return this.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  }

  /** What the page says about what was asked for and is not in the order (sold-out cart lines, fewer left than Buy Now asked for). */
  get itemsNote(): string | undefined {
    const value = this.itemsLoad.value;
    if (value?.kind !== 'ok') return undefined;
    if (this.source?.kind === 'buy-now') {
      const item = value.items[0];
      return item && item.quantity < this.source.quantity ? onlyLeft(item.quantity) : undefined;
    }
    return value.leftOut > 0 ? leftOut(value.leftOut) : undefined;
  }
}
