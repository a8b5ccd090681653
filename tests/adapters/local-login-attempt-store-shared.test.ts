import { beforeEach, describe, expect, it } from 'vitest';
import { LocalLoginAttemptStore, LOGIN_ATTEMPTS_KEY, type SharedItem } from '../../src/adapters/local/local-login-attempt-store';
import { RecordingLogger } from '../support/recording-logger';
import { loginAttemptStoreContract } from './login-attempt-store.contract';

/** A shared copy held in memory (IndexedDB's part in the browser), which can be made to fail. */
class MemorySharedItem implements SharedItem {
  value: string | undefined;
  failing = false;

  async get(): Promise<string | undefined> {
    if (this.failing) throw new Error('IndexedDB could not be read');
    return this.value;
  }

  async set(value: string): Promise<void> {
    if (this.failing) throw new Error('IndexedDB could not be written');
    this.value = value;
  }
}

loginAttemptStoreContract('LocalLoginAttemptStore with a shared copy', () => new LocalLoginAttemptStore(localStorage, new RecordingLogger(), new MemorySharedItem()));

describe('LocalLoginAttemptStore with a shared copy', () => {
  let shared: MemorySharedItem;
  let store: LocalLoginAttemptStore;

  beforeEach(() => {
    localStorage.clear();
    shared = new MemorySharedItem();
    store = new LocalLoginAttemptStore(localStorage, new RecordingLogger(), shared);
  });

  it('writes the records to both, and reads the shared copy over a stale localStorage', async () => {
    await store.write('asha', { failures: 4 });
    expect(JSON.parse(shared.value!)).toEqual({ asha: { failures: 4 } });
    expect(JSON.parse(localStorage.getItem(LOGIN_ATTEMPTS_KEY)!)).toEqual({ asha: { failures: 4 } });
    // Another tab's copy of localStorage not yet brought up to date:
    localStorage.setItem(LOGIN_ATTEMPTS_KEY, JSON.stringify({ asha: { failures: 3 } }));
    expect(await store.read('asha')).toEqual({ failures: 4 });
  });

  it('reads localStorage while the shared copy has nothing yet', async () => {
    localStorage.setItem(LOGIN_ATTEMPTS_KEY, JSON.stringify({ asha: { failures: 7, blockedUntil: 42 } }));
    expect(await store.read('asha')).toEqual({ failures: 7, blockedUntil: 42 });
  });

  it("fails closed when the shared copy cannot be read or written: 'unreadable', and a write that throws", async () => {
    shared.failing = true;
    expect(await store.read('asha')).toBe('unreadable');
    await expect(store.write('asha', { failures: 1 })).rejects.toThrow();
  });
});
