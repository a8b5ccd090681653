import { variantKeyOf } from '../catalogue/variants';
import { VARIANT_SIZES, type VariantSize } from '../catalogue/size-scale';
import type { Order } from '../orders/order';
import type { LineVerdict, PickupBooking, ReturnEvent } from './return-life';
import { lineKey, orderReturnability } from './return-policy';

/** Why the shopper sends items back: the return form's list. */
export const RETURN_REASONS = [
  'Size too small',
  'Size too large',
  'Not as described',
  'Defective or damaged',
  'Wrong item received',
  'Changed my mind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** A comment is a few lines for the warehouse, no more: a pasted essay is refused, not stored. */
export const RETURN_COMMENT_MAX_LENGTH = 500;

export const CHOOSE_ITEMS = 'Choose at least one item to return';
export const CHOOSE_REASON = 'Choose a reason for the return';
export const COMMENT_TOO_LONG = `The comment must be at most ${RETURN_COMMENT_MAX_LENGTH} characters`;
export const NOT_IN_ORDER = 'One of the items chosen is not in this order.';
export const CHOSEN_TWICE = 'An item was chosen twice.';
export const TOO_MANY = 'You can return at most as many of an item as you bought.';

/** One line asked to go back: which of the order's lines, and how many of it. */
export interface ReturnAskLine {
  readonly productId: number;
  readonly size: VariantSize;
  /** The colour's name, for a product that comes in colours. */
  readonly colour?: string;
  readonly quantity: number;
}

/** What the shopper asks to return, as the form sends it. */
export interface ReturnAsk {
  readonly lines: readonly ReturnAskLine[];
  readonly reason: ReturnReason;
  /** '' when none. */
  readonly comment: string;
}

/** Where a return stands. Requested is where every return starts; its life (return-life.ts) moves it on. */
export const RETURN_STATUSES = ['Requested', 'Approved', 'Rejected', 'Pickup scheduled', 'Received', 'Inspected', 'Refunded', 'Cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export interface ReturnedLine extends ReturnAskLine {
  /** The product's name as bought. */
  readonly title: string;
}

/** A return asked for, as kept. */
export interface ReturnRequest {
  /** 'RT' and 8 digits. */
  readonly id: string;
  readonly orderNumber: string;
  readonly requestedAt: number;
  readonly lines: readonly ReturnedLine[];
  readonly reason: ReturnReason;
  readonly comment: string;
  readonly status: ReturnStatus;
  /** Each move, oldest first: the request itself, then every status it was moved to. */
  readonly history: readonly ReturnEvent[];
  /** Why the shop rejected it, when it did (the shopper sees it). */
  readonly rejection?: string;
  /** The courier booked to collect it. */
  readonly pickup?: PickupBooking;
  /** What the warehouse found, a verdict a line, once inspected. */
  readonly inspection?: readonly LineVerdict[];
  /** Once refunded: what was paid back (paise, refundDue's) and the payment's reference (the bank's or the gateway's). */
  readonly refund?: { readonly amount: number; readonly reference: string };
}

export const RETURN_ID_PATTERN = /^RT\d{8}$/;

/** The id of the `sequence`-th return. */
export function returnId(sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 99_999_999) throw new RangeError(`No return id for ${sequence}`);
  return `RT${String(sequence).padStart(8, '0')}`;
}

export type ReturnAskCheck = { readonly kind: 'ok'; readonly ask: ReturnAsk } | { readonly kind: 'invalid'; readonly message: string };

function isAskLine(value: unknown): value is ReturnAskLine {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, size, colour, quantity } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(productId) &&
    (productId as number) > 0 &&
    (VARIANT_SIZES as readonly unknown[]).includes(size) &&
    (colour === undefined || (typeof colour === 'string' && colour.length > 0)) &&
    Number.isSafeInteger(quantity) &&
    (quantity as number) >= 1
  );
}

/** The ask as kept (comment trimmed), or what is wrong with its form: whatever a caller sent. */
export function checkReturnAsk(raw: { readonly lines?: unknown; readonly reason?: unknown; readonly comment?: unknown }): ReturnAskCheck {
  const lines = Array.isArray(raw.lines) ? raw.lines : [];
  if (lines.length === 0) return { kind: 'invalid', message: CHOOSE_ITEMS };
  if (!lines.every(isAskLine)) return { kind: 'invalid', message: NOT_IN_ORDER };
  if (!(RETURN_REASONS as readonly unknown[]).includes(raw.reason)) return { kind: 'invalid', message: CHOOSE_REASON };
  const comment = typeof raw.comment === 'string' ? raw.comment.trim() : raw.comment === undefined ? '' : undefined;
  if (comment === undefined) return { kind: 'invalid', message: COMMENT_TOO_LONG };
  if (comment.length > RETURN_COMMENT_MAX_LENGTH) return { kind: 'invalid', message: COMMENT_TOO_LONG };
  const keys = new Set(lines.map(lineKey));
  if (keys.size !== lines.length) return { kind: 'invalid', message: CHOSEN_TWICE };
  return { kind: 'ok', ask: { lines: lines.map(({ productId, size, colour, quantity }) => ({ productId, ...variantKeyOf({ size, colour }), quantity })), reason: raw.reason as ReturnReason, comment } };
}

export type ReturnDecision = { readonly kind: 'accepted'; readonly lines: readonly ReturnedLine[] } | { readonly kind: 'refused'; readonly reason: string };

/** The keys of every line asked for in `earlier` requests of an order: a cancelled request gave its items back to be asked again. */
export function requestedKeys(earlier: readonly ReturnRequest[]): Set<string> {
  return new Set(earlier.filter((request) => request.status !== 'Cancelled').flatMap((request) => request.lines.map(lineKey)));
}

/**
 * Whether `ask` (checked) may be returned from `order` at `at`, given its `earlier` requests: the
 * order returnable now, every line in the order, returnable, not asked for before, at most as many
 * as bought. One rule for every backend: the database's request_return says the same.
 */
export function decideReturn(order: Order, earlier: readonly ReturnRequest[], ask: ReturnAsk, at: number): ReturnDecision {
  const open = orderReturnability(order, at, requestedKeys(earlier));
  if (open.kind === 'refused') return open;
  const byKey = new Map(open.lines.map((entry) => [lineKey(entry.line), entry]));
  const lines: ReturnedLine[] = [];
  for (const wanted of ask.lines) {
    const entry = byKey.get(lineKey(wanted));
    if (!entry) return { kind: 'refused', reason: NOT_IN_ORDER };
    if (entry.refusal) return { kind: 'refused', reason: entry.refusal };
    if (wanted.quantity > entry.line.quantity) return { kind: 'refused', reason: TOO_MANY };
    lines.push({ productId: wanted.productId, size: wanted.size, quantity: wanted.quantity, title: entry.line.title });
  }
  return { kind: 'accepted', lines };
}
