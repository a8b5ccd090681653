import { describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY, IS_LOGGED_IN_KEY, LocalSessionStore } from '../../src/adapters/local/local-session-store';
import { RETURN_PATH_KEY, SessionReturnPathStore } from '../../src/adapters/local/session-return-path-store';
import { MemorySessionStore } from '../../src/adapters/memory/memory-session-store';
import { RecordingLogger } from '../support/recording-logger';
import { sessionStoreContract } from './session-store.contract';

sessionStoreContract('MemorySessionStore', () => new MemorySessionStore());
sessionStoreContract('LocalSessionStore', () => new LocalSessionStore(localStorage, new RecordingLogger(), window));

const ASHA = { phone: '9876543210', name: 'Asha' };

describe('LocalSessionStore', () => {
  it("keeps the spec's keys: isLoggedIn 'true' and currentUser {phone, name}", () => {
    new LocalSessionStore(localStorage).logIn(ASHA);
    expect(localStorage.getItem(IS_LOGGED_IN_KEY)).toBe('true');
    expect(JSON.parse(localStorage.getItem(CURRENT_USER_KEY)!)).toEqual(ASHA);
    new LocalSessionStore(localStorage).logOut();
    expect(localStorage.getItem(IS_LOGGED_IN_KEY)).toBeNull();
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });

  it('is logged in only when isLoggedIn is the string true', () => {
    const session = new LocalSessionStore(localStorage);
    expect(session.isLoggedIn()).toBe(false);
    localStorage.setItem(IS_LOGGED_IN_KEY, 'true');
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(ASHA));
    expect(session.isLoggedIn()).toBe(true);
    expect(session.currentUser()).toEqual(ASHA);
    localStorage.setItem(IS_LOGGED_IN_KEY, 'yes');
    expect(session.isLoggedIn()).toBe(false);
  });

  it('treats a tampered currentUser as logged out, with a warning', () => {
    localStorage.setItem(IS_LOGGED_IN_KEY, 'true');
    for (const tampered of ['{not json', JSON.stringify({ name: 42 }), JSON.stringify({ phone: '1', name: '' }), 'null']) {
      localStorage.setItem(CURRENT_USER_KEY, tampered);
      const logger = new RecordingLogger();
      const session = new LocalSessionStore(localStorage, logger);
      expect(session.isLoggedIn(), tampered).toBe(false);
      expect(session.currentUser()).toBeUndefined();
      expect(logger.warnings.length).toBeGreaterThan(0);
    }
  });

  it('treats isLoggedIn without a currentUser as logged out, with a warning', () => {
    localStorage.setItem(IS_LOGGED_IN_KEY, 'true');
    const logger = new RecordingLogger();
    expect(new LocalSessionStore(localStorage, logger).currentUser()).toBeUndefined();
    expect(logger.warnings).toEqual(['The session says logged in but names no user: treated as logged out.']);
  });

  it("tells subscribers when another tab logs in or out (the window's storage event)", () => {
    const session = new LocalSessionStore(localStorage, new RecordingLogger(), window);
    const seen: (string | undefined)[] = [];
    session.subscribe(() => seen.push(session.currentUser()?.name));
    // Another tab writes the storage; this tab hears of it through a storage event.
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(ASHA));
    localStorage.setItem(IS_LOGGED_IN_KEY, 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: IS_LOGGED_IN_KEY, newValue: 'true' }));
    localStorage.removeItem(IS_LOGGED_IN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(seen).toEqual(['Asha', undefined]);
  });

  it('ignores storage events for other keys', () => {
    const session = new LocalSessionStore(localStorage, new RecordingLogger(), window);
    let calls = 0;
    session.subscribe(() => calls++);
    window.dispatchEvent(new StorageEvent('storage', { key: 'product-storage' }));
    expect(calls).toBe(0);
  });
});

describe('SessionReturnPathStore', () => {
  it('keeps returnPath in sessionStorage and hands it out once', () => {
    const store = new SessionReturnPathStore(sessionStorage);
    store.save('/product/3');
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/product/3');
    expect(store.take()).toBe('/product/3');
    expect(store.take()).toBeUndefined();
  });
});
