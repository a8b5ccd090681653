import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SAVED_ADDRESSES,
  NO_ADDRESSES,
  readSavedAddresses,
  withAddress,
  withAddressChanged,
  withDefault,
  withoutAddress,
  type SavedAddress,
} from '../../../src/domain/orders/saved-addresses';
import { HOME, ID, OFFICE, PARENTS, saved } from '../../support/addresses';

const home = saved(HOME, ID.home, true);
const office = saved(OFFICE, ID.office);
const parents = saved(PARENTS, ID.parents);

const defaults = (addresses: readonly SavedAddress[]) => addresses.filter((address) => address.isDefault).map((address) => address.id);

describe('reading saved addresses from storage', () => {
  it('reads nothing stored as no addresses, with nothing dropped', () => {
    expect(readSavedAddresses(undefined)).toEqual(NO_ADDRESSES);
    expect(readSavedAddresses(null)).toEqual(NO_ADDRESSES);
    expect(readSavedAddresses([])).toEqual(NO_ADDRESSES);
  });

  it('keeps addresses in their own shape and order', () => {
    expect(readSavedAddresses([office, home, parents].map((address) => ({ ...address, isDefault: address === home })))).toEqual({
      addresses: [{ ...office, isDefault: false }, home, parents],
      dropped: false,
    });
  });

  it.each([
    ['an object', { [ID.home]: home }],
    ['a string', 'addresses'],
    ['a number', 7],
    ['too many addresses', Array.from({ length: MAX_SAVED_ADDRESSES + 1 }, (_, index) => ({ ...office, id: `id-${index}` }))],
  ])('drops a list that is %s', (_what, raw) => {
    expect(readSavedAddresses(raw)).toEqual({ addresses: [], dropped: true });
  });

  it('drops the entries the address form would refuse, and an id twice, and keeps the others', () => {
    const raw = [
      home,
      { ...office, id: ID.office, pinCode: '000000' },
      { ...office, id: 'long', line1: 'x'.repeat(5000) },
      { ...office, id: 'pin-of-delhi', pinCode: '110001' },
      { ...office, id: 'state', state: 'Gurgaon' },
      { ...office, id: '' },
      { ...office, id: 'flag', isDefault: 'no' },
      { ...home, fullName: 'Somebody Else' },
      { name: 'Asha', address: '12 MG Road' },
      null,
      parents,
    ];
    expect(readSavedAddresses(raw)).toEqual({ addresses: [home, parents], dropped: true });
  });

  it('mends the defaults to exactly one, and says so', () => {
    expect(readSavedAddresses([office, parents])).toEqual({ addresses: [{ ...office, isDefault: true }, parents], dropped: true });
    expect(readSavedAddresses([office, { ...parents, isDefault: true }, home])).toEqual({
      addresses: [office, { ...parents, isDefault: true }, { ...home, isDefault: false }],
      dropped: true,
    });
  });
});

describe('changing saved addresses', () => {
  it('makes the first address added the default, and no later one', () => {
    const first = withAddress([], HOME, ID.home);
    expect(first).toEqual([home]);
    expect(withAddress(first, OFFICE, ID.office)).toEqual([home, office]);
  });

  it('makes one address the default, the only one', () => {
    expect(withDefault([home, office, parents], ID.parents)).toEqual([{ ...home, isDefault: false }, office, { ...parents, isDefault: true }]);
    expect(withDefault([home, office], ID.home)).toEqual([home, office]);
    expect(withDefault([home, office], 'no-such-id')).toEqual([home, office]);
    expect(withDefault([], ID.home)).toEqual([]);
  });

  it('makes the first address left the default when the default is removed', () => {
    expect(withoutAddress([home, office, parents], ID.home)).toEqual([{ ...office, isDefault: true }, parents]);
    expect(withoutAddress([home, office, parents], ID.office)).toEqual([home, parents]);
    expect(withoutAddress([home], ID.home)).toEqual([]);
  });

  it('changes an address in its place, keeping its id and default', () => {
    expect(withAddressChanged([home, office], ID.home, PARENTS)).toEqual([{ ...PARENTS, id: ID.home, isDefault: true }, office]);
    expect(withAddressChanged([home, office], ID.office, PARENTS)).toEqual([home, { ...PARENTS, id: ID.office, isDefault: false }]);
  });

  it('has exactly one default after any adds, removes and choices of default, when it has any address', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const step = fc.oneof(
      fc.record({ op: fc.constant('add' as const), id: fc.constantFrom(...ids) }),
      fc.record({ op: fc.constant('remove' as const), id: fc.constantFrom(...ids) }),
      fc.record({ op: fc.constant('default' as const), id: fc.constantFrom(...ids) }),
      fc.record({ op: fc.constant('change' as const), id: fc.constantFrom(...ids) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let addresses: SavedAddress[] = [];
        for (const { op, id } of steps) {
          const present = addresses.some((address) => address.id === id);
          if (op === 'add' && !present) addresses = withAddress(addresses, HOME, id);
          else if (op === 'remove') addresses = withoutAddress(addresses, id);
          else if (op === 'default') {
            addresses = withDefault(addresses, id);
            if (present) expect(defaults(addresses)).toEqual([id]);
          } else if (op === 'change') addresses = withAddressChanged(addresses, id, OFFICE);
          expect(defaults(addresses)).toHaveLength(addresses.length === 0 ? 0 : 1);
          expect(new Set(addresses.map((address) => address.id)).size).toBe(addresses.length);
        }
      }),
    );
  });

  it('reads what it wrote as it is: a list these helpers made is never mended', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(HOME, OFFICE, PARENTS), { maxLength: MAX_SAVED_ADDRESSES }), fc.nat(), (added, pick) => {
        let addresses: SavedAddress[] = [];
        added.forEach((address, index) => (addresses = withAddress(addresses, address, `id-${index}`)));
        addresses = withDefault(addresses, `id-${pick % Math.max(1, added.length)}`);
        expect(readSavedAddresses(JSON.parse(JSON.stringify(addresses)))).toEqual({ addresses, dropped: false });
      }),
    );
  });
});
