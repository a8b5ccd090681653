import { makeAutoObservable } from 'mobx';

export type CheckoutStep = 'address' | 'delivery' | 'payment' | 'review';

/** The steps, in their order. */
export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['address', 'delivery', 'payment', 'review'];

export const STEP_NAMES: Readonly<Record<CheckoutStep, string>> = { address: 'Address', delivery: 'Delivery', payment: 'Payment', review: 'Review' };

/** Something the checkout has to say on a step: why it was sent back there, or that placing failed. */
export interface CheckoutMessage {
  readonly tone: 'error' | 'info';
  readonly text: string;
  /** Placing failed before any answer: Try again places the same order (the same key). */
  readonly retry?: boolean;
}

/**
 * Where the shopper is in the checkout's four steps, how far they got (the steps up to it can be
 * gone back to), and what is said on the step shown: a message, and each line the order book refused.
 */
export class CheckoutStepMachine {
  step: CheckoutStep = 'address';
  /** How far the shopper got, as an index of CHECKOUT_STEPS. */
  reached = 0;
  /** Moved on a step by the shopper (not at first show): the page moves the focus to the step's heading. */
  changes = 0;
  message: CheckoutMessage | undefined = undefined;
  /** Each line the order book refused, in words. */
  problems: readonly string[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true, deep: false });
  }

  /** A new checkout: the first step, nothing said. */
  restart(): void {
    this.step = 'address';
    this.reached = 0;
    this.hush();
  }

  /** Whether `step` was reached already and is not the one shown. */
  reachedBefore(step: CheckoutStep): boolean {
    return step !== this.step && CHECKOUT_STEPS.indexOf(step) <= this.reached;
  }

  /** Shows `step`; what was said on the step before goes, unless `keep` (it says why the shopper is here). */
  show(step: CheckoutStep, keep = false): void {
    this.step = step;
    this.reached = Math.max(this.reached, CHECKOUT_STEPS.indexOf(step));
    this.changes += 1;
    if (!keep) this.hush();
  }

  /** Says `text` as an error on the step shown (with Try again, when `retry`). */
  sayError(text: string, retry = false): void {
    this.message = retry ? { tone: 'error', text, retry } : { tone: 'error', text };
  }

  /** Shows the lines the order book refused, in words. */
  sayProblems(problems: readonly string[]): void {
    this.problems = problems;
  }

  /** Nothing said any more. */
  hush(): void {
    this.message = undefined;
    this.problems = [];
  }
}
