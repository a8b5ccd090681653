import { describe, expect, it } from 'vitest';
import type { AddressBook } from '../../src/application/ports/address-book';
import { HOME, ID, OFFICE, PARENTS, saved } from '../support/addresses';

export const ASHA = '9876543210';
export const RAVI = '9123456780';
export const NOBODY = '9000000000';

const home = saved(HOME, ID.home, true);
const office = saved(OFFICE, ID.office);
const parents = saved(PARENTS, ID.parents);

/**
 * What every AddressBook must do; `create()` gives a book with no addresses (a database's, once
 * emptied: hence the promise) whose owners ASHA, RAVI and NOBODY are three shoppers.
 */
export function addressBookContract(name: string, create: () => AddressBook | Promise<AddressBook>) {
  describe(`${name} — AddressBook contract`, () => {
    it('lists no addresses, nothing dropped, for a shopper who never saved one', async () => {
      expect(await (await create()).list(ASHA)).toEqual({ addresses: [], dropped: false });
    });

    it("keeps each shopper's own addresses, in their order, with their default", async () => {
      const book = await create();
      await book.save(ASHA, [office, home, parents]);
      await book.save(RAVI, [{ ...parents, id: '7d4e2a10-0000-4000-8000-0000000000aa', isDefault: true }]);
      expect(await book.list(ASHA)).toEqual({ addresses: [office, home, parents], dropped: false });
      expect(await book.list(RAVI)).toEqual({ addresses: [{ ...parents, id: '7d4e2a10-0000-4000-8000-0000000000aa', isDefault: true }], dropped: false });
      expect(await book.list(NOBODY)).toEqual({ addresses: [], dropped: false });
    });

    it('replaces the list saved before: an address changed in place, another made default, one removed, down to none', async () => {
      const book = await create();
      await book.save(ASHA, [home, office, parents]);
      const edited = { ...office, line1: 'Tower C, 2nd Floor, Cyber City', isDefault: true };
      await book.save(ASHA, [{ ...home, isDefault: false }, edited]);
      expect((await book.list(ASHA)).addresses).toEqual([{ ...home, isDefault: false }, edited]);
      await book.save(ASHA, [edited, { ...home, isDefault: false }]);
      expect((await book.list(ASHA)).addresses).toEqual([edited, { ...home, isDefault: false }]);
      await book.save(ASHA, []);
      expect(await book.list(ASHA)).toEqual({ addresses: [], dropped: false });
    });

    it('moves the default to an address listed before the old default, both kept', async () => {
      const book = await create();
      await book.save(ASHA, [office, home, parents]);
      const moved = [{ ...office, isDefault: true }, { ...home, isDefault: false }, parents];
      await book.save(ASHA, moved);
      expect(await book.list(ASHA)).toEqual({ addresses: moved, dropped: false });
    });

    it('keeps a landmark left empty as empty', async () => {
      const book = await create();
      await book.save(ASHA, [{ ...home, landmark: '' }]);
      expect((await book.list(ASHA)).addresses).toEqual([{ ...home, landmark: '' }]);
    });

    it('keeps what was saved, not the list the caller changes afterwards', async () => {
      const book = await create();
      const addresses = [home];
      await book.save(ASHA, addresses);
      addresses.push(office);
      expect((await book.list(ASHA)).addresses).toEqual([home]);
    });
  });
}
