import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { AddressBookService } from '../../../application/checkout/address-book-service';
import {
  CheckoutService,
  type CheckoutItem,
  type CheckoutItems,
  type CheckoutSource,
  type DeliveryChoice,
  type PlaceOrderOutcome,
} from '../../../application/checkout/checkout-service';
import { ID_SOURCE, type IdSource } from '../../../application/ports/id-source';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { checkForm, type FieldErrors } from '../../../domain/form-check';
import { addressFormSchema, addressFormValues, type AddressFormValues, type DeliveryAddress } from '../../../domain/orders/address';
import type { CheckoutDeliveryOptionId } from '../../../domain/orders/delivery-estimate';
import { lineProblemMessage } from '../../../domain/orders/order-request';
import { orderTotals, paymentChoices, type OrderTotals, type PaymentChoice, type PaymentMethod } from '../../../domain/orders/order-totals';
import type { SavedAddress } from '../../../domain/orders/saved-addresses';
import { pagePath } from '../../app/paths';
import { Loadable } from '../../lib/loadable';
import { SessionState } from '../../stores/session-state';
import { settled } from '../../lib/settled';
import { readCheckoutLink } from './checkout-link';
import { rupees } from './checkout-format';

export type CheckoutStep = 'address' | 'delivery' | 'payment' | 'review';

/** The steps, in their order. */
export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['address', 'delivery', 'payment', 'review'];

export const STEP_NAMES: Readonly<Record<CheckoutStep, string>> = { address: 'Address', delivery: 'Delivery', payment: 'Payment', review: 'Review' };

export type CheckoutStatus =
  | 'logged-out'
  /** The address's query names nothing one can buy (qty=abc, an unknown size …). */
  | 'bad-link'
  | 'loading'
  /** Nothing to buy: an empty cart, only sold-out lines, or a Buy Now product gone or sold out. */
  | 'empty'
  /** The cart or the catalogue could not be read. */
  | 'unavailable'
  | 'ready';

/** How the address step shows the saved addresses: choosing one, or a form (a new address, or one being edited). */
export type AddressMode = { readonly kind: 'choose' } | { readonly kind: 'new' } | { readonly kind: 'edit'; readonly id: string };

/** Something the checkout has to say on a step: why it was sent back there, or that placing failed. */
export interface CheckoutMessage {
  readonly tone: 'error' | 'info';
  readonly text: string;
  /** Placing failed before any answer: Try again places the same order (the same key). */
  readonly retry?: boolean;
}

export const NOT_PLACED_MESSAGE = 'Your order could not be placed, and nothing was charged. Please try again.';
export const REFUSED_MESSAGE = 'Your order was not placed: some items changed since you started. The figures below are as they are now; please check them and place your order again.';
export const ADDRESS_REFUSED_MESSAGE = 'Please check your address: the fields below say what to change.';
export const LOGGED_OUT_MESSAGE = 'You were logged out. Please log in again to place your order.';
export const PROMO_EMPTY = 'Enter a promo code.';
export const PROMO_UNAVAILABLE = 'The code could not be checked. Please try again.';
export const ADDRESSES_UNAVAILABLE = 'Your saved addresses could not be loaded. You can still enter an address below.';

/**
 * The checkout of the cart or of Buy Now's one item: what is bought at prices now, the four steps
 * (address, delivery, payment, review), the shopper's saved addresses, and placing the order. One
 * idempotency key for the checkout's life (the page keeps it in the history entry, so that a
 * reload places with the same key): a double click, a retry after a failure, or a reload after the
 * order went through makes one order.
 */
@injectable()
export class CheckoutViewModel {
  key = '';
  source: CheckoutSource | undefined = undefined;
  /** What is wrong with the checkout's query, when it names nothing one can buy. */
  linkProblems: readonly string[] = [];
  /** The product a bad Buy Now link named, for the way back. */
  linkProductId: number | undefined = undefined;

  step: CheckoutStep = 'address';
  /** How far the shopper got: the steps up to it can be gone back to. */
  reached = 0;
  /** Moved on a step by the shopper (not at first show): the page moves the focus to the step's heading. */
  stepChanges = 0;

  addresses: readonly SavedAddress[] = [];
  addressBook: 'loading' | 'ready' | 'unavailable' = 'loading';
  addressMode: AddressMode = { kind: 'new' };
  chosenAddressId: string | undefined = undefined;
  /** An address change (save, delete, default) on its way. */
  addressBusy = false;
  /** What the new-address form starts with (the address sent back by the checkout's own check). */
  draft: AddressFormValues | undefined = undefined;
  /** The errors the checkout's own check of the address found, for the form to show at its fields. */
  addressErrors: FieldErrors | undefined = undefined;
  /** The address the order goes to (as the form's schema gives it back: trimmed), once the address step is done. */
  address: DeliveryAddress | undefined = undefined;

  deliveryChoices: readonly DeliveryChoice[] = [];
  deliveryOption: CheckoutDeliveryOptionId | undefined = undefined;
  paymentMethod: PaymentMethod | undefined = undefined;

  /** The promotion code field as typed. */
  promoInput = '';
  /** The code applied (as stored) and what it takes off the goods; the order is placed with it. */
  promotion: { readonly code: string; readonly discount: number } | undefined = undefined;
  /** Why the code typed does not apply, said at the field. */
  promoProblem: string | undefined = undefined;
  promoBusy = false;

  placing = false;
  /** Each line the order book refused, in words. */
  problems: readonly string[] = [];
  message: CheckoutMessage | undefined = undefined;

  private readonly itemsLoad = new Loadable<CheckoutItems>();
  private stopFollowing: () => void = () => {};
  /** The query this checkout was opened with: another one is another checkout. */
  private openedSearch: string | undefined = undefined;
  /** Following the session (and so loaded), until dispose. */
  private following = false;

  constructor(
    @inject(CheckoutService) private readonly checkout: CheckoutService,
    @inject(AddressBookService) private readonly book: AddressBookService,
    @inject(SessionState) private readonly session: SessionState,
    @inject(ID_SOURCE) private readonly ids: IdSource,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'checkout' | 'book' | 'session' | 'ids' | 'notifier' | 'itemsLoad' | 'stopFollowing' | 'openedSearch' | 'following'>(
      this,
      { checkout: false, book: false, session: false, ids: false, notifier: false, itemsLoad: false, stopFollowing: false, openedSearch: false, following: false },
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
      this.following = this.source !== undefined;
      if (this.source) {
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
    this.itemsLoad.cancel();
  }

  get status(): CheckoutStatus {
    if (!this.session.loggedIn) return 'logged-out';
    if (this.linkProblems.length > 0) return 'bad-link';
    const { status, value } = this.itemsLoad;
    if (value === undefined) return status === 'error' ? 'unavailable' : 'loading';
    switch (value.kind) {
      case 'ok':
        return 'ready';
      case 'empty':
        return 'empty';
      case 'login-required':
        return 'logged-out';
      case 'unavailable':
        return 'unavailable';
    }
  }

  /** Re-reading what is bought (after a refusal, Try again): the figures shown may change. */
  get refreshing(): boolean {
    return this.itemsLoad.pending;
  }

  get items(): readonly CheckoutItem[] {
    const value = this.itemsLoad.value;
    return value?.kind === 'ok' ? value.items : [];
  }

  /** How many items the order holds. */
  get itemCount(): number {
    return this.items.reduce((sum, item) => sum + item.quantity, 0);
  }

  /** What the page says about what was asked for and is not in the order (sold-out cart lines, fewer left than Buy Now asked for). */
  get itemsNote(): string | undefined {
    const value = this.itemsLoad.value;
    if (value?.kind !== 'ok') return undefined;
    if (this.source?.kind === 'buy-now') {
      const item = value.items[0];
      if (item && item.quantity < this.source.quantity) return `Only ${item.quantity} left: this order is for ${item.quantity}.`;
      return undefined;
    }
    if (value.leftOut > 0) {
      return `${value.leftOut} ${value.leftOut === 1 ? 'item in your cart is' : 'items in your cart are'} sold out or no longer sold, and not in this order.`;
    }
    return undefined;
  }

  get subtotal(): number {
    return this.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  }

  /** The order's totals with the delivery option chosen (standard until one is), less the code applied. */
  get totals(): OrderTotals {
    return orderTotals(this.items, this.deliveryOption ?? 'standard', this.promotion?.discount ?? 0);
  }

  get paymentChoices(): readonly PaymentChoice[] {
    return paymentChoices(this.totals.total);
  }

  get chosenDelivery(): DeliveryChoice | undefined {
    return this.deliveryChoices.find((choice) => choice.option === this.deliveryOption);
  }

  get defaultAddressId(): string | undefined {
    return this.addresses.find((address) => address.isDefault)?.id;
  }

  /** Whether the shopper may go back to `step` (one already reached, not the one shown). */
  canGoTo(step: CheckoutStep): boolean {
    return step !== this.step && CHECKOUT_STEPS.indexOf(step) <= this.reached && !this.placing;
  }

  goTo(step: CheckoutStep): void {
    if (!this.canGoTo(step)) return;
    if (step === 'delivery') this.refreshDeliveryChoices();
    this.show(step);
  }

  // --- the address step ---

  chooseAddress(id: string): void {
    if (this.addresses.some((address) => address.id === id)) this.chosenAddressId = id;
  }

  /** Deliver to the saved address chosen. */
  deliverToChosen(): void {
    const saved = this.addresses.find((address) => address.id === this.chosenAddressId);
    if (!saved) return;
    this.useAddress(addressFormValues(saved));
  }

  addNewAddress(): void {
    this.draft = undefined;
    this.addressErrors = undefined;
    this.addressMode = { kind: 'new' };
  }

  editAddress(id: string): void {
    if (!this.addresses.some((address) => address.id === id)) return;
    this.addressErrors = undefined;
    this.addressMode = { kind: 'edit', id };
  }

  /** Back from the form to the saved addresses (there are some). */
  cancelForm(): void {
    if (this.addresses.length > 0) this.addressMode = { kind: 'choose' };
  }

  /**
   * The new-address form's values: the order goes there, and, when `save`, the address book keeps
   * it for next time. Answers the errors for the form's fields when the book's check refuses them;
   * a book that cannot keep it (full, unreachable) is said, and the checkout goes on.
   */
  async submitNewAddress(values: AddressFormValues, save: boolean): Promise<FieldErrors | undefined> {
    if (save && this.addressBook === 'ready') {
      this.addressBusy = true;
      const outcome = await settled(this.book.add(values));
      runInAction(() => (this.addressBusy = false));
      switch (outcome.kind) {
        case 'saved':
          this.keepAddresses(outcome.addresses, outcome.address.id);
          break;
        case 'invalid':
          return outcome.errors;
        case 'too-many':
          this.notifier.info({ title: 'Address Not Saved', description: `You can keep up to ${outcome.maximum} addresses; this one is used for this order only.` });
          break;
        case 'login-required':
          return undefined;
        case 'not-saved':
          this.notifier.error({ title: 'Address Not Saved', description: 'Your address book could not be updated; this address is used for this order only.' });
          break;
      }
    }
    this.useAddress(values);
    return undefined;
  }

  /** The edited address saved in its place; answers the errors for the form's fields, if any. */
  async submitEditedAddress(id: string, values: AddressFormValues): Promise<FieldErrors | undefined> {
    this.addressBusy = true;
    const outcome = await settled(this.book.update(id, values));
    runInAction(() => (this.addressBusy = false));
    switch (outcome.kind) {
      case 'saved':
        this.keepAddresses(outcome.addresses, id);
        return undefined;
      case 'invalid':
        return outcome.errors;
      case 'not-found':
        this.notifier.error({ title: 'Address Not Saved', description: 'This address was deleted meanwhile.' });
        void this.loadAddresses();
        return undefined;
      case 'login-required':
        return undefined;
      case 'not-saved':
        this.notifier.error({ title: 'Address Not Saved', description: 'Your address book could not be updated. Please try again.' });
        return undefined;
    }
  }

  async removeAddress(id: string): Promise<void> {
    if (this.addressBusy) return;
    this.addressBusy = true;
    const outcome = await settled(this.book.remove(id));
    runInAction(() => (this.addressBusy = false));
    if (outcome.kind === 'removed') {
      this.keepAddresses(outcome.addresses, this.chosenAddressId === id ? undefined : this.chosenAddressId);
      this.notifier.success({ title: 'Address Deleted' });
    } else if (outcome.kind === 'not-found') {
      void this.loadAddresses();
    } else if (outcome.kind === 'not-saved') {
      this.notifier.error({ title: 'Address Not Deleted', description: 'Your address book could not be updated. Please try again.' });
    }
  }

  async makeDefault(id: string): Promise<void> {
    if (this.addressBusy) return;
    this.addressBusy = true;
    const outcome = await settled(this.book.makeDefault(id));
    runInAction(() => (this.addressBusy = false));
    if (outcome.kind === 'saved') this.keepAddresses(outcome.addresses, this.chosenAddressId);
    else if (outcome.kind === 'not-found') void this.loadAddresses();
    else if (outcome.kind === 'not-saved') this.notifier.error({ title: 'Default Not Changed', description: 'Your address book could not be updated. Please try again.' });
  }

  // --- the delivery and payment steps ---

  chooseDelivery(option: string): void {
    const choice = this.deliveryChoices.find((known) => known.option === option);
    if (choice?.estimate.kind === 'available') this.deliveryOption = choice.option;
  }

  confirmDelivery(): void {
    if (this.chosenDelivery?.estimate.kind !== 'available') return;
    this.keepAvailablePayment();
    this.show('payment');
  }

  choosePayment(method: string): void {
    const choice = this.paymentChoices.find((known) => known.method === method);
    if (choice?.kind === 'available') this.paymentMethod = choice.method;
  }

  confirmPayment(): void {
    if (!this.paymentAvailable) return;
    this.refreshDeliveryChoices();
    if (this.chosenDelivery?.estimate.kind !== 'available') {
      const reason = this.unavailableReason();
      this.show('delivery');
      this.message = { tone: 'error', text: reason };
      return;
    }
    this.show('review');
  }

  get paymentAvailable(): boolean {
    return this.paymentChoices.some((choice) => choice.method === this.paymentMethod && choice.kind === 'available');
  }

  // --- the promotion code (review step) ---

  setPromoInput(text: string): void {
    this.promoInput = text;
    this.promoProblem = undefined;
  }

  /** Checks the code typed against the goods now: applied with its discount, or its reason said at the field. */
  async applyPromotion(): Promise<void> {
    if (this.promoBusy || this.placing) return;
    if (this.promoInput.trim() === '') {
      this.promoProblem = PROMO_EMPTY;
      return;
    }
    this.promoBusy = true;
    this.promoProblem = undefined;
    const outcome = await settled(this.checkout.checkPromotion(this.promoInput, this.subtotal));
    runInAction(() => {
      this.promoBusy = false;
      switch (outcome.kind) {
        case 'applies':
          this.promotion = { code: outcome.code, discount: outcome.discount };
          this.promoInput = outcome.code;
          return;
        case 'refused':
          this.promotion = undefined;
          this.promoProblem = outcome.reason;
          return;
        case 'login-required':
          this.promoProblem = LOGGED_OUT_MESSAGE;
          return;
        case 'unavailable':
        case 'not-saved':
          this.promoProblem = PROMO_UNAVAILABLE;
      }
    });
  }

  removePromotion(): void {
    this.promotion = undefined;
    this.promoProblem = undefined;
    this.promoInput = '';
  }

  // --- placing ---

  /**
   * Places the order as reviewed. Answers where to go when it is placed (its confirmation);
   * otherwise the page shows why, on the step that fixes it. A press while one is on its way does
   * nothing: one order, whatever the clicks.
   */
  async placeOrder(): Promise<string | undefined> {
    const { source, address, deliveryOption, paymentMethod } = this;
    if (this.placing || !source || !address || !deliveryOption || !paymentMethod || this.items.length === 0) return undefined;
    this.placing = true;
    this.problems = [];
    this.message = undefined;
    const outcome: PlaceOrderOutcome = await settled(
      this.checkout.place({
        key: this.key,
        source,
        items: this.items,
        address,
        deliveryOption,
        paymentMethod,
        total: this.totals.total,
        ...(this.promotion ? { promotionCode: this.promotion.code } : {}),
      }),
    ).then((answer) => (answer.kind === 'not-saved' ? ({ kind: 'not-placed' } as const) : answer));
    if (outcome.kind === 'placed') return pagePath('OrderPlacedPage', { number: outcome.order.number });
    if (this.afterRefusal(outcome)) {
      // The figures moved on (a line sold out, a price or the total changed): show them as they are now.
      await this.reloadItems();
      // The code is checked again on the goods now: its discount as it is now, or why it no longer applies.
      if (this.promotion) await this.applyPromotion();
      this.afterNewFigures();
    }
    return undefined;
  }

  /** Says why the order was not placed, on the step that fixes it; answers whether the items must be read again. */
  private afterRefusal(outcome: Exclude<PlaceOrderOutcome, { kind: 'placed' }>): boolean {
    this.placing = false;
    switch (outcome.kind) {
      case 'refused':
        this.problems = outcome.problems.map((problem) => lineProblemMessage(problem, rupees));
        this.message = { tone: 'error', text: REFUSED_MESSAGE };
        return true;
      case 'not-accepted':
        this.message = { tone: 'error', text: outcome.reason };
        return true;
      case 'invalid':
        this.draft = this.address && addressFormValues(this.address);
        this.addressErrors = outcome.errors;
        this.addressMode = { kind: 'new' };
        this.show('address');
        this.message = { tone: 'error', text: ADDRESS_REFUSED_MESSAGE };
        return false;
      case 'delivery-unavailable':
        this.refreshDeliveryChoices();
        this.show('delivery');
        this.message = { tone: 'error', text: outcome.reason };
        return false;
      case 'login-required':
        this.message = { tone: 'error', text: LOGGED_OUT_MESSAGE };
        return false;
      case 'not-placed':
        this.message = { tone: 'error', text: NOT_PLACED_MESSAGE, retry: true };
        return false;
    }
  }

  /** Try again after the cart or the catalogue could not be read. */
  retryLoad(): void {
    void this.reloadItems();
  }

  // --- inside ---

  /** A new checkout: a key (the one kept for it, or a new one), the query read, the first step. */
  private reset(search: string, key: string | undefined): void {
    this.openedSearch = search;
    this.key = key && key.length >= 8 && key.length <= 64 ? key : this.ids.newId();
    this.step = 'address';
    this.reached = 0;
    this.problems = [];
    this.message = undefined;
    this.address = undefined;
    this.promotion = undefined;
    this.promoInput = '';
    this.promoProblem = undefined;
    this.itemsLoad.clear();
    const link = readCheckoutLink(search);
    this.source = link.kind === 'ok' ? link.source : undefined;
    this.linkProblems = link.kind === 'bad' ? link.problems : [];
    this.linkProductId = link.kind === 'bad' ? link.productId : undefined;
  }

  private load(): void {
    void this.reloadItems();
    void this.loadAddresses();
  }

  private reloadItems(): Promise<void> {
    const source = this.source;
    if (!source) return Promise.resolve();
    return this.itemsLoad.load(() => this.checkout.items(source));
  }

  private async loadAddresses(): Promise<void> {
    const list = await settled(this.book.list());
    runInAction(() => {
      if (list.kind === 'ok') {
        this.addressBook = 'ready';
        this.keepAddresses(list.addresses, this.chosenAddressId);
        if (list.dropped) this.notifier.info({ title: 'Addresses Updated', description: 'Some saved addresses could not be read and were removed.' });
      } else if (list.kind !== 'login-required') {
        this.addressBook = 'unavailable';
        this.addressMode = { kind: 'new' };
      }
    });
  }

  /** The book's list as saved; `chosen` stays chosen when it is still there, else the default. */
  private keepAddresses(addresses: readonly SavedAddress[], chosen: string | undefined): void {
    this.addresses = addresses;
    this.chosenAddressId = addresses.some((address) => address.id === chosen) ? chosen : addresses.find((address) => address.isDefault)?.id;
    this.addressMode = addresses.length > 0 ? { kind: 'choose' } : { kind: 'new' };
    this.addressErrors = undefined;
  }

  private useAddress(values: AddressFormValues): void {
    const check = checkForm(addressFormSchema, values);
    if (!check.ok) {
      // The form checks with the same schema: this is a saved address stored before a rule changed.
      this.draft = values;
      this.addressErrors = check.fieldErrors;
      this.addressMode = { kind: 'new' };
      return;
    }
    this.address = check.value;
    this.addressErrors = undefined;
    this.draft = undefined;
    this.refreshDeliveryChoices();
    this.show('delivery');
  }

  /** The options for the address and the subtotal now; the one chosen stays if it still arrives, else the first that does. */
  private refreshDeliveryChoices(): void {
    if (!this.address) return;
    this.deliveryChoices = this.checkout.deliveryChoices(this.address.pinCode, this.subtotal);
    if (this.chosenDelivery?.estimate.kind !== 'available') {
      this.deliveryOption = this.deliveryChoices.find((choice) => choice.estimate.kind === 'available')?.option;
    }
  }

  private unavailableReason(): string {
    const estimate = this.chosenDelivery?.estimate;
    return estimate?.kind === 'unavailable' ? estimate.reason : 'Choose a delivery option.';
  }

  /** The payment chosen stays while the total allows it; else the first the total allows. */
  private keepAvailablePayment(): void {
    if (!this.paymentAvailable) this.paymentMethod = this.paymentChoices.find((choice) => choice.kind === 'available')?.method;
  }

  /** After the items were read again: a payment the new total no longer allows sends the shopper back to choose another. */
  private afterNewFigures(): void {
    if (this.status !== 'ready') return;
    this.refreshDeliveryChoices();
    if (!this.paymentAvailable) {
      const reason = this.paymentChoices.find((choice) => choice.method === this.paymentMethod);
      this.paymentMethod = undefined;
      this.keepAvailablePayment();
      this.show('payment', true);
      if (reason?.kind === 'unavailable') this.message = { tone: 'error', text: reason.reason };
    }
  }

  /** Shows `step`; what was said on the step before goes, unless `keep` (it says why the shopper is here). */
  private show(step: CheckoutStep, keep = false): void {
    this.step = step;
    this.reached = Math.max(this.reached, CHECKOUT_STEPS.indexOf(step));
    this.stepChanges += 1;
    if (!keep) {
      this.message = undefined;
      this.problems = [];
    }
  }
}
