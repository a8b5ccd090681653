import { inject, injectable } from 'inversify';
import { ReturnsService, type ReturnsListOutcome } from '../../../application/returns/returns-service';
import type { ReturnRequest } from '../../../domain/returns/return-request';
import { Loadable } from '../../lib/loadable';
import { makeViewModel } from '../../lib/view-model';

/** The returns asked for one of the shopper's orders, as its page shows them. */
@injectable()
export class OrderReturnsViewModel {
  private readonly list = new Loadable<ReturnsListOutcome>();

  constructor(@inject(ReturnsService) private readonly service: ReturnsService) {
    makeViewModel(this, arguments, {}, { deep: false });
  }

  load(orderNumber: string): Promise<void> {
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
}
