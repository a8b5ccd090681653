import { describe, expect, it } from 'vitest';
import { LocalLoginAttemptStore, LOGIN_ATTEMPTS_KEY, MAX_NAMES } from '../../src/adapters/local/local-login-attempt-store';
import { MemoryLoginAttemptStore } from '../../src/adapters/memory/memory-login-attempt-store';
import { RecordingLogger } from '../support/recording-logger';
import { loginAttemptStoreContract } from './login-attempt-store.contract';

/** Storage that reads, but refuses every write, as a full one does. */
function fullStorage(): Storage {
  return {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  } as unknown as Storage;
}

loginAttemptStoreContract('MemoryLoginAttemptStore', () => new MemoryLoginAttemptStore());
loginAttemptStoreContract('LocalLoginAttemptStore', () => new LocalLoginAttemptStore(localStorage, new RecordingLogger()), {
  full: () => new LocalLoginAttemptStore(fullStorage(), new RecordingLogger()),
});

describe('LocalLoginAttemptStore', () => {
  it('keeps the failures under loginAttempts, so that they survive a reload', async () => {
    await new LocalLoginAttemptStore(localStorage, new RecordingLogger()).write('asha', { failures: 5, blockedUntil: 42 });
    expect(JSON.parse(localStorage.getItem(LOGIN_ATTEMPTS_KEY)!)).toEqual({ asha: { failures: 5, blockedUntil: 42 } });
    expect(await new LocalLoginAttemptStore(localStorage, new RecordingLogger()).read('asha')).toEqual({ failures: 5, blockedUntil: 42 });
  });

  it("reads a tampered record as 'unreadable', never as no failures, and keeps it as found until written over", async () => {
    for (const tampered of [{ failures: 'many' }, { failures: -1 }, { failures: 1.5 }, { failures: 2, blockedUntil: 'never' }, null, [], 'text']) {
      localStorage.setItem(LOGIN_ATTEMPTS_KEY, JSON.stringify({ asha: tampered, ravi: { failures: 2 } }));
      const logger = new RecordingLogger();
      const store = new LocalLoginAttemptStore(localStorage, logger);
      expect(await store.read('asha'), JSON.stringify(tampered)).toBe('unreadable');
      expect(await store.read('ravi')).toEqual({ failures: 2 });
      expect(logger.warnings[0]).toBe('1 record(s) of failed logins under "loginAttempts" are unreadable: their names count as locked.');
      await store.write('ravi', { failures: 3 });
      expect(await store.read('asha')).toBe('unreadable');
      await store.write('asha', { failures: 5, blockedUntil: 42 });
      expect(await store.read('asha')).toEqual({ failures: 5, blockedUntil: 42 });
    }
  });

  it("reads every name 'unreadable' when the value is no map of records, until a write starts a new one", async () => {
    for (const tampered of ['{', '[1,2]', '"text"', 'null', '7']) {
      localStorage.setItem(LOGIN_ATTEMPTS_KEY, tampered);
      const logger = new RecordingLogger();
      const store = new LocalLoginAttemptStore(localStorage, logger);
      expect(await store.read('asha'), tampered).toBe('unreadable');
      expect(await store.read('ravi'), tampered).toBe('unreadable');
      expect(logger.warnings[0]).toBe('The failed logins under "loginAttempts" are unreadable: every name counts as locked until they are written again.');
      await store.write('asha', { failures: 5, blockedUntil: 42 });
      expect(JSON.parse(localStorage.getItem(LOGIN_ATTEMPTS_KEY)!)).toEqual({ asha: { failures: 5, blockedUntil: 42 } });
    }
  });

  it(`keeps at most ${MAX_NAMES} records without a lock, forgetting the oldest written first, and every locked one`, async () => {
    const store = new LocalLoginAttemptStore(localStorage, new RecordingLogger());
    await store.write('locked', { failures: 5, blockedUntil: 42 });
    for (let i = 0; i <= MAX_NAMES; i++) await store.write(`name${i}`, { failures: 1 });
    expect(await store.read('locked')).toEqual({ failures: 5, blockedUntil: 42 });
    expect(await store.read('name0')).toBeUndefined();
    expect(await store.read('name1')).toBeUndefined();
    expect(await store.read('name2')).toEqual({ failures: 1 });
    expect(await store.read(`name${MAX_NAMES}`)).toEqual({ failures: 1 });
    expect(Object.keys(JSON.parse(localStorage.getItem(LOGIN_ATTEMPTS_KEY)!))).toHaveLength(MAX_NAMES);
  });

  it("reads 'unreadable' and refuses to write when storage is unavailable, with a warning", async () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    const logger = new RecordingLogger();
    const store = new LocalLoginAttemptStore(broken, logger);
    await expect(store.write('asha', { failures: 1 })).rejects.toThrow('blocked');
    await expect(store.clear('asha')).rejects.toThrow('blocked');
    expect(await store.read('asha')).toBe('unreadable');
    expect(logger.warnings).toEqual(['Browser storage is unavailable: failed logins cannot be read, so logins are refused.']);
  });

  it('keeps names that are object properties as names', async () => {
    const store = new LocalLoginAttemptStore(localStorage, new RecordingLogger());
    await store.write('__proto__', { failures: 2 });
    expect(await store.read('__proto__')).toEqual({ failures: 2 });
    expect(Object.keys(JSON.parse(localStorage.getItem(LOGIN_ATTEMPTS_KEY)!))).toEqual(['__proto__']);
  });
});
