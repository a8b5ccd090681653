import { describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { ADDRESSES_KEY, LocalAddressBook } from '../../src/adapters/local/local-address-book';
import { MemoryAddressBook } from '../../src/adapters/memory/memory-address-book';
import { HOME, ID, OFFICE, saved } from '../support/addresses';
import { RecordingLogger } from '../support/recording-logger';
import { ASHA, RAVI, addressBookContract } from './address-book.contract';

addressBookContract('MemoryAddressBook', () => new MemoryAddressBook());
addressBookContract('LocalAddressBook', () => {
  localStorage.clear();
  return new LocalAddressBook(localStorage, new RecordingLogger());
});

const home = saved(HOME, ID.home, true);

describe('LocalAddressBook', () => {
  it('keeps a map by phone under addresses: a new adapter on the same storage reads it', async () => {
    localStorage.clear();
    await new LocalAddressBook(localStorage, new RecordingLogger()).save(ASHA, [home]);
    expect(JSON.parse(localStorage.getItem(ADDRESSES_KEY)!)).toEqual({ [ASHA]: [home] });
    expect(await new LocalAddressBook(localStorage, new RecordingLogger()).list(ASHA)).toEqual({ addresses: [home], dropped: false });
  });

  it.each([
    ['not JSON', '{"98'],
    ['a list', '[1,2]'],
    ['a number', '7'],
    ['null', 'null'],
  ])('reads a tampered map (%s) as a dropped list with a warning, and saves over it', async (_what, raw) => {
    localStorage.setItem(ADDRESSES_KEY, raw);
    const logger = new RecordingLogger();
    const book = new LocalAddressBook(localStorage, logger);
    expect(await book.list(ASHA)).toEqual({ addresses: [], dropped: true });
    expect(logger.warnings).toEqual([`The saved addresses under "${ADDRESSES_KEY}" are unreadable; every list reads as empty.`]);
    await book.save(ASHA, [home]);
    expect(await book.list(ASHA)).toEqual({ addresses: [home], dropped: false });
  });

  it("reads a shopper's list with tampered entries as its readable addresses, and leaves the others' lists as stored", async () => {
    const ravis = [{ name: 'Ravi', address: 'somewhere' }];
    const tampered = [home, { ...saved(OFFICE, ID.office), line1: 'x'.repeat(5000) }, { ...saved(OFFICE, 'pin'), pinCode: '000000' }, 'text'];
    localStorage.setItem(ADDRESSES_KEY, JSON.stringify({ [ASHA]: tampered, [RAVI]: ravis }));
    const logger = new RecordingLogger();
    const book = new LocalAddressBook(localStorage, logger);
    expect(await book.list(ASHA)).toEqual({ addresses: [home], dropped: true });
    expect(logger.warnings).toEqual([`Part of the saved addresses of ${ASHA} is unreadable; it was left out.`]);
    await book.save(ASHA, [home]);
    expect(JSON.parse(localStorage.getItem(ADDRESSES_KEY)!)).toEqual({ [ASHA]: [home], [RAVI]: ravis });
  });

  it("reads a shopper's list that is no list as dropped", async () => {
    localStorage.setItem(ADDRESSES_KEY, JSON.stringify({ [ASHA]: { home } }));
    expect(await new LocalAddressBook(localStorage, new RecordingLogger()).list(ASHA)).toEqual({ addresses: [], dropped: true });
  });

  it('does not take an inherited name for a phone', async () => {
    localStorage.setItem(ADDRESSES_KEY, '{}');
    expect(await new LocalAddressBook(localStorage, new RecordingLogger()).list('constructor')).toEqual({ addresses: [], dropped: false });
  });

  it('reads no addresses, with a warning, when storage cannot be read', async () => {
    const unavailable: Storage = Object.create(localStorage, {
      getItem: {
        value: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      },
    });
    const logger = new RecordingLogger();
    expect(await new LocalAddressBook(unavailable, logger).list(ASHA)).toEqual({ addresses: [], dropped: false });
    expect(logger.warnings).toEqual(['Browser storage is unavailable.']);
  });

  it('reports a write the storage refuses and keeps what it had', async () => {
    localStorage.clear();
    await new LocalAddressBook(localStorage, new RecordingLogger()).save(ASHA, [home]);
    const full: Storage = Object.create(localStorage, {
      setItem: {
        value: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      },
    });
    const book = new LocalAddressBook(full, new RecordingLogger());
    const saving = book.save(ASHA, []);
    await expect(saving).rejects.toBeInstanceOf(StorageWriteError);
    await expect(saving).rejects.toThrow('The addresses could not be saved: browser storage is full or unavailable.');
    expect((await book.list(ASHA)).addresses).toEqual([home]);
  });
});
