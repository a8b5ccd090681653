import { isExactQuantity, MIN_QUANTITY, normalizeQuantity } from '../../../domain/catalogue/quantity';
import { makeViewModel } from '../../lib/view-model';

/**
 * The product page's quantity: a whole number from 1 to `maxOf()` (the chosen variant's limit per
 * order), and the text of its box, which may be mid-edit until it is committed.
 */
export class QuantityChoice {
  value = MIN_QUANTITY;
  /** What the box shows: may be mid-edit ('' or '0') until it is committed. */
  text = String(MIN_QUANTITY);

  constructor(private readonly maxOf: () => number) {
    makeViewModel(this, arguments);
  }

  get max(): number {
    return this.maxOf();
  }

  get canDecrease(): boolean {
    return this.value > MIN_QUANTITY;
  }

  get canIncrease(): boolean {
    return this.value < this.max;
  }

  increase(): void {
    this.set(this.value + 1);
  }

  decrease(): void {
    this.set(this.value - 1);
  }

  /** Typing: the box shows what was typed; the quantity follows as soon as it is a valid one. */
  setText(text: string): void {
    this.text = text;
    if (isExactQuantity(text, this.max)) this.value = Number(text);
  }

  /** Leaving the box (or Enter): 0, negatives, decimals, letters or empty are corrected. */
  commit(): void {
    this.set(normalizeQuantity(this.text, this.max));
  }

  /** The quantity brought within the limit of a variant just chosen. */
  fit(): void {
    this.set(this.value);
  }

  reset(): void {
    this.value = MIN_QUANTITY;
    this.text = String(MIN_QUANTITY);
  }

  private set(value: number): void {
    this.value = normalizeQuantity(value, this.max);
    this.text = String(this.value);
  }
}
