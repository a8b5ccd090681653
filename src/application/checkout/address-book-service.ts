import { inject, injectable } from 'inversify';
import { checkForm, type InvalidForm } from '../../domain/form-check';
import { addressFormSchema, type AddressFormValues, type DeliveryAddress } from '../../domain/orders/address';
import {
  MAX_SAVED_ADDRESSES,
  withAddress,
  withAddressChanged,
  withDefault,
  withoutAddress,
  type SavedAddress,
} from '../../domain/orders/saved-addresses';
import { ADDRESS_BOOK, type AddressBook } from '../ports/address-book';
import { EXCLUSIVE_LOCK, type ExclusiveLock } from '../ports/exclusive-lock';
import { ID_SOURCE, type IdSource } from '../ports/id-source';
import { LOGGER, type Logger } from '../ports/logger';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';
import { LOGIN_REQUIRED, NOT_SAVED, readOrUnavailable, type LoginRequired, type NotSaved, type Unavailable } from '../outcomes';

/** The name of the cross-tab lock an address book's read-change-write runs under. */
export const ADDRESS_LOCK = 'addresses';

/** The book refused the write, or could not be reached: nothing changed. */
/** No saved address has that id (deleted meanwhile, in another tab). */
type NotFound = { readonly kind: 'not-found' };
/** The change is stored: the address as saved, and the whole list as it now is. */
type Saved = { readonly kind: 'saved'; readonly address: SavedAddress; readonly addresses: readonly SavedAddress[] };

export type AddressList =
  /** `dropped`: part of what was stored could not be read; it is gone now. */
  | { readonly kind: 'ok'; readonly addresses: readonly SavedAddress[]; readonly dropped: boolean }
  | LoginRequired
  /** The book could not be reached: nothing is known (never taken for no addresses). */
  | Unavailable;

export type AddressAddOutcome = Saved | InvalidForm | { readonly kind: 'too-many'; readonly maximum: number } | LoginRequired | NotSaved;
export type AddressUpdateOutcome = Saved | InvalidForm | NotFound | LoginRequired | NotSaved;
export type AddressRemoveOutcome = { readonly kind: 'removed'; readonly addresses: readonly SavedAddress[] } | NotFound | LoginRequired | NotSaved;
export type MakeDefaultOutcome = Saved | NotFound | LoginRequired | NotSaved;

const NOT_FOUND: NotFound = { kind: 'not-found' };
const TOO_MANY = { kind: 'too-many', maximum: MAX_SAVED_ADDRESSES } as const;

/** The list as saved by a change. */
type Changed = { readonly kind: 'changed'; readonly addresses: readonly SavedAddress[] };
type ChangeOutcome<Refusal> = Changed | Refusal | LoginRequired | NotSaved;

/**
 * The logged-in shopper's saved delivery addresses: offered at the next checkout, added, edited,
 * deleted, one chosen as the default. Each change reads the list as stored, decides and saves it
 * whole under one cross-tab lock, so that two tabs changing it at once both count. Values are
 * checked with the address form's own schema; the first address saved is the default, and
 * deleting the default makes the first one left the default.
 */
@injectable()
export class AddressBookService {
  constructor(
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(ADDRESS_BOOK) private readonly book: AddressBook,
    @inject(EXCLUSIVE_LOCK) private readonly lock: ExclusiveLock,
    @inject(ID_SOURCE) private readonly ids: IdSource,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The addresses as stored; what could not be read is removed from storage once, and said. */
  async list(): Promise<AddressList> {
    const owner = this.owner();
    if (owner === undefined) return LOGIN_REQUIRED;
    return readOrUnavailable(this.logger, 'The saved addresses could not be read.', async () => {
      const stored = await this.book.list(owner);
      if (stored.dropped) await this.cleanUp(owner);
      return { kind: 'ok', addresses: stored.addresses, dropped: stored.dropped } as const;
    });
  }

  /** A new address, last in the list; the default when it is the first. */
  async add(values: AddressFormValues): Promise<AddressAddOutcome> {
    const id = this.ids.newId();
    const outcome = await this.withValues(values, (address, addresses) =>
      addresses.length >= MAX_SAVED_ADDRESSES ? TOO_MANY : withAddress(addresses, address, id),
    );
    return savedAs(id, outcome);
  }

  /** The address `id` changed to `values`, in its place, its default kept. */
  async update(id: string, values: AddressFormValues): Promise<AddressUpdateOutcome> {
    const outcome = await this.withValues(values, (address, addresses) => (has(addresses, id) ? withAddressChanged(addresses, id, address) : NOT_FOUND));
    return savedAs(id, outcome);
  }

  async remove(id: string): Promise<AddressRemoveOutcome> {
    const outcome = await this.change((addresses) => (has(addresses, id) ? withoutAddress(addresses, id) : NOT_FOUND));
    return outcome.kind === 'changed' ? { kind: 'removed', addresses: outcome.addresses } : outcome;
  }

  /** The address `id` as the default, the only one. */
  async makeDefault(id: string): Promise<MakeDefaultOutcome> {
    return savedAs(id, await this.change((addresses) => (has(addresses, id) ? withDefault(addresses, id) : NOT_FOUND)));
  }

  /** Checks `values` with the form's schema first: a visitor, or values it refuses, change nothing. */
  private async withValues<Refusal extends { readonly kind: string }>(
    values: AddressFormValues,
    decide: (address: DeliveryAddress, addresses: readonly SavedAddress[]) => SavedAddress[] | Refusal,
  ): Promise<ChangeOutcome<Refusal> | InvalidForm> {
    if (this.owner() === undefined) return LOGIN_REQUIRED;
    const check = checkForm(addressFormSchema, values);
    if (!check.ok) return { kind: 'invalid', errors: check.fieldErrors };
    return this.change((addresses) => decide(check.value, addresses));
  }

  /** Reads the list, lets `decide` change it or refuse, and saves the change: all under the lock. */
  private async change<Refusal extends { readonly kind: string }>(
    decide: (addresses: readonly SavedAddress[]) => SavedAddress[] | Refusal,
  ): Promise<ChangeOutcome<Refusal>> {
    const owner = this.owner();
    if (owner === undefined) return LOGIN_REQUIRED;
    try {
      return await this.lock.run(ADDRESS_LOCK, async (): Promise<ChangeOutcome<Refusal>> => {
        const decided = decide((await this.book.list(owner)).addresses);
        if (!Array.isArray(decided)) return decided as Refusal;
        await this.book.save(owner, decided);
        return { kind: 'changed', addresses: decided };
      });
    } catch (error) {
      this.logger.warn('The saved addresses could not be changed.', error);
      return NOT_SAVED;
    }
  }

  /** Whose addresses: the logged-in shopper's phone, or undefined for a visitor. */
  private owner(): string | undefined {
    return this.session.currentUser()?.phone;
  }

  private async cleanUp(owner: string): Promise<void> {
    try {
      await this.lock.run(ADDRESS_LOCK, async () => this.book.save(owner, (await this.book.list(owner)).addresses));
    } catch (error) {
      // Read again next time, and said again: nothing is lost that was readable.
      this.logger.warn('The unreadable part of the saved addresses could not be removed.', error);
    }
  }
}

function has(addresses: readonly SavedAddress[], id: string): boolean {
  return addresses.some((address) => address.id === id);
}

/** A change stored, answered with the address `id` as saved; anything else as it is. */
function savedAs<Other extends { readonly kind: string }>(id: string, outcome: Changed | Other): Saved | Exclude<Other, Changed> {
  if (outcome.kind !== 'changed') return outcome as Exclude<Other, Changed>;
  const { addresses } = outcome as Changed;
  return { kind: 'saved', address: addresses.find((address) => address.id === id)!, addresses };
}
