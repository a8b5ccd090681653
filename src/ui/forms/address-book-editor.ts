import { runInAction } from 'mobx';
import type { AddressAddOutcome, AddressBookService, AddressList } from '../../application/checkout/address-book-service';
import type { Notifier } from '../../application/ports/notifier';
import type { FieldErrors } from '../../domain/form-check';
import type { AddressFormValues } from '../../domain/orders/address';
import type { SavedAddress } from '../../domain/orders/saved-addresses';
import { settled } from '../lib/settled';
import { makeViewModel } from '../lib/view-model';
import { ADDRESS_DELETED, ADDRESS_GONE, ADDRESS_NOT_DELETED, ADDRESS_NOT_SAVED, DEFAULT_NOT_CHANGED } from './address-book-notices';

/** Where the saved addresses are: on their way, read, or not to be had (never taken for none). */
export type AddressBookStatus = 'loading' | 'ready' | 'unavailable';

/** How the saved addresses are shown: choosing one, or a form (a new address, or one being edited). */
export type AddressMode = { readonly kind: 'choose' } | { readonly kind: 'new' } | { readonly kind: 'edit'; readonly id: string };

/** What a read of the list came to (a read that could not even be asked is 'not-saved'). */
export type AddressListRead = AddressList | { readonly kind: 'not-saved' };

/**
 * The logged-in shopper's address book on a page (the checkout's address step, /account): the
 * saved addresses as read, the one chosen, and the changes made to them (add, edit, delete, make
 * default) with the toasts a change that fails is said with. Each change's answer is the list as
 * saved, shown at once; only the latest read counts.
 */
export class AddressBookEditor {
  addresses: readonly SavedAddress[] = [];
  status: AddressBookStatus = 'loading';
  mode: AddressMode = { kind: 'new' };
  chosenId: string | undefined = undefined;
  /** A change (save, delete, default) on its way. */
  busy = false;
  /** What the new-address form starts with (an address sent back with errors). */
  draft: AddressFormValues | undefined = undefined;
  /** Errors found in `draft` (by a check other than the form's own), for the form to show at its fields. */
  formErrors: FieldErrors | undefined = undefined;
  private reads = 0;

  constructor(
    private readonly book: AddressBookService,
    private readonly notifier: Notifier,
  ) {
    makeViewModel<this, 'reads'>(this, arguments, { reads: false }, { deep: false });
  }

  get chosen(): SavedAddress | undefined {
    return this.addresses.find((address) => address.id === this.chosenId);
  }

  /**
   * Reads the list; the one chosen stays chosen while it is there, else the default. Answers what
   * was read, for the page to say what it needs to (undefined when a later read or `cancel` came first).
   */
  async load(): Promise<AddressListRead | undefined> {
    const read = ++this.reads;
    const list = await settled(this.book.list());
    if (read !== this.reads) return undefined;
    runInAction(() => {
      if (list.kind === 'ok') {
        this.status = 'ready';
        this.keep(list.addresses, this.chosenId);
      } else if (list.kind !== 'login-required') {
        this.status = 'unavailable';
        this.mode = { kind: 'new' };
      }
    });
    return list;
  }

  /** Drops the answer of a read on its way (the page is gone); what is shown stays. */
  cancel(): void {
    this.reads += 1;
  }

  /** Nobody's book (a visitor): nothing shown, 'loading' until read again. */
  clear(): void {
    this.cancel();
    this.addresses = [];
    this.chosenId = undefined;
    this.status = 'loading';
    this.mode = { kind: 'new' };
  }

  choose(id: string): void {
    if (this.addresses.some((address) => address.id === id)) this.chosenId = id;
  }

  addNew(): void {
    this.showForm(undefined, undefined);
  }

  edit(id: string): void {
    if (!this.addresses.some((address) => address.id === id)) return;
    this.formErrors = undefined;
    this.mode = { kind: 'edit', id };
  }

  /** Back from the form to the saved addresses (there are some). */
  cancelForm(): void {
    if (this.addresses.length > 0) this.mode = { kind: 'choose' };
  }

  /** The new-address form, starting with `values` and the errors found in them (none: an empty form). */
  showForm(values: AddressFormValues | undefined, errors: FieldErrors | undefined): void {
    this.draft = values;
    this.formErrors = errors;
    this.mode = { kind: 'new' };
  }

  /** The form is done with: it starts empty next time. */
  clearForm(): void {
    this.draft = undefined;
    this.formErrors = undefined;
  }

  /** Keeps a new address, chosen once saved; answers the outcome, for the page to say a refusal in its own words. */
  async add(values: AddressFormValues): Promise<AddressAddOutcome | { readonly kind: 'not-saved' }> {
    this.busy = true;
    const outcome = await settled(this.book.add(values));
    runInAction(() => {
      this.busy = false;
      if (outcome.kind === 'saved') this.keep(outcome.addresses, outcome.address.id);
    });
    return outcome;
  }

  /** The edited address saved in its place; answers the errors for the form's fields, if any. */
  async update(id: string, values: AddressFormValues): Promise<FieldErrors | undefined> {
    this.busy = true;
    const outcome = await settled(this.book.update(id, values));
    runInAction(() => (this.busy = false));
    switch (outcome.kind) {
      case 'saved':
        this.keep(outcome.addresses, id);
        return undefined;
      case 'invalid':
        return outcome.errors;
      case 'not-found':
        this.notifier.error(ADDRESS_GONE);
        void this.load();
        return undefined;
      case 'login-required':
        return undefined;
      case 'not-saved':
        this.notifier.error(ADDRESS_NOT_SAVED);
        return undefined;
    }
  }

  async remove(id: string): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const outcome = await settled(this.book.remove(id));
    runInAction(() => (this.busy = false));
    if (outcome.kind === 'removed') {
      this.keep(outcome.addresses, this.chosenId === id ? undefined : this.chosenId);
      this.notifier.success(ADDRESS_DELETED);
    } else if (outcome.kind === 'not-found') {
      void this.load();
    } else if (outcome.kind === 'not-saved') {
      this.notifier.error(ADDRESS_NOT_DELETED);
    }
  }

  async makeDefault(id: string): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const outcome = await settled(this.book.makeDefault(id));
    runInAction(() => (this.busy = false));
    if (outcome.kind === 'saved') this.keep(outcome.addresses, this.chosenId);
    else if (outcome.kind === 'not-found') void this.load();
    else if (outcome.kind === 'not-saved') this.notifier.error(DEFAULT_NOT_CHANGED);
  }

  /** The list as saved; `chosen` stays chosen when it is still there, else the default. */
  private keep(addresses: readonly SavedAddress[], chosen: string | undefined): void {
    this.addresses = addresses;
    this.chosenId = addresses.some((address) => address.id === chosen) ? chosen : addresses.find((address) => address.isDefault)?.id;
    this.mode = addresses.length > 0 ? { kind: 'choose' } : { kind: 'new' };
    this.formErrors = undefined;
  }
}
