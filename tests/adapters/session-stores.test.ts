import { describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY, IS_LOGGED_IN_KEY, LocalSessionStore } from '../../src/adapters/local/local-session-store';
import { RETURN_PATH_KEY, SessionReturnPathStore } from '../../src/adapters/local/session-return-path-store';

describe('LocalSessionStore', () => {
  it('is logged in only when isLoggedIn is the string true', () => {
    const session = new LocalSessionStore(localStorage);
    expect(session.isLoggedIn()).toBe(false);
    localStorage.setItem(IS_LOGGED_IN_KEY, 'true');
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify({ phone: '9876543210', name: 'Asha' }));
    expect(session.isLoggedIn()).toBe(true);
    expect(session.currentUser()).toEqual({ phone: '9876543210', name: 'Asha' });
    localStorage.setItem(IS_LOGGED_IN_KEY, 'yes');
    expect(session.isLoggedIn()).toBe(false);
  });

  it('treats a tampered currentUser as no user', () => {
    localStorage.setItem(IS_LOGGED_IN_KEY, 'true');
    localStorage.setItem(CURRENT_USER_KEY, '{not json');
    expect(new LocalSessionStore(localStorage).currentUser()).toBeUndefined();
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify({ name: 42 }));
    expect(new LocalSessionStore(localStorage).currentUser()).toBeUndefined();
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
