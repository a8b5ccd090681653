import { describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { LocalShopperSignInLog, SHOPPER_SIGN_INS_KEY } from '../../src/adapters/local/local-shopper-sign-in-log';
import { MemoryShopperSignInLog } from '../../src/adapters/memory/memory-shopper-sign-in-log';
import { MapStorage } from '../support/map-storage';
import { RecordingLogger } from '../support/recording-logger';
import { ASHA, RAVI, shopperSignInLogContract } from './shopper-sign-in-log.contract';

// A browser's log is one object for every shopper: the owner it is given is the account's phone,
// the name the browser's order book files their orders under.
shopperSignInLogContract('MemoryShopperSignInLog', async () => {
  const log = new MemoryShopperSignInLog();
  return { as: () => log, admin: log, ownerOf: (shopper) => shopper };
});
shopperSignInLogContract('LocalShopperSignInLog', async () => {
  localStorage.clear();
  const log = new LocalShopperSignInLog(localStorage, new RecordingLogger());
  return { as: () => log, admin: log, ownerOf: (shopper) => shopper };
});

describe('MemoryShopperSignInLog and LocalShopperSignInLog', () => {
  it.each([
    ['memory', () => new MemoryShopperSignInLog()],
    ['local', () => new LocalShopperSignInLog(new MapStorage(), new RecordingLogger())],
  ])('(%s) a login exactly at `since` counts; a login noted with an earlier time than the last does not move it back', async (_kind, make) => {
    const log = make();
    await log.record(ASHA, 5_000);
    expect(await log.signedInSince(5_000)).toEqual([ASHA]);
    expect(await log.signedInSince(5_001)).toEqual([]);
    await log.record(ASHA, 1_000);
    expect(await log.signedInSince(5_000)).toEqual([ASHA]);
  });
});

describe('LocalShopperSignInLog', () => {
  const local = (storage: Storage = new MapStorage(), logger = new RecordingLogger()) => ({ log: new LocalShopperSignInLog(storage, logger), storage, logger });

  it('keeps one versioned record under shopperSignIns, one entry per shopper: a new adapter on the same storage reads it', async () => {
    const { log, storage } = local();
    await log.record(ASHA, 1_000);
    await log.record(RAVI, 2_000);
    await log.record(ASHA, 3_000);
    expect(JSON.parse(storage.getItem(SHOPPER_SIGN_INS_KEY)!)).toEqual({ version: 1, lastSignIn: { [ASHA]: 3_000, [RAVI]: 2_000 } });
    expect(await new LocalShopperSignInLog(storage, new RecordingLogger()).signedInSince(2_500)).toEqual([ASHA]);
  });

  it.each([
    ['not JSON', '{"version":1,"lastSig'],
    ['not an object', '[1,2,3]'],
    ['another version', JSON.stringify({ version: 2, lastSignIn: { [ASHA]: 1_000 } })],
    ['no version', JSON.stringify({ lastSignIn: { [ASHA]: 1_000 } })],
    ['logins that are not a map', JSON.stringify({ version: 1, lastSignIn: [ASHA] })],
  ])('reads a record that is %s as no logins, with a warning; the next login writes it afresh', async (_what, raw) => {
    const { log, storage, logger } = local();
    storage.setItem(SHOPPER_SIGN_INS_KEY, raw);
    expect(await log.signedInSince(0)).toEqual([]);
    expect(logger.warnings).toEqual([`The stored shopper logins under "${SHOPPER_SIGN_INS_KEY}" are unreadable; counting none until the next login.`]);
    await log.record(RAVI, 2_000);
    expect(JSON.parse(storage.getItem(SHOPPER_SIGN_INS_KEY)!)).toEqual({ version: 1, lastSignIn: { [RAVI]: 2_000 } });
  });

  it('leaves out the entries it cannot read, with a warning, and keeps the rest; the next login drops them', async () => {
    const { log, storage, logger } = local();
    const lastSignIn = { [ASHA]: 1_000, [RAVI]: 'yesterday', '': 1_000, '9000000001': -5, '9000000002': 1.5, ['x'.repeat(101)]: 1_000 };
    storage.setItem(SHOPPER_SIGN_INS_KEY, JSON.stringify({ version: 1, lastSignIn }));
    expect(await log.signedInSince(0)).toEqual([ASHA]);
    expect(logger.warnings).toEqual([`5 stored shopper login(s) under "${SHOPPER_SIGN_INS_KEY}" are unreadable and not counted.`]);
    await log.record(RAVI, 2_000);
    expect(JSON.parse(storage.getItem(SHOPPER_SIGN_INS_KEY)!)).toEqual({ version: 1, lastSignIn: { [ASHA]: 1_000, [RAVI]: 2_000 } });
  });

  it('rejects when the storage cannot be read at all, so that the dashboard shows no figure rather than a wrong one', async () => {
    const refusing: Storage = Object.create(new MapStorage(), {
      getItem: {
        value: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      },
    });
    await expect(new LocalShopperSignInLog(refusing, new RecordingLogger()).signedInSince(0)).rejects.toThrow(
      "The shoppers' logins could not be read: browser storage is unavailable.",
    );
  });

  it('reports a login the storage refuses to keep', async () => {
    const full: Storage = Object.create(new MapStorage(), {
      setItem: {
        value: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      },
    });
    await expect(new LocalShopperSignInLog(full, new RecordingLogger()).record(ASHA, 1)).rejects.toBeInstanceOf(StorageWriteError);
  });
});
