import type { Paise } from '../../domain/orders/paise';
import type { PromotionOutcome } from '../../domain/promotions/apply-promotion';
import type { Promotion, PromotionEntry, PromotionState } from '../../domain/promotions/promotion';

/** How often a code was used: by every shopper, and by one (the order book's keeper reads it, in a browser backend). */
export interface PromotionUsage {
  readonly total: number;
  readonly byCustomer: number;
}

export type PromotionSaveResult =
  | { readonly kind: 'saved' }
  /** Creating a code another promotion has already: nothing saved. */
  | { readonly kind: 'duplicate' }
  /** Editing a code there is none of: nothing saved. */
  | { readonly kind: 'not-found' };

/**
 * The shop's promotion codes and the orders that used them. The admin's side (list, save,
 * setState, find) is for the admin only: the caller has checked (AdminAuthority), and a
 * server-backed book checks again. A shopper only asks `check`. A use is never written here: the
 * order book counts it in the step that places the order. Methods reject (StorageWriteError for a
 * refused write) when the book cannot be reached; nothing has then changed.
 */
export interface PromotionBook {
  /** Every promotion with its uses, by code. */
  list(): Promise<readonly PromotionEntry[]>;
  /** Adds (`creating`) or replaces the promotion of its code. */
  save(promotion: Promotion, creating: boolean): Promise<PromotionSaveResult>;
  /** Sets the state of the code's promotion; false when there is none. */
  setState(code: string, state: PromotionState): Promise<boolean>;
  /** The promotion of `code`, matched whatever its case. */
  find(code: string): Promise<Promotion | undefined>;
  /**
   * What `code` takes off an order of `subtotal` by `owner` at `at`, who has `customerOrderCount`
   * orders not cancelled (a server-backed book uses its own clock and counts the session's orders).
   */
  check(owner: string, code: string, subtotal: Paise, at: number, customerOrderCount: number): Promise<PromotionOutcome>;
}

export const PROMOTION_BOOK = Symbol('PromotionBook');
