import { describe, expect, it } from 'vitest';
import { LocalLoginAttemptStore, LOGIN_ATTEMPTS_KEY, MAX_NAMES } from '../../src/adapters/local/local-login-attempt-store';
import { MemoryLoginAttemptStore } from '../../src/adapters/memory/memory-login-attempt-store';
import { RecordingLogger } from '../support/recording-logger';
import { loginAttemptStoreContract } from './login-attempt-store.contract';

loginAttemptStoreContract('MemoryLoginAttemptStore', () => new MemoryLoginAttemptStore());
loginAttemptStoreContract('LocalLoginAttemptStore', () => new LocalLoginAttemptStore(localStorage, new RecordingLogger()));

describe('LocalLoginAttemptStore', () => {
  it('keeps the failures under loginAttempts, so that they survive a reload', async () => {
    await new LocalLoginAttemptStore(localStorage, new RecordingLogger()).write('asha', { failures: 5, blockedUntil: 42 });
    expect(JSON.parse(localStorage.getItem(LOGIN_ATTEMPTS_KEY)!)).toEqual({ asha: { failures: 5, blockedUntil: 42 } });
    expect(await new LocalLoginAttemptStore(localStorage, new RecordingLogger()).read('asha')).toEqual({ failures: 5, blockedUntil: 42 });
  });

  it('counts from none when the stored value is tampered, with a warning', async () => {
    for (const tampered of ['{', '[1,2]', '{"asha": {"failures": "many"}}', '{"asha": {"failures": -1}}', '"text"']) {
      localStorage.setItem(LOGIN_ATTEMPTS_KEY, tampered);
      const logger = new RecordingLogger();
      expect(await new LocalLoginAttemptStore(localStorage, logger).read('asha'), tampered).toBeUndefined();
      expect(logger.warnings).toEqual(['The failed logins under "loginAttempts" are unreadable: counting from none.']);
    }
  });

  it(`keeps at most ${MAX_NAMES} names, forgetting the oldest written first`, async () => {
    const store = new LocalLoginAttemptStore(localStorage, new RecordingLogger());
    for (let i = 0; i <= MAX_NAMES; i++) await store.write(`name${i}`, { failures: 1 });
    expect(await store.read('name0')).toBeUndefined();
    expect(await store.read('name1')).toEqual({ failures: 1 });
    expect(await store.read(`name${MAX_NAMES}`)).toEqual({ failures: 1 });
    expect(Object.keys(JSON.parse(localStorage.getItem(LOGIN_ATTEMPTS_KEY)!))).toHaveLength(MAX_NAMES);
  });

  it('goes on without storage, with a warning', async () => {
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
    await store.write('asha', { failures: 1 });
    expect(await store.read('asha')).toBeUndefined();
    expect(logger.warnings.length).toBeGreaterThan(0);
  });
});
