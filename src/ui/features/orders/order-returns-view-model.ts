import { inject, injectable } from 'inversify';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { ReturnsService, type ReturnsListOutcome } from '../../../application/returns/returns-service';
import { returnMovesFor } from '../../../domain/returns/return-life';
import type { ReturnRequest } from '../../../domain/returns/return-request';
import { Loadable } from '../../lib/loadable';
import { makeViewModel } from '../../lib/view-model';

const NOT_CANCELLED = 'Return not cancelled';

/** The returns asked for one of the shopper's orders, as its page shows them, each cancelled from there while it may be. */
@injectable()
export class OrderReturnsViewModel {
  private readonly list = new Loadable<ReturnsListOutcome>();
  private orderNumber = '';
  /** The return being cancelled, while its answer is awaited. */
  cancelling: string | undefined = undefined;

  constructor(
    @inject(ReturnsService) private readonly service: ReturnsService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel(this, arguments, {}, { deep: false });
  }

  load(orderNumber: string): Promise<void> {
    this.orderNumber = orderNumber;
    return this.list.load(() => this.service.listFor(orderNumber), { fresh: true });
  }

  dispose(): void {
    this.list.cancel();
  }

  get requests(): readonly ReturnRequest[] {
    const value = this.list.value;
    return value?.kind === 'ok' ? value.requests : [];
  }

  /** The returns could not be read (never taken for none). */
  get failed(): boolean {
    return this.list.status === 'error' || this.list.value?.kind === 'unavailable';
  }

  canCancel(request: ReturnRequest): boolean {
    return returnMovesFor(request, 'shopper').includes('cancel');
  }

  async cancel(request: ReturnRequest): Promise<void> {
    if (this.cancelling) return;
    this.cancelling = request.id;
    try {
      const outcome = await this.service.cancel(request.id);
      switch (outcome.kind) {
        case 'moved':
          this.notifier.success({ title: 'Return cancelled', description: `Return ${request.id} is cancelled; the items stay with you.` });
          break;
        case 'refused':
          this.notifier.error({ title: NOT_CANCELLED, description: outcome.reason });
          break;
        case 'not-saved':
          this.notifier.error({ title: NOT_CANCELLED, description: 'The cancellation could not be saved. Please try again.' });
          break;
        case 'not-found':
        case 'login-required':
          this.notifier.error({ title: NOT_CANCELLED, description: 'This return is not one of yours any more. Please log in again.' });
          break;
      }
      await this.load(this.orderNumber);
    } finally {
      this.settle();
    }
  }

  // A method, hence an action: the cancel's own lines after its first await are not one.
  private settle(): void {
    this.cancelling = undefined;
  }
}
