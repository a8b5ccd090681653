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

/**
 * What a shopper hears of a code that does not exist, is paused, ended, expired, not started yet or
 * used up: one answer for all, so that trying codes tells nobody which exist (issue 37). Only the
 * admin's Promotions section tells these states apart.
 */
export const CODE_CANNOT_BE_USED = 'This code cannot be used';
// Reasons about this shopper or this order: the code is live, and the shopper may know of it.
export const CODE_ALREADY_USED = 'You have already used this code.';
export const CODE_FIRST_ORDER = 'This code is for a first order only.';

/** 'Add ₹X more to use this code.' */
export function minimumNotMet(short: Paise): string {
  return `Add ${formatRupees(toRupees(short))} more to use this code.`;
}

/**
 * The discount `promotion` gives an order, or why it gives none. The database's place_order and
 * check_promotion decide the same way, in the same order (promotion_outcome,
 * supabase/migrations/20261202100100_promotion_checks_without_oracle.sql).
 * A percentage is rounded down to the paisa; neither kind ever takes off more than the goods cost,
 * so the total never goes below the delivery fee.
 */
export function applyPromotion(promotion: Promotion | undefined, context: PromotionContext): PromotionOutcome {
  if (!promotion || !isLive(promotion, context)) return refused(CODE_CANNOT_BE_USED);
  if (promotion.usesPerCustomer !== undefined && context.usesByCustomer >= promotion.usesPerCustomer) return refused(CODE_ALREADY_USED);
  if (promotion.firstOrderOnly && context.customerOrderCount > 0) return refused(CODE_FIRST_ORDER);
  const subtotal = Math.max(0, Math.round(context.subtotal));
  if (subtotal < promotion.minimumOrder) return refused(minimumNotMet(promotion.minimumOrder - subtotal));
  const off = promotion.off.kind === 'percent' ? Math.floor((subtotal * promotion.off.percent) / 100) : promotion.off.amount;
  return { kind: 'applies', discount: Math.min(Math.max(0, off), subtotal) };
}

/** Whether the code is on offer to anyone now: active, within its days, not used up. */
function isLive(promotion: Promotion, context: PromotionContext): boolean {
  if (promotion.state !== 'active') return false;
  const day = indiaDate(context.at);
  if (day < promotion.validFrom) return false;
  if (promotion.validUntil !== undefined && day > promotion.validUntil) return false;
  return promotion.totalUses === undefined || context.usesTotal < promotion.totalUses;
}

function refused(reason: string): PromotionOutcome {
  return { kind: 'refused', reason };
}
