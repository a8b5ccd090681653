import { inject, injectable } from 'inversify';
import { checkForm, type InvalidForm } from '../../domain/form-check';
import { indiaDate } from '../../domain/orders/india-time';
import { canMovePromotion, normalizeCode, type Promotion, type PromotionEntry, type PromotionState } from '../../domain/promotions/promotion';
import { promotionFormSchema, promotionFrom, type PromotionFormValues } from '../../domain/promotions/promotion-form';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { StorageWriteError } from '../ports/storage-errors';
import { PROMOTION_BOOK, type PromotionBook } from '../ports/promotion-book';
import { AdminAuthority } from './admin-authority';
import { ADMIN_ONLY, type AdminOnly } from '../outcomes';
import { NOT_SAVED, UNAVAILABLE, type Unavailable } from '../outcomes';

export type PromotionListOutcome = { readonly kind: 'ok'; readonly promotions: readonly PromotionEntry[] } | AdminOnly | Unavailable;

/** The store refused the write: nothing changed. `reason` is the store's own words, when it gave them. */
export type PromotionNotSaved = { readonly kind: 'not-saved'; readonly reason?: string };

export type PromotionSaveOutcome =
  | { readonly kind: 'saved'; readonly promotion: Promotion }
  | InvalidForm
  | AdminOnly
  | PromotionNotSaved
  /** Creating a code that exists already. */
  | { readonly kind: 'duplicate'; readonly code: string }
  | { readonly kind: 'not-found' };

export type PromotionStateOutcome =
  | { readonly kind: 'saved'; readonly code: string; readonly state: PromotionState }
  | AdminOnly
  | PromotionNotSaved
  | { readonly kind: 'not-found' }
  /** The move is not one the admin can make (an ended code stays ended). */
  | { readonly kind: 'refused'; readonly reason: string };

/**
 * The admin's Promotions: the codes with their uses, creating and editing one from the form (its
 * schema checked here too), and pausing, resuming and ending one. Each asks AdminAuthority first:
 * to anyone else it answers 'admin-only' and reads or changes nothing. A new code starts active.
 */
@injectable()
export class PromotionsService {
  constructor(
    @inject(PROMOTION_BOOK) private readonly book: PromotionBook,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
  ) {}

  /** Today in India ('YYYY-MM-DD'): a new promotion's first day. */
  today(): string {
    return indiaDate(this.clock.now());
  }

  async list(): Promise<PromotionListOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    try {
      return { kind: 'ok', promotions: await this.book.list() };
    } catch (error) {
      this.logger.warn('The promotions could not be read.', error);
      return UNAVAILABLE;
    }
  }

  async create(values: PromotionFormValues): Promise<PromotionSaveOutcome> {
    return this.save(values, undefined);
  }

  /** Replaces the promotion of `existing` with what the form describes, keeping its code and state. */
  async update(existing: Promotion, values: PromotionFormValues): Promise<PromotionSaveOutcome> {
    return this.save({ ...values, code: existing.code }, existing);
  }

  async setState(code: string, state: PromotionState): Promise<PromotionStateOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    try {
      const current = await this.book.find(code);
      if (!current) return { kind: 'not-found' };
      if (!canMovePromotion(current.state, state)) {
        return { kind: 'refused', reason: current.state === 'ended' ? 'An ended promotion cannot be changed.' : `The promotion is ${current.state} already.` };
      }
      if (!(await this.book.setState(current.code, state))) return { kind: 'not-found' };
      return { kind: 'saved', code: current.code, state };
    } catch (error) {
      return this.notSaved(error);
    }
  }

  private async save(values: PromotionFormValues, existing: Promotion | undefined): Promise<PromotionSaveOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    const check = checkForm(promotionFormSchema, values);
    if (!check.ok) return { kind: 'invalid', errors: check.fieldErrors };
    const promotion = promotionFrom(values, existing?.state ?? 'active');
    try {
      const result = await this.book.save(promotion, existing === undefined);
      if (result.kind === 'duplicate') return { kind: 'duplicate', code: normalizeCode(values.code) };
      if (result.kind === 'not-found') return result;
      return { kind: 'saved', promotion };
    } catch (error) {
      return this.notSaved(error);
    }
  }

  private notSaved(error: unknown): PromotionNotSaved {
    this.logger.error('A promotion could not be saved.', error);
    return error instanceof StorageWriteError && error.message ? { kind: 'not-saved', reason: error.message } : NOT_SAVED;
  }
}
