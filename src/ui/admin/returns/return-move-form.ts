import { makeAutoObservable } from 'mobx';
import type { Notifier } from '../../../application/ports/notifier';
import type { ReturnsDeskService } from '../../../application/returns/returns-desk-service';
import type { ReturnMoveKind } from '../../../domain/returns/return-life';
import type { ReturnRequest } from '../../../domain/returns/return-request';
import { ADMIN_ONLY_REFUSED } from '../parts/admin-notices';

/** The toast a move says once made. */
const DONE: Record<Exclude<ReturnMoveKind, 'cancel'>, string> = {
  approve: 'Return approved',
  reject: 'Return rejected',
  'schedule-pickup': 'Pickup booked',
  receive: 'Return received',
  inspect: 'Inspection saved',
  refund: 'Refund recorded',
};
const NOT_MOVED = 'Return not updated';

/** A line's verdict as the inspection form holds it. */
export interface VerdictDraft {
  accepted: boolean | undefined;
  reason: string;
}

/**
 * The fields of the open return's moves in the Returns dialog, and the move sent: what the desk
 * refuses or finds wrong is said under the form (and as a toast), the fields kept as typed.
 */
export class ReturnMoveForm {
  rejection = '';
  courier = '';
  trackingNumber = '';
  pickupDate = '';
  reference = '';
  verdicts: VerdictDraft[] = [];
  /** What the last move was refused for, shown under the form. */
  problem: string | undefined = undefined;
  busy = false;

  constructor(
    private readonly service: ReturnsDeskService,
    private readonly notifier: Notifier,
    private readonly reload: () => Promise<void>,
  ) {
    makeAutoObservable<this, 'service' | 'notifier' | 'reload'>(this, { service: false, notifier: false, reload: false }, { autoBind: true });
  }

  reset(): void {
    Object.assign(this, { rejection: '', courier: '', trackingNumber: '', pickupDate: '', reference: '', verdicts: [], problem: undefined });
  }

  set(field: 'rejection' | 'courier' | 'trackingNumber' | 'pickupDate' | 'reference', value: string): void {
    this[field] = value;
  }

  verdictOf(index: number): VerdictDraft {
    return this.verdicts[index] ?? { accepted: undefined, reason: '' };
  }

  setVerdict(index: number, patch: Partial<VerdictDraft>): void {
    const next = [...this.verdicts];
    next[index] = { ...this.verdictOf(index), ...patch };
    this.verdicts = next;
  }

  async send(request: ReturnRequest, kind: Exclude<ReturnMoveKind, 'cancel'>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.problem = undefined;
    try {
      const outcome = await this.service.move(request.id, this.moveOf(request, kind));
      switch (outcome.kind) {
        case 'moved':
          this.notifier.success({ title: DONE[kind], description: `Return ${request.id} is now ${outcome.request.status}.` });
          this.reset();
          break;
        case 'refused':
          this.fail(outcome.reason);
          break;
        case 'invalid':
          this.fail(outcome.message);
          break;
        case 'not-found':
          this.fail(`Return ${request.id} is no longer there.`);
          break;
        case 'admin-only':
          this.notifier.error(ADMIN_ONLY_REFUSED);
          break;
        case 'not-saved':
          this.fail('The change could not be saved. Please try again.');
          break;
      }
      await this.reload();
    } finally {
      this.settle();
    }
  }

  // A method, hence an action: the send's own lines after its first await are not one.
  private settle(): void {
    this.busy = false;
  }

  private fail(problem: string): void {
    this.problem = problem;
    this.notifier.error({ title: NOT_MOVED, description: problem });
  }

  private moveOf(request: ReturnRequest, kind: Exclude<ReturnMoveKind, 'cancel'>): unknown {
    switch (kind) {
      case 'reject':
        return { kind, reason: this.rejection };
      case 'schedule-pickup':
        return { kind, courier: this.courier, trackingNumber: this.trackingNumber, date: this.pickupDate };
      case 'inspect':
        return { kind, verdicts: request.lines.map((_, i) => this.verdictOf(i)).map((draft) => (draft.accepted === undefined ? {} : draft.accepted ? { accepted: true } : { accepted: false, reason: draft.reason })) };
      case 'refund':
        return { kind, reference: this.reference };
      default:
        return { kind };
    }
  }
}
