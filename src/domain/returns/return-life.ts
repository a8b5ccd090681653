import { courierProblem, trackingNumberProblem } from '../orders/order-desk';
import { indiaDate, indiaDateAfter } from '../orders/india-time';
import type { Order } from '../orders/order';
import { refundDue } from './refund-due';
import type { ReturnRequest, ReturnStatus } from './return-request';

/**
 * A return's life after it is asked for: who may move it, from where, to where, and what each move
 * needs. One machine for every backend: the database's move_return says the same, in these words
 * (supabase/migrations/20261204090000_return_life.sql).
 *
 *   Requested ─approve→ Approved ─schedule-pickup→ Pickup scheduled ─receive→ Received ─inspect→ Inspected ─refund→ Refunded
 *       │                  │
 *       ├─reject→ Rejected └─cancel (the shopper, before pickup)→ Cancelled
 *       └─cancel→ Cancelled
 */

export type ReturnActor = 'shopper' | 'admin';

/** One step of a return's history, oldest first; the first is its request. */
export interface ReturnEvent {
  readonly status: ReturnStatus;
  readonly at: number;
  readonly by: ReturnActor;
}

/** The courier's collection from the shopper's door. `date` is an India day (YYYY-MM-DD). */
export interface PickupBooking {
  readonly courier: string;
  readonly trackingNumber: string;
  readonly date: string;
}

/** What the warehouse found of one returned line, in the request's line order. */
export type LineVerdict = { readonly accepted: true } | { readonly accepted: false; readonly reason: string };

export type ReturnMove =
  | { readonly kind: 'approve' }
  | { readonly kind: 'reject'; readonly reason: string }
  | ({ readonly kind: 'schedule-pickup' } & PickupBooking)
  | { readonly kind: 'receive' }
  | { readonly kind: 'inspect'; readonly verdicts: readonly LineVerdict[] }
  | { readonly kind: 'refund'; readonly reference: string }
  | { readonly kind: 'cancel' };
export type ReturnMoveKind = ReturnMove['kind'];

interface MoveRule {
  readonly by: ReturnActor;
  readonly from: readonly ReturnStatus[];
  readonly to: ReturnStatus;
}

const RULES: Record<ReturnMoveKind, MoveRule> = {
  approve: { by: 'admin', from: ['Requested'], to: 'Approved' },
  reject: { by: 'admin', from: ['Requested'], to: 'Rejected' },
  // Booked again, a pickup replaces the one before (the courier missed the shopper).
  'schedule-pickup': { by: 'admin', from: ['Approved', 'Pickup scheduled'], to: 'Pickup scheduled' },
  receive: { by: 'admin', from: ['Pickup scheduled'], to: 'Received' },
  inspect: { by: 'admin', from: ['Received'], to: 'Inspected' },
  refund: { by: 'admin', from: ['Inspected'], to: 'Refunded' },
  // Once the courier is booked the parcel is on its way: too late for the shopper to call it off.
  cancel: { by: 'shopper', from: ['Requested', 'Approved'], to: 'Cancelled' },
};

/** The statuses in which a return still waits on the shop (the dashboard's open returns). */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['Requested', 'Approved', 'Pickup scheduled', 'Received', 'Inspected'];

export function isOpenReturn(status: ReturnStatus): boolean {
  return OPEN_RETURN_STATUSES.includes(status);
}

/** The moves `actor` may make on a return now, in the machine's order. */
export function returnMovesFor(request: Pick<ReturnRequest, 'status' | 'inspection'>, actor: ReturnActor): readonly ReturnMoveKind[] {
  return (Object.keys(RULES) as ReturnMoveKind[]).filter((kind) => {
    const rule = RULES[kind];
    if (rule.by !== actor || !rule.from.includes(request.status)) return false;
    return kind !== 'refund' || acceptedCount(request) > 0;
  });
}

function acceptedCount(request: Pick<ReturnRequest, 'inspection'>): number {
  return (request.inspection ?? []).filter((verdict) => verdict.accepted).length;
}

export const REASON_MAX_LENGTH = 200;
/** How far ahead a pickup may be booked. */
export const PICKUP_DAYS_AHEAD = 14;
/** A refund's reference: the bank's or the gateway's (a UTR is 12 to 22), 6 to 40 letters, digits, hyphens or slashes. */
export const REFUND_REFERENCE_PATTERN = /^[A-Za-z0-9/-]{6,40}$/;

export const REASON_REQUIRED = 'Say why, in a few words.';
export const REASON_TOO_LONG = `The reason must be at most ${REASON_MAX_LENGTH} characters.`;
export const PICKUP_DATE_SHAPE = 'Choose the pickup day.';
export const PICKUP_DATE_RANGE = `The pickup day is today or one of the next ${PICKUP_DAYS_AHEAD} days.`;
export const VERDICT_FOR_EACH = 'Say for each item whether it is accepted.';
export const REFUND_REFERENCE_SHAPE = 'The refund reference is 6 to 40 letters, digits, hyphens or slashes.';

export function refusalOf(status: ReturnStatus, kind: ReturnMoveKind): string {
  return `A return that is ${status} cannot be ${MOVE_WORDS[kind]}.`;
}

const MOVE_WORDS: Record<ReturnMoveKind, string> = {
  approve: 'approved',
  reject: 'rejected',
  'schedule-pickup': 'booked for pickup',
  receive: 'received',
  inspect: 'inspected',
  refund: 'refunded',
  cancel: 'cancelled',
};

function reasonProblem(reason: unknown): string | undefined {
  const trimmed = typeof reason === 'string' ? reason.trim() : '';
  if (trimmed === '') return REASON_REQUIRED;
  return trimmed.length > REASON_MAX_LENGTH ? REASON_TOO_LONG : undefined;
}

/** What is wrong with a pickup day booked at `at`, or undefined. */
export function pickupDateProblem(date: unknown, at: number): string | undefined {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return PICKUP_DATE_SHAPE;
  if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) return PICKUP_DATE_SHAPE;
  return date < indiaDate(at) || date > indiaDateAfter(at, PICKUP_DAYS_AHEAD) ? PICKUP_DATE_RANGE : undefined;
}

/** The move as kept (its words trimmed), or what is wrong with its form (a verdict a line is moveReturn's to check). */
export function checkReturnMove(raw: unknown, at: number): { readonly kind: 'ok'; readonly move: ReturnMove } | { readonly kind: 'invalid'; readonly message: string } {
  const move = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const invalid = (message: string) => ({ kind: 'invalid', message }) as const;
  switch (move.kind) {
    case 'approve':
    case 'receive':
    case 'cancel':
      return { kind: 'ok', move: { kind: move.kind } };
    case 'reject': {
      const problem = reasonProblem(move.reason);
      return problem ? invalid(problem) : { kind: 'ok', move: { kind: 'reject', reason: (move.reason as string).trim() } };
    }
    case 'schedule-pickup': {
      const problem = courierProblem(move.courier) ?? trackingNumberProblem(move.trackingNumber) ?? pickupDateProblem(move.date, at);
      if (problem) return invalid(problem);
      return { kind: 'ok', move: { kind: 'schedule-pickup', courier: (move.courier as string).trim(), trackingNumber: (move.trackingNumber as string).trim(), date: move.date as string } };
    }
    case 'inspect': {
      const verdicts = Array.isArray(move.verdicts) ? (move.verdicts as unknown[]) : [];
      if (verdicts.length === 0) return invalid(VERDICT_FOR_EACH);
      const kept: LineVerdict[] = [];
      for (const verdict of verdicts) {
        const { accepted, reason } = (typeof verdict === 'object' && verdict !== null ? verdict : {}) as Record<string, unknown>;
        if (accepted === true) kept.push({ accepted: true });
        else if (accepted === false) {
          const problem = reasonProblem(reason);
          if (problem) return invalid(problem);
          kept.push({ accepted: false, reason: (reason as string).trim() });
        } else return invalid(VERDICT_FOR_EACH);
      }
      return { kind: 'ok', move: { kind: 'inspect', verdicts: kept } };
    }
    case 'refund': {
      const reference = typeof move.reference === 'string' ? move.reference.trim() : '';
      return REFUND_REFERENCE_PATTERN.test(reference) ? { kind: 'ok', move: { kind: 'refund', reference } } : invalid(REFUND_REFERENCE_SHAPE);
    }
    default:
      return invalid('That is not a move a return makes.');
  }
}

export type ReturnMoveResult = { readonly kind: 'moved'; readonly request: ReturnRequest } | { readonly kind: 'refused'; readonly reason: string };

/**
 * `request` moved by `actor` at `at` (the move checked by checkReturnMove), its history recording
 * it; refused when the machine does not allow it. A refund needs the `order` returned from: its
 * amount is refundDue's, never the caller's.
 */
export function moveReturn(request: ReturnRequest, move: ReturnMove, actor: ReturnActor, at: number, order?: Pick<Order, 'lines' | 'totals'>): ReturnMoveResult {
  const rule = RULES[move.kind];
  if (rule.by !== actor || !returnMovesFor(request, actor).includes(move.kind)) return { kind: 'refused', reason: refusalOf(request.status, move.kind) };
  if (move.kind === 'inspect' && move.verdicts.length !== request.lines.length) return { kind: 'refused', reason: VERDICT_FOR_EACH };
  const history = [...request.history, { status: rule.to, at, by: actor }];
  const moved: ReturnRequest = { ...request, status: rule.to, history };
  switch (move.kind) {
    case 'reject':
      return { kind: 'moved', request: { ...moved, rejection: move.reason } };
    case 'schedule-pickup':
      return { kind: 'moved', request: { ...moved, pickup: { courier: move.courier, trackingNumber: move.trackingNumber, date: move.date } } };
    case 'inspect':
      return { kind: 'moved', request: { ...moved, inspection: move.verdicts } };
    case 'refund':
      if (!order) return { kind: 'refused', reason: 'The order of this return could not be found, so nothing is refunded.' };
      return { kind: 'moved', request: { ...moved, refund: { amount: refundDue(order, request), reference: move.reference } } };
    default:
      return { kind: 'moved', request: moved };
  }
}
