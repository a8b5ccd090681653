import { describe, expect, it } from 'vitest';
import { AddressBookService } from '../../../src/application/checkout/address-book-service';
import { ADDRESS_BOOK, type AddressBook } from '../../../src/application/ports/address-book';
import { EXCLUSIVE_LOCK, type ExclusiveLock } from '../../../src/application/ports/exclusive-lock';
import { StorageWriteError } from '../../../src/application/ports/storage-errors';
import { LINE1_TOO_LONG, PIN_CODE_INVALID, FULL_NAME_REQUIRED } from '../../../src/domain/orders/address';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '../../../src/domain/orders/saved-addresses';
import { formOf, HOME, ID, OFFICE, PARENTS, saved } from '../../support/addresses';
import { createTestContainer } from '../../support/test-container';

const ASHA = { phone: '9876543210', name: 'Asha' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup(book?: AddressBook) {
  const test = createTestContainer();
  if (book) test.container.rebind<AddressBook>(ADDRESS_BOOK).toConstantValue(book);
  test.session.logIn(ASHA);
  return { ...test, service: test.container.get(AddressBookService), stored: async () => (await test.addressBook.list(ASHA.phone)).addresses };
}

/** A book that has Asha's `addresses` and refuses every save, as full browser storage does. */
function refusingBook(addresses: readonly SavedAddress[]): AddressBook {
  return {
    list: async () => ({ addresses, dropped: false }),
    save: async () => {
      throw new StorageWriteError('The addresses could not be saved: browser storage is full or unavailable.');
    },
  };
}

const unreachableBook: AddressBook = {
  list: async () => {
    throw new Error('Your saved addresses could not be read: fetch failed');
  },
  save: async () => {},
};

describe('AddressBookService: adding', () => {
  it('saves the first address as the default with a new UUID, and later ones after it, not default', async () => {
    const { service, stored } = setup();
    const first = await service.add(formOf(HOME, { fullName: '  Asha Rao  ' }));
    expect(first).toMatchObject({ kind: 'saved', address: { ...HOME, isDefault: true } });
    const homeId = first.kind === 'saved' ? first.address.id : '';
    expect(homeId).toMatch(UUID);
    const second = await service.add(formOf(OFFICE));
    expect(second).toMatchObject({ kind: 'saved', address: { ...OFFICE, isDefault: false } });
    const officeId = second.kind === 'saved' ? second.address.id : '';
    expect(officeId).not.toBe(homeId);
    expect(await stored()).toEqual([saved(HOME, homeId, true), saved(OFFICE, officeId)]);
    expect(second).toEqual({ kind: 'saved', address: saved(OFFICE, officeId), addresses: await stored() });
  });

  it('answers each field’s message for values the form refuses, and saves nothing', async () => {
    const { service, stored } = setup();
    expect(await service.add(formOf(HOME, { fullName: '', pinCode: '110001' }))).toEqual({
      kind: 'invalid',
      errors: { fullName: FULL_NAME_REQUIRED, pinCode: 'PIN code 110001 is in Delhi, not Karnataka' },
    });
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['a 5,000-character address line', { line1: 'x'.repeat(5000) }, { line1: LINE1_TOO_LONG }],
    ['a PIN of 000000', { pinCode: '000000' }, { pinCode: 'PIN code must be 6 digits and cannot start with 0' }],
    ['a PIN of 12345', { pinCode: '12345' }, { pinCode: PIN_CODE_INVALID }],
  ])('refuses %s with a clear message and changes nothing (issue 21, item 8)', async (_what, changes, errors) => {
    const { service, stored } = setup();
    await service.add(formOf(HOME));
    const before = await stored();
    expect(await service.add(formOf(OFFICE, changes))).toEqual({ kind: 'invalid', errors });
    const id = before[0]!.id;
    expect(await service.update(id, formOf(HOME, changes))).toEqual({ kind: 'invalid', errors });
    expect(await stored()).toEqual(before);
  });

  it(`refuses a ${MAX_SAVED_ADDRESSES + 1}st address`, async () => {
    const { service, stored } = setup();
    for (let index = 0; index < MAX_SAVED_ADDRESSES; index++) expect((await service.add(formOf(HOME))).kind).toBe('saved');
    expect(await service.add(formOf(OFFICE))).toEqual({ kind: 'too-many', maximum: MAX_SAVED_ADDRESSES });
    expect(await stored()).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it('keeps every one of three adds made at once (the lock takes them in turn)', async () => {
    const { service, stored } = setup();
    const outcomes = await Promise.all([service.add(formOf(HOME)), service.add(formOf(OFFICE)), service.add(formOf(PARENTS))]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['saved', 'saved', 'saved']);
    expect((await stored()).map((address) => [address.fullName, address.city, address.isDefault])).toEqual([
      ['Asha Rao', 'Bengaluru', true],
      ['Asha Rao', 'Gurugram', false],
      ['Lakshmi Rao', 'Chennai', false],
    ]);
  });
});

describe('AddressBookService: editing, deleting, choosing the default', () => {
  async function withThree() {
    const test = setup();
    await test.addressBook.save(ASHA.phone, [saved(HOME, ID.home, true), saved(OFFICE, ID.office), saved(PARENTS, ID.parents)]);
    return test;
  }

  it('changes an address in its place, keeping its id and default', async () => {
    const { service, stored } = await withThree();
    const outcome = await service.update(ID.home, formOf(HOME, { line2: 'HAL 2nd Stage ' }));
    const changed = saved({ ...HOME, line2: 'HAL 2nd Stage' }, ID.home, true);
    expect(outcome).toEqual({ kind: 'saved', address: changed, addresses: [changed, saved(OFFICE, ID.office), saved(PARENTS, ID.parents)] });
    expect(await stored()).toEqual([changed, saved(OFFICE, ID.office), saved(PARENTS, ID.parents)]);
  });

  it('makes another address the default, the only one', async () => {
    const { service, stored } = await withThree();
    expect(await service.makeDefault(ID.parents)).toMatchObject({ kind: 'saved', address: saved(PARENTS, ID.parents, true) });
    expect((await stored()).map((address) => address.isDefault)).toEqual([false, false, true]);
  });

  it('deletes an address; deleting the default makes the first one left the default', async () => {
    const { service, stored } = await withThree();
    expect(await service.remove(ID.office)).toEqual({ kind: 'removed', addresses: [saved(HOME, ID.home, true), saved(PARENTS, ID.parents)] });
    expect(await service.remove(ID.home)).toEqual({ kind: 'removed', addresses: [saved(PARENTS, ID.parents, true)] });
    expect(await service.remove(ID.parents)).toEqual({ kind: 'removed', addresses: [] });
    expect(await stored()).toEqual([]);
  });

  it("answers 'not-found' for an id it does not hold, and changes nothing", async () => {
    const { service, stored } = await withThree();
    const before = await stored();
    expect(await service.update('no-such-id', formOf(OFFICE))).toEqual({ kind: 'not-found' });
    expect(await service.remove('no-such-id')).toEqual({ kind: 'not-found' });
    expect(await service.makeDefault('no-such-id')).toEqual({ kind: 'not-found' });
    expect(await stored()).toEqual(before);
  });

  it("never reaches another shopper's addresses: the book is keyed by the logged-in phone", async () => {
    const { service, addressBook, session } = await withThree();
    session.logOut();
    session.logIn({ phone: '9123456780', name: 'Ravi' });
    expect(await service.list()).toEqual({ kind: 'ok', addresses: [], dropped: false });
    expect(await service.remove(ID.home)).toEqual({ kind: 'not-found' });
    expect((await addressBook.list(ASHA.phone)).addresses).toHaveLength(3);
  });
});

describe('AddressBookService: reading', () => {
  it('lists the addresses in their order', async () => {
    const { service, addressBook } = setup();
    await addressBook.save(ASHA.phone, [saved(OFFICE, ID.office), saved(HOME, ID.home, true)]);
    expect(await service.list()).toEqual({ kind: 'ok', addresses: [saved(OFFICE, ID.office), saved(HOME, ID.home, true)], dropped: false });
  });

  it('says once that an unreadable part was dropped, and saves the list without it', async () => {
    const saves: (readonly SavedAddress[])[] = [];
    let addresses: readonly SavedAddress[] = [saved(HOME, ID.home, true)];
    let dropped = true;
    const book: AddressBook = {
      list: async () => ({ addresses, dropped }),
      save: async (_owner, list) => {
        saves.push(list);
        addresses = list;
        dropped = false;
      },
    };
    const { service } = setup(book);
    expect(await service.list()).toEqual({ kind: 'ok', addresses: [saved(HOME, ID.home, true)], dropped: true });
    expect(saves).toEqual([[saved(HOME, ID.home, true)]]);
    expect(await service.list()).toEqual({ kind: 'ok', addresses: [saved(HOME, ID.home, true)], dropped: false });
    expect(saves).toHaveLength(1);
  });

  it('still lists what it read when the unreadable part cannot be removed, and logs it', async () => {
    const { service, logger } = setup({ ...refusingBook([saved(HOME, ID.home, true)]), list: async () => ({ addresses: [saved(HOME, ID.home, true)], dropped: true }) });
    expect(await service.list()).toEqual({ kind: 'ok', addresses: [saved(HOME, ID.home, true)], dropped: true });
    expect(logger.warnings).toEqual(['The unreadable part of the saved addresses could not be removed.']);
  });
});

describe('AddressBookService: refusals', () => {
  it("answers 'login-required' to a visitor for every call, and stores nothing", async () => {
    const { service, session, addressBook } = setup();
    session.logOut();
    expect(await service.list()).toEqual({ kind: 'login-required' });
    expect(await service.add(formOf(HOME))).toEqual({ kind: 'login-required' });
    expect(await service.add(formOf(HOME, { pinCode: '' }))).toEqual({ kind: 'login-required' });
    expect(await service.update(ID.home, formOf(HOME))).toEqual({ kind: 'login-required' });
    expect(await service.remove(ID.home)).toEqual({ kind: 'login-required' });
    expect(await service.makeDefault(ID.home)).toEqual({ kind: 'login-required' });
    expect(await addressBook.list(ASHA.phone)).toEqual({ addresses: [], dropped: false });
  });

  it("answers 'not-saved' when the book refuses the write, and logs why", async () => {
    const { service, logger } = setup(refusingBook([saved(HOME, ID.home, true)]));
    expect(await service.add(formOf(OFFICE))).toEqual({ kind: 'not-saved' });
    expect(await service.update(ID.home, formOf(OFFICE))).toEqual({ kind: 'not-saved' });
    expect(await service.remove(ID.home)).toEqual({ kind: 'not-saved' });
    expect(await service.makeDefault(ID.home)).toEqual({ kind: 'not-saved' });
    expect(logger.warnings).toEqual(Array(4).fill('The saved addresses could not be changed.'));
  });

  it("answers 'unavailable' to a list, and 'not-saved' to a change, when the book cannot be reached", async () => {
    const { service, logger } = setup(unreachableBook);
    expect(await service.list()).toEqual({ kind: 'unavailable' });
    expect(await service.add(formOf(HOME))).toEqual({ kind: 'not-saved' });
    expect(logger.warnings).toEqual(['The saved addresses could not be read.', 'The saved addresses could not be changed.']);
  });

  it("answers 'not-saved' when the lock cannot be had, and reads nothing", async () => {
    const { container, stored } = setup();
    container.rebind<ExclusiveLock>(EXCLUSIVE_LOCK).toConstantValue({
      run: async () => {
        throw new Error('Web Locks unavailable');
      },
    });
    const locked = container.get(AddressBookService);
    expect(await locked.add(formOf(HOME))).toEqual({ kind: 'not-saved' });
    expect(await stored()).toEqual([]);
  });
});
