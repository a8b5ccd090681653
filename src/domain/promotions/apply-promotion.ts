import { formatRupees } from '../money';
import { indiaDate } from '../orders/india-time';
import type { Paise } from '../orders/paise';
import { toRupees } from '../orders/paise';
import type { Promotion } from './promotion';

/** What the order stands at when a code is tried on it. */
export interface PromotionContext {
  /** The goods' subtotal (paise): what the discount comes off. */
  readonly subtotal: Paise;
  readonly at: number;
  /** Orders that carried the code so far, every shopper's. */
  readonly usesTotal: number;
  /** Orders of this shopper that carried it. */
  readonly usesByCustomer: number;
  /** This shopper's orders not cancelled. */
  readonly customerOrderCount: number;
}

export type PromotionOutcome =
  | { readonly kind: 'applies'; readonly discount: Paise }
  | { readonly kind: 'refused'; readonly reason: string };

export const NO_SUCH_CODE = 'No such code.';
export const CODE_EXPIRED = 'This code has expired.';
export const CODE_NOT_YET = 'This code is not active yet.';
export const CODE_USED_UP = 'This code has been used up.';
export const CODE_ALREADY_USED = 'You have already used this code.';
export const CODE_FIRST_ORDER = 'This code is for a first order only.';
export const CODE_PAUSED = 'This code is paused.';

/** 'Add ₹X more to use this code.' */
export function minimumNotMet(short: Paise): string {
  return `Add ${formatRupees(toRupees(short))} more to use this code.`;
}

/**
 * The discount `promotion` gives an order, or why it gives none. The database's place_order and
 * check_promotion decide the same way, in the same order (supabase/migrations/20261126130100_promotions.sql).
 * A percentage is rounded down to the paisa; neither kind ever takes off more than the goods cost,
 * so the total never goes below the delivery fee.
 */
export function applyPromotion(promotion: Promotion | undefined, context: PromotionContext): PromotionOutcome {
  if (!promotion) return refused(NO_SUCH_CODE);
  if (promotion.state === 'ended') return refused(CODE_EXPIRED);
  if (promotion.state === 'paused') return refused(CODE_PAUSED);
  const day = indiaDate(context.at);
  if (day < promotion.validFrom) return refused(CODE_NOT_YET);
  if (promotion.validUntil !== undefined && day > promotion.validUntil) return refused(CODE_EXPIRED);
  if (promotion.totalUses !== undefined && context.usesTotal >= promotion.totalUses) return refused(CODE_USED_UP);
  if (promotion.usesPerCustomer !== undefined && context.usesByCustomer >= promotion.usesPerCustomer) return refused(CODE_ALREADY_USED);
  if (promotion.firstOrderOnly && context.customerOrderCount > 0) return refused(CODE_FIRST_ORDER);
  const subtotal = Math.max(0, Math.round(context.subtotal));
  if (subtotal < promotion.minimumOrder) return refused(minimumNotMet(promotion.minimumOrder - subtotal));
  const off = promotion.off.kind === 'percent' ? Math.floor((subtotal * promotion.off.percent) / 100) : promotion.off.amount;
  return { kind: 'applies', discount: Math.min(Math.max(0, off), subtotal) };
}

function refused(reason: string): PromotionOutcome {
  return { kind: 'refused', reason };
}
