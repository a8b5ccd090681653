import { inject, injectable } from 'inversify';
import { checkReturnMove } from '../../domain/returns/return-life';
import type { ReturnQueuePage, ReturnQueueQuery } from '../../domain/returns/return-queue';
import { AdminAuthority } from '../admin/admin-authority';
import { ADMIN_ONLY, NOT_SAVED, readOrUnavailable, type AdminOnly, type NotSaved, type Unavailable } from '../outcomes';
import { CLOCK, type Clock } from '../ports/clock';
import { EXCLUSIVE_LOCK, type ExclusiveLock } from '../ports/exclusive-lock';
import { LOGGER, type Logger } from '../ports/logger';
import type { ReturnMoveAnswer } from '../ports/return-requests';
import { RETURNS_DESK, type ReturnsDesk } from '../ports/returns-desk';
import { RETURNS_LOCK } from './returns-service';

export type ReturnQueueOutcome = { readonly kind: 'ok'; readonly page: ReturnQueuePage } | AdminOnly | Unavailable;

export type ReturnDeskMoveOutcome =
  | ReturnMoveAnswer
  /** The move's form is not one a return takes (no reason, a pickup day out of range, …): its message. */
  | { readonly kind: 'invalid'; readonly message: string }
  | AdminOnly
  /** The store refused the write or could not be reached: the return is as it was. */
  | NotSaved;

/**
 * The back office's returns desk, for the admin only (AdminAuthority): the queue a page at a time,
 * and each move of a return's life, checked here and decided by the store with the domain's rule.
 */
@injectable()
export class ReturnsDeskService {
  constructor(
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
    @inject(RETURNS_DESK) private readonly desk: ReturnsDesk,
    @inject(EXCLUSIVE_LOCK) private readonly lock: ExclusiveLock,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  async queue(query: ReturnQueueQuery): Promise<ReturnQueueOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    return readOrUnavailable(this.logger, 'The returns could not be read.', async () => ({ kind: 'ok', page: await this.desk.queue(query) }) as const);
  }

  async move(returnId: string, raw: unknown): Promise<ReturnDeskMoveOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    const at = this.clock.now();
    const checked = checkReturnMove(raw, at);
    if (checked.kind === 'invalid') return checked;
    if (checked.move.kind === 'cancel') return { kind: 'invalid', message: 'Only the shopper can cancel a return; reject it instead.' };
    try {
      return await this.lock.run(RETURNS_LOCK, () => this.desk.move(returnId, checked.move, at));
    } catch (error) {
      this.logger.warn('The return could not be moved.', error);
      return NOT_SAVED;
    }
  }
}
