import { formatRupees } from '../money';
import type { Paise } from '../orders/paise';
import { toRupees } from '../orders/paise';

/** Active codes apply at checkout; a paused one can be resumed; an ended one never applies again. */
export type PromotionState = 'active' | 'paused' | 'ended';

export const PROMOTION_STATES: readonly PromotionState[] = ['active', 'paused', 'ended'];

export const PROMOTION_STATE_LABELS: Readonly<Record<PromotionState, string>> = { active: 'Active', paused: 'Paused', ended: 'Ended' };

/** What a code takes off the goods: a percentage of them, or a flat amount (never more than they cost). */
export type PromotionOff = { readonly kind: 'percent'; readonly percent: number } | { readonly kind: 'flat'; readonly amount: Paise };

export const MIN_PERCENT_OFF = 1;
export const MAX_PERCENT_OFF = 90;

export interface Promotion {
  /** 4–20 upper-case letters and digits; a shopper's typing is matched whatever its case. */
  readonly code: string;
  readonly title: string;
  readonly off: PromotionOff;
  /** The goods' subtotal the code needs (paise); 0: any order. */
  readonly minimumOrder: Paise;
  /** The first India day it applies ('YYYY-MM-DD'). */
  readonly validFrom: string;
  /** The last India day it applies, inclusive; none: no end. */
  readonly validUntil?: string;
  /** How many orders in all may carry it; none: no limit. */
  readonly totalUses?: number;
  /** How many orders of one shopper may carry it; none: no limit. */
  readonly usesPerCustomer?: number;
  /** Only for a shopper with no order yet (none cancelled counted). */
  readonly firstOrderOnly: boolean;
  readonly state: PromotionState;
}

/** A promotion as the admin's list shows it: with how many orders carried it. */
export interface PromotionEntry {
  readonly promotion: Promotion;
  readonly uses: number;
}

const CODE_PATTERN = /^[A-Z0-9]{4,20}$/;

/** What the shopper typed, as codes are stored: trimmed, upper-case. */
export function normalizeCode(typed: string): string {
  return typed.trim().toUpperCase();
}

export function isPromotionCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** '20% off' or '₹100 off'. */
export function describeOff(off: PromotionOff): string {
  return off.kind === 'percent' ? `${off.percent}% off` : `${formatRupees(toRupees(off.amount))} off`;
}

/** The spec's sample ('Sample promo: 20% off first order'), seeded paused in every backend: the admin decides when it runs. */
export const SAMPLE_PROMOTION: Promotion = {
  code: 'WELCOME20',
  title: '20% off first order',
  off: { kind: 'percent', percent: 20 },
  minimumOrder: 0,
  validFrom: '2026-01-01',
  usesPerCustomer: 1,
  firstOrderOnly: true,
  state: 'paused',
};

/** The admin's moves: pause an active code, resume a paused one, end either. An ended code stays ended. */
export function canMovePromotion(from: PromotionState, to: PromotionState): boolean {
  if (from === 'ended') return false;
  if (to === 'ended') return true;
  return from !== to;
}
