import { describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { CURRENT_USER_KEY, IS_LOGGED_IN_KEY, LocalSessionStore } from '../../src/adapters/local/local-session-store';
import { USERS_KEY } from '../../src/adapters/local/local-user-repository';
import { RETURN_PATH_KEY, SessionReturnPathStore } from '../../src/adapters/local/session-return-path-store';
import { MemorySessionStore } from '../../src/adapters/memory/memory-session-store';
import { MapStorage } from '../support/map-storage';
import { RecordingLogger } from '../support/recording-logger';
import { sessionStoreContract, type SessionStoreSubject } from './session-store.contract';

const ASHA = { phone: '9876543210', name: 'Asha' };
const ADMIN = { phone: '9000000001', name: 'admin' };
const REGISTERED_AT = '2026-01-02T03:04:05.000Z';
const HASH = 'pbkdf2-sha256$600$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=';

/** The `users` map as the sign-up leaves it: the admin and Asha, keyed by phone. */
function accountsJson(): string {
  return JSON.stringify(Object.fromEntries([ADMIN, ASHA].map((u) => [u.phone, { ...u, registeredAt: REGISTERED_AT, passwordHash: HASH }])));
}

function registerAccounts(): void {
  localStorage.setItem(USERS_KEY, accountsJson());
}

/** Storage that refuses every write once `refusing` (full). */
class RefusingStorage extends MapStorage {
  refusing = false;
  override setItem(key: string, value: string): void {
    if (this.refusing) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    super.setItem(key, value);
  }
}

function storedSession(): { phone: string; name: string; session: string } {
  return JSON.parse(localStorage.getItem(CURRENT_USER_KEY)!) as { phone: string; name: string; session: string };
}

function writeKeys(currentUser: object): void {
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(currentUser));
  localStorage.setItem(IS_LOGGED_IN_KEY, 'true');
}

sessionStoreContract('MemorySessionStore', () => {
  const session = new MemorySessionStore();
  return {
    session,
    logInAsTheLoginDoes: async (assurance) => {
      session.logIn(ASHA, assurance);
      return ASHA;
    },
  };
});

sessionStoreContract(
  'LocalSessionStore',
  (): SessionStoreSubject => {
    const session = new LocalSessionStore(localStorage, new RecordingLogger(), window);
    registerAccounts();
    return {
      session,
      // The login checks the password against the account in `users`, then logs its holder in.
      logInAsTheLoginDoes: async (assurance) => {
        session.logIn(ADMIN, assurance);
        return ADMIN;
      },
    };
  },
  {
    'isLoggedIn and a currentUser named admin written by hand, the account stored': async () => writeKeys(ADMIN),
    'a currentUser naming a session id its account does not hold': async ({ session }) => {
      session.logIn(ADMIN);
      writeKeys({ ...storedSession(), session: '0123456789abcdef0123456789abcdef' });
    },
    "a record whose account holds another id (a shopper's session, renamed admin)": async ({ session }) => {
      session.logIn(ASHA);
      writeKeys({ ...storedSession(), ...ADMIN });
    },
    "the account's id, under another phone": async ({ session }) => {
      session.logIn(ADMIN);
      writeKeys({ ...storedSession(), phone: ASHA.phone });
    },
    'the keys of a session that was logged out, written back': async ({ session }) => {
      session.logIn(ADMIN, 'password-and-code');
      const ended = storedSession();
      session.logOut();
      writeKeys(ended);
    },
    'a session with no account to record it with': async ({ session }) => {
      localStorage.removeItem(USERS_KEY);
      session.logIn(ADMIN, 'password-and-code');
    },
  },
);

describe('LocalSessionStore', () => {
  it("keeps the spec's keys: isLoggedIn 'true' and currentUser {phone, name} (with the session's id)", () => {
    new LocalSessionStore(localStorage).logIn(ASHA);
    expect(localStorage.getItem(IS_LOGGED_IN_KEY)).toBe('true');
    expect(JSON.parse(localStorage.getItem(CURRENT_USER_KEY)!)).toEqual({ ...ASHA, session: expect.stringMatching(/^[0-9a-f]{32}$/) });
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

describe('LocalSessionStore: the session recorded with the account', () => {
  it('a login draws a new random id (128 bits) and records it with the account, with its assurance; every other record and field kept', () => {
    registerAccounts();
    const session = new LocalSessionStore(localStorage);
    session.logIn(ADMIN, 'password-and-code');
    const first = storedSession().session;
    const users = JSON.parse(localStorage.getItem(USERS_KEY)!) as Record<string, Record<string, unknown>>;
    expect(users[ADMIN.phone]).toEqual({ ...ADMIN, registeredAt: REGISTERED_AT, passwordHash: HASH, session: { id: first, assurance: 'password-and-code' } });
    expect(users[ASHA.phone]).toEqual({ ...ASHA, registeredAt: REGISTERED_AT, passwordHash: HASH });
    session.logIn(ADMIN);
    expect(storedSession().session).not.toBe(first);
    expect(storedSession().session).toMatch(/^[0-9a-f]{32}$/);
  });

  it('draws the id from the random source it is given', async () => {
    registerAccounts();
    const session = new LocalSessionStore(localStorage, undefined, undefined, { bytes: (n) => new Uint8Array(n).fill(0xab) });
    session.logIn(ADMIN);
    expect(storedSession().session).toBe('ab'.repeat(16));
    expect(await session.verify()).toEqual({ user: ADMIN, assurance: 'password' });
  });

  it("a logout forgets the account's session, so its id opens nothing afterwards", () => {
    registerAccounts();
    const session = new LocalSessionStore(localStorage);
    session.logIn(ADMIN);
    session.logOut();
    const users = JSON.parse(localStorage.getItem(USERS_KEY)!) as Record<string, Record<string, unknown>>;
    expect(users[ADMIN.phone]).not.toHaveProperty('session');
  });

  it("a forged session still shows in the pages (the header reads the keys), but is no session for verify, with a warning", async () => {
    registerAccounts();
    writeKeys(ADMIN);
    const logger = new RecordingLogger();
    const session = new LocalSessionStore(localStorage, logger);
    expect(session.currentUser()).toEqual(ADMIN);
    expect(await session.verify()).toBeUndefined();
    expect(logger.warnings).toEqual(['The stored session is not one its account recorded at a login: treated as no session.']);
  });

  it('throws StorageWriteError when storage refuses the login, leaving nobody logged in (the session before ended first)', () => {
    const storage = new RefusingStorage();
    storage.setItem(USERS_KEY, accountsJson());
    const session = new LocalSessionStore(storage);
    session.logIn(ASHA);
    storage.refusing = true;
    expect(() => session.logIn(ADMIN)).toThrow(StorageWriteError);
    expect(session.isLoggedIn()).toBe(false);
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
