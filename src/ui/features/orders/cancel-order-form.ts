import { makeAutoObservable } from 'mobx';
import { CANCEL_REASON_REQUIRED, CANCEL_REASONS, checkCancelReason } from '../../../domain/orders/cancellation';

export type CancelReasonChoice = (typeof CANCEL_REASONS)[number];

/** The reason the shopper writes in their own words. */
export const OTHER_REASON: CancelReasonChoice = 'Other';

/**
 * The cancel dialog's form: a reason from the list, or 'Other' with the shopper's own words, checked
 * by the domain's rule (checkCancelReason) and its messages said at the field once Confirm was pressed.
 */
export class CancelOrderForm {
  open = false;
  choice: CancelReasonChoice | '' = '';
  otherText = '';
  /** Confirm was pressed: the fields say what is wrong from now on. */
  submitted = false;
  busy = false;
  /** What the use case said of the reason, when it refused it. */
  refusedReason: string | undefined = undefined;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  show(): void {
    this.open = true;
    this.choice = '';
    this.otherText = '';
    this.submitted = false;
    this.refusedReason = undefined;
  }

  setOpen(open: boolean): void {
    // Not shut while the cancellation is on its way: its answer lands here.
    if (!open && this.busy) return;
    this.open = open;
  }

  choose(choice: string): void {
    if ((CANCEL_REASONS as readonly string[]).includes(choice)) this.choice = choice as CancelReasonChoice;
    this.refusedReason = undefined;
  }

  setOtherText(text: string): void {
    this.otherText = text;
    this.refusedReason = undefined;
  }

  /** The reason as it would be sent. */
  get reason(): string {
    return this.choice === OTHER_REASON ? this.otherText : this.choice;
  }

  /** Said at the list of reasons: none chosen. */
  get choiceError(): string | undefined {
    if (!this.submitted) return undefined;
    if (this.choice === '') return CANCEL_REASON_REQUIRED;
    return this.choice === OTHER_REASON ? undefined : this.refusedReason;
  }

  /** Said at the 'Other' text field: empty, too long, or refused. */
  get otherError(): string | undefined {
    if (!this.submitted || this.choice !== OTHER_REASON) return undefined;
    const checked = checkCancelReason(this.otherText);
    return checked.kind === 'invalid' ? checked.message : this.refusedReason;
  }

  /** Marks the form submitted; whether the reason may be sent. */
  submit(): boolean {
    this.submitted = true;
    this.refusedReason = undefined;
    return this.choice !== '' && checkCancelReason(this.reason).kind === 'ok';
  }
}
