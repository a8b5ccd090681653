import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { ReturnsService, type ReturnLookupOutcome } from '../../../application/returns/returns-service';
import type { Order, OrderLine } from '../../../domain/orders/order';
import { returnLookupSchema, type ReturnLookupInput } from '../../../domain/policies/return-lookup';
import { lineKey, type LineReturnability } from '../../../domain/returns/return-policy';
import { RETURN_COMMENT_MAX_LENGTH, RETURN_REASONS, type ReturnReason, type ReturnRequest } from '../../../domain/returns/return-request';
import { makeViewModel } from '../../lib/view-model';
import { SessionState } from '../../stores/session-state';
import { settled } from '../../lib/settled';

export const ORDER_FOUND = { title: 'Order found', description: 'Please follow the instructions to complete your return.' };
export const ORDER_NOT_FOUND = 'We could not find an order with this number and email in your account. Check both, as on your order confirmation.';
export const LOOKUP_UNAVAILABLE = 'Your order could not be looked up just now. Please try again.';
export const NOT_REQUESTED_TITLE = 'Return not requested';
export const REQUEST_NOT_SAVED = 'Your return could not be saved. Nothing was requested; please try again.';
export const RETURN_REQUESTED = 'Return requested';

export { RETURN_COMMENT_MAX_LENGTH, RETURN_REASONS };

/** What the page shows below the form. */
export type ReturnsStage =
  | { readonly kind: 'none' }
  | { readonly kind: 'looking' }
  /** The order, its lines to choose from. */
  | { readonly kind: 'choose'; readonly order: Order; readonly lines: readonly LineReturnability[] }
  /** The order, and why nothing of it can go back now. */
  | { readonly kind: 'refused'; readonly order: Order; readonly reason: string }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unavailable' }
  /** The return was asked for: the confirmation. */
  | { readonly kind: 'requested'; readonly order: Order; readonly request: ReturnRequest };

/**
 * /returns: the shopper's own order found by its number and email, the lines to send back chosen
 * (those that cannot go back shown with why), a reason, and the return requested.
 */
@injectable()
export class ReturnsViewModel {
  stage: ReturnsStage = { kind: 'none' };
  selected: ReadonlySet<string> = new Set();
  reason: ReturnReason | '' = '';
  comment = '';
  /** Why Continue did nothing (no reason chosen, a refusal by the policy). */
  problem: string | undefined = undefined;
  busy = false;

  constructor(
    @inject(SessionState) private readonly session: SessionState,
    @inject(ReturnsService) private readonly service: ReturnsService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel(this, arguments, {}, { deep: false });
  }

  get loggedIn(): boolean {
    return this.session.loggedIn;
  }

  /** Looks the order up (the form has validated; the schema normalises the number and email). */
  async lookUp(input: ReturnLookupInput): Promise<void> {
    const lookup = returnLookupSchema.parse(input);
    this.reset({ kind: 'looking' });
    const outcome: ReturnLookupOutcome | { readonly kind: 'not-saved' } = await settled(this.service.find(lookup.orderNumber, lookup.email));
    runInAction(() => {
      switch (outcome.kind) {
        case 'found':
          this.stage = { kind: 'choose', order: outcome.order, lines: outcome.lines };
          this.notifier.success(ORDER_FOUND);
          return;
        case 'not-returnable':
          this.stage = { kind: 'refused', order: outcome.order, reason: outcome.reason };
          this.notifier.success(ORDER_FOUND);
          return;
        case 'not-found':
          this.stage = { kind: 'not-found' };
          return;
        case 'login-required':
          // The page asks them to log in.
          this.stage = { kind: 'none' };
          return;
        default:
          this.stage = { kind: 'unavailable' };
      }
    });
  }

  isSelected(line: OrderLine): boolean {
    return this.selected.has(lineKey(line));
  }

  toggle(line: OrderLine, on: boolean): void {
    const next = new Set(this.selected);
    if (on) next.add(lineKey(line));
    else next.delete(lineKey(line));
    this.selected = next;
    this.problem = undefined;
  }

  setReason(reason: string): void {
    this.reason = (RETURN_REASONS as readonly string[]).includes(reason) ? (reason as ReturnReason) : '';
    this.problem = undefined;
  }

  setComment(comment: string): void {
    this.comment = comment;
    this.problem = undefined;
  }

  get chosenLines(): readonly OrderLine[] {
    return this.stage.kind === 'choose' ? this.stage.lines.filter((entry) => !entry.refusal && this.selected.has(lineKey(entry.line))).map((entry) => entry.line) : [];
  }

  get canContinue(): boolean {
    return this.chosenLines.length > 0 && !this.busy;
  }

  /** Asks for the return of the chosen lines, each in full, with the reason and comment. */
  async continueReturn(): Promise<void> {
    const stage = this.stage;
    if (stage.kind !== 'choose' || !this.canContinue) return;
    this.busy = true;
    const lines = this.chosenLines.map(({ productId, size, quantity }) => ({ productId, size, quantity }));
    const outcome = await settled(this.service.request(stage.order.number, { lines, reason: this.reason, comment: this.comment }));
    runInAction(() => {
      this.busy = false;
      switch (outcome.kind) {
        case 'requested':
          this.stage = { kind: 'requested', order: stage.order, request: outcome.request };
          this.notifier.success({ title: RETURN_REQUESTED, description: `Your return ${outcome.request.id} for order ${stage.order.number} has been requested.` });
          return;
        case 'invalid':
          this.problem = outcome.message;
          return;
        case 'refused':
          this.problem = outcome.reason;
          this.notifier.error({ title: NOT_REQUESTED_TITLE, description: outcome.reason });
          return;
        case 'not-found':
          this.stage = { kind: 'not-found' };
          return;
        case 'login-required':
          this.stage = { kind: 'none' };
          return;
        case 'not-saved':
          this.notifier.error({ title: NOT_REQUESTED_TITLE, description: REQUEST_NOT_SAVED });
          return;
      }
    });
  }

  /** Back to an empty page: the order and the choice forgotten. */
  cancel(): void {
    this.reset({ kind: 'none' });
  }

  private reset(stage: ReturnsStage): void {
    this.stage = stage;
    this.selected = new Set();
    this.reason = '';
    this.comment = '';
    this.problem = undefined;
    this.busy = false;
  }
}
