import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { AddressBookService } from '../../../application/checkout/address-book-service';
import { CheckoutService, type PlaceOrderOutcome } from '../../../application/checkout/checkout-service';
import { ID_SOURCE, type IdSource } from '../../../application/ports/id-source';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { checkForm, type FieldErrors } from '../../../domain/form-check';
import { addressFormSchema, addressFormValues, type AddressFormValues, type DeliveryAddress } from '../../../domain/orders/address';
import { lineProblemMessage } from '../../../domain/orders/order-request';
import { orderTotals, type OrderTotals } from '../../../domain/orders/order-totals';
import { pagePath } from '../../app/paths';
import { AddressBookEditor } from '../../forms/address-book-editor';
import { PlacedOrderHandOff } from '../../stores/placed-order-hand-off';
import { SessionState } from '../../stores/session-state';
import { rupees } from './checkout-format';
import { CheckoutChoices } from './checkout-choices';
import { CheckoutLoader, type CheckoutStatus } from './checkout-loader';
import { ADDRESS_BOOK_NOT_WRITTEN, ADDRESS_REFUSED_MESSAGE, ADDRESSES_DROPPED, addressNotKept, LOGGED_OUT_MESSAGE, NOT_PLACED_MESSAGE, REFUSED_MESSAGE } from './checkout-notices';
import { CheckoutStepMachine, type CheckoutStep } from './checkout-step-machine';
import { OrderPlacing } from './order-placing';
import { PromoCodeForm } from './promo-code-form';

/**
 * The checkout of the cart or of Buy Now's one item, in four steps (address, delivery, payment,
 * review), made of parts: what is bought (loader), where the shopper is (steps), the saved
 * addresses (addressBook), the delivery and payment chosen (choices), the promo code (promo) and
 * placing the order (placing); this moves the shopper from step to step. One idempotency key for
 * the checkout's life (the page keeps it in the history entry, so that a reload places with the
 * same key): a double click, a retry after a failure, or a reload after the order went through
 * makes one order.
 */
@injectable()
export class CheckoutViewModel {
  key = '';
  readonly loader: CheckoutLoader;
  readonly steps = new CheckoutStepMachine();
  readonly addressBook: AddressBookEditor;
  readonly choices: CheckoutChoices;
  readonly promo: PromoCodeForm;
  readonly placing: OrderPlacing;
  /** The address the order goes to (as the form's schema gives it back: trimmed), once the address step is done. */
  address: DeliveryAddress | undefined = undefined;

  private stopFollowing: () => void = () => {};
  /** The query this checkout was opened with: another one is another checkout. */
  private openedSearch: string | undefined = undefined;
  /** Following the session (and so loaded), until dispose. */
  private following = false;

  constructor(
    @inject(CheckoutService) checkout: CheckoutService,
    @inject(AddressBookService) book: AddressBookService,
    @inject(SessionState) private readonly session: SessionState,
    @inject(ID_SOURCE) private readonly ids: IdSource,
    @inject(NOTIFIER) private readonly notifier: Notifier,
    @inject(PlacedOrderHandOff) handOff: PlacedOrderHandOff,
  ) {
    this.loader = new CheckoutLoader(checkout, session);
    this.addressBook = new AddressBookEditor(book, notifier);
    this.choices = new CheckoutChoices(checkout, () => this.totals.total);
    this.promo = new PromoCodeForm(checkout);
    this.placing = new OrderPlacing(checkout, session, handOff);
    const parts = { loader: false, steps: false, addressBook: false, choices: false, promo: false, placing: false } as const;
    makeAutoObservable<this, 'session' | 'ids' | 'notifier' | 'stopFollowing' | 'openedSearch' | 'following'>(
      this,
      { ...parts, session: false, ids: false, notifier: false, stopFollowing: false, openedSearch: false, following: false },
      { autoBind: true, deep: false },
    );
  }

  /**
   * Opens the checkout its address asks for (`search`, the query), with the key of this checkout if
   * it has one already (a reload), else a new one. Answers the key, for the page to keep.
   */
  open(search: string, key: string | undefined): string {
    const fresh = search !== this.openedSearch || !this.key;
    if (fresh) this.reset(search, key);
    // Logging in (here or in another tab) shows what a visitor could not see. Once per opening:
    // the page opens again when it keeps the key in its history entry, and that changes nothing.
    if (fresh || !this.following) {
      this.stopFollowing();
      this.following = this.loader.source !== undefined;
      if (this.loader.source) {
        this.stopFollowing = reaction(
          () => this.session.loggedIn,
          (loggedIn) => loggedIn && this.load(),
          { fireImmediately: true },
        );
      }
    }
    return this.key;
  }

  dispose(): void {
    this.stopFollowing();
    this.following = false;
    this.loader.cancel();
  }

  get status(): CheckoutStatus {
    return this.loader.status;
  }

  /** The order's totals with the delivery option chosen (standard until one is), less the code applied. */
  get totals(): OrderTotals {
    return orderTotals(this.loader.items, this.choices.deliveryOption ?? 'standard', this.promo.discount);
  }

  /** Whether the shopper may go back to `step` (one already reached, not the one shown). */
  canGoTo(step: CheckoutStep): boolean {
    return this.steps.reachedBefore(step) && !this.placing.busy;
  }

  goTo(step: CheckoutStep): void {
    if (!this.canGoTo(step)) return;
    if (step === 'delivery') this.refreshDeliveryChoices();
    this.steps.show(step);
  }

  /** Deliver to the saved address chosen. */
  deliverToChosen(): void {
    const saved = this.addressBook.chosen;
    if (saved) this.useAddress(addressFormValues(saved));
  }

  /**
   * The new-address form's values: the order goes there, and, when `save`, the address book keeps
   * it for next time. Answers the errors for the form's fields when the book's check refuses them;
   * a book that cannot keep it (full, unreachable) is said, and the checkout goes on.
   */
  async submitNewAddress(values: AddressFormValues, save: boolean): Promise<FieldErrors | undefined> {
    if (save && this.addressBook.status === 'ready') {
      const outcome = await this.addressBook.add(values);
      if (outcome.kind === 'invalid') return outcome.errors;
      if (outcome.kind === 'login-required') return undefined;
      if (outcome.kind === 'too-many') this.notifier.info(addressNotKept(outcome.maximum));
      if (outcome.kind === 'not-saved') this.notifier.error(ADDRESS_BOOK_NOT_WRITTEN);
    }
    this.useAddress(values);
    return undefined;
  }

  confirmDelivery(): void {
    if (!this.choices.deliveryAvailable) return;
    this.choices.keepAvailablePayment();
    this.steps.show('payment');
  }

  confirmPayment(): void {
    if (!this.choices.paymentAvailable) return;
    this.refreshDeliveryChoices();
    if (!this.choices.deliveryAvailable) {
      const reason = this.choices.deliveryProblem;
      this.steps.show('delivery');
      this.steps.sayError(reason);
      return;
    }
    this.steps.show('review');
  }

  /** Checks the promo code typed against the goods now (not while the order is on its way). */
  async applyPromotion(): Promise<void> {
    if (!this.placing.busy) await this.promo.apply(this.loader.subtotal);
  }

  /**
   * Places the order as reviewed. Answers where to go when it is placed (its confirmation);
   * otherwise the page shows why, on the step that fixes it. A press while one is on its way does
   * nothing: one order, whatever the clicks.
   */
  async placeOrder(): Promise<string | undefined> {
    const { key, address, promo } = this;
    const { source, items } = this.loader;
    const { deliveryOption, paymentMethod } = this.choices;
    if (this.placing.busy || !source || !address || !deliveryOption || !paymentMethod || items.length === 0) return undefined;
    this.steps.hush();
    const code = promo.applied ? { promotionCode: promo.applied.code } : {};
    const outcome = await this.placing.place({ key, source, items, address, deliveryOption, paymentMethod, total: this.totals.total, ...code });
    if (!outcome) return undefined;
    if (outcome.kind === 'placed') return pagePath('OrderPlacedPage', { number: outcome.order.number });
    if (this.afterRefusal(outcome)) {
      // The figures moved on (a line sold out, a price or the total changed): show them as they are now.
      await this.loader.reload();
      // The code is checked again on the goods now: its discount as it is now, or why it no longer applies.
      if (promo.applied) await this.applyPromotion();
      this.afterNewFigures();
    }
    return undefined;
  }

  /** Try again after the cart or the catalogue could not be read. */
  retryLoad(): void {
    void this.loader.reload();
  }

  /** Says why the order was not placed, on the step that fixes it; answers whether the items must be read again. */
  private afterRefusal(outcome: Exclude<PlaceOrderOutcome, { kind: 'placed' }>): boolean {
    switch (outcome.kind) {
      case 'refused':
        this.steps.sayProblems(outcome.problems.map((problem) => lineProblemMessage(problem, rupees)));
        this.steps.sayError(REFUSED_MESSAGE);
        return true;
      case 'not-accepted':
        this.steps.sayError(outcome.reason);
        return true;
      case 'invalid':
        this.addressBook.showForm(this.address && addressFormValues(this.address), outcome.errors);
        this.steps.show('address');
        this.steps.sayError(ADDRESS_REFUSED_MESSAGE);
        return false;
      case 'delivery-unavailable':
        this.refreshDeliveryChoices();
        this.steps.show('delivery');
        this.steps.sayError(outcome.reason);
        return false;
      case 'login-required':
        this.steps.sayError(LOGGED_OUT_MESSAGE);
        return false;
      case 'not-saved':
        this.steps.sayError(NOT_PLACED_MESSAGE, true);
        return false;
    }
  }

  /** A new checkout: a key (the one kept for it, or a new one), the query read, the first step. */
  private reset(search: string, key: string | undefined): void {
    this.openedSearch = search;
    this.key = key && key.length >= 8 && key.length <= 64 ? key : this.ids.newId();
    this.steps.restart();
    this.address = undefined;
    this.promo.remove();
    this.loader.open(search);
  }

  private load(): void {
    void this.loader.reload();
    void this.addressBook.load().then((list) => list?.kind === 'ok' && list.dropped && this.notifier.info(ADDRESSES_DROPPED));
  }

  private useAddress(values: AddressFormValues): void {
    const check = checkForm(addressFormSchema, values);
    if (!check.ok) {
      // The form checks with the same schema: this is a saved address stored before a rule changed.
      this.addressBook.showForm(values, check.fieldErrors);
      return;
    }
    this.address = check.value;
    this.addressBook.clearForm();
    this.refreshDeliveryChoices();
    this.steps.show('delivery');
  }

  private refreshDeliveryChoices(): void {
    if (this.address) this.choices.refreshDelivery(this.address.pinCode, this.loader.subtotal);
  }

  /** After the items were read again: a payment the new total no longer allows sends the shopper back to choose another. */
  private afterNewFigures(): void {
    if (this.status !== 'ready') return;
    this.refreshDeliveryChoices();
    const replaced = this.choices.replaceUnavailablePayment();
    if (!replaced) return;
    this.steps.show('payment', true);
    if (replaced.reason) this.steps.sayError(replaced.reason);
  }
}
