import { describe, expect, it } from 'vitest';
import { LocalSessionStore } from '../../src/adapters/local/local-session-store';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { RecordingLogger } from '../support/recording-logger';

// Issue 20, item 3: with storage full, a login showed 'Login Successful' while no session was saved.
describe('LocalSessionStore with storage that refuses writes', () => {
  const full = () => {
    const storage = window.localStorage;
    return {
      getItem: (key: string) => storage.getItem(key),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
  };

  it('throws at logIn, and nobody is logged in', () => {
    const store = new LocalSessionStore(full(), new RecordingLogger());
    expect(() => store.logIn({ phone: '9876543210', name: 'Asha' })).toThrow(StorageWriteError);
    expect(store.isLoggedIn()).toBe(false);
  });

  it('throws at logOut, and tells the listeners (what they read is what is stored)', () => {
    const store = new LocalSessionStore(full(), new RecordingLogger());
    let told = 0;
    store.subscribe(() => told++);
    expect(() => store.logOut()).toThrow(StorageWriteError);
    expect(told).toBe(1);
  });
});
