import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { returnLookupSchema, type ReturnLookupInput } from '../../../domain/policies/return-lookup';
import { findReturnableOrder, type ReturnableItem, type ReturnableOrder } from '../../../domain/policies/returnable-order';

export const ORDER_FOUND = { title: 'Order found', description: 'Please follow the instructions to complete your return.' };

/**
 * The returns page: nothing found until a valid lookup; then the order, the items chosen to go
 * back, and whether the shopper went on to the next step.
 */
@injectable()
export class ReturnsViewModel {
  order: ReturnableOrder | undefined = undefined;
  selected: ReadonlySet<string> = new Set();
  continued = false;

  constructor(@inject(NOTIFIER) private readonly notifier: Notifier) {
    makeAutoObservable<this, 'notifier'>(this, { notifier: false }, { autoBind: true, deep: false });
  }

  /** Looks the order up (the form has validated; the schema normalises the number and email). */
  lookUp(input: ReturnLookupInput): void {
    const lookup = returnLookupSchema.parse(input);
    this.order = findReturnableOrder(lookup);
    this.selected = new Set();
    this.continued = false;
    this.notifier.success(ORDER_FOUND);
  }

  isSelected(item: ReturnableItem): boolean {
    return this.selected.has(item.id);
  }

  toggle(item: ReturnableItem, on: boolean): void {
    const next = new Set(this.selected);
    if (on) next.add(item.id);
    else next.delete(item.id);
    this.selected = next;
    this.continued = false;
  }

  get selectedItems(): readonly ReturnableItem[] {
    return this.order?.items.filter((item) => this.selected.has(item.id)) ?? [];
  }

  get canContinue(): boolean {
    return this.selectedItems.length > 0;
  }

  continueReturn(): void {
    if (this.canContinue) this.continued = true;
  }

  /** Back to an empty page: the order and the choice forgotten. */
  cancel(): void {
    this.order = undefined;
    this.selected = new Set();
    this.continued = false;
  }
}
