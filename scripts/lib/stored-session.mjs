// A local-backend session as a login through the form leaves it, written straight into the browser's
// storage: for the browser tests (e2e/account-helpers.ts, signIn) and the route report, which start
// signed in rather than spend a page load on the login form each time. The form itself is tested in
// the accounts specs, and "signIn leaves what the login form leaves" (e2e/accounts-login.spec.ts)
// holds the two side by side.
import { storedAccount } from './stored-account.mjs';

/**
 * @typedef {{ name: string, phone: string, password: string }} Account
 * @typedef {{
 *   flag?: string,
 *   record: { name: string, phone: string, [field: string]: string },
 *   assurance: 'password' | 'password-and-code',
 *   admin: boolean,
 * }} SessionSeed
 */

/**
 * What `writeSession` needs to sign `user` in. The local backend's admin is the account named
 * 'admin'. `flag`: a sessionStorage key that makes the write once per tab (a reload then keeps what
 * the page did since, a logout included).
 * @param {Account} user
 * @param {{ assurance?: SessionSeed['assurance'], flag?: string }} [options]
 * @returns {SessionSeed}
 */
export function sessionSeed(user, { assurance = 'password', flag } = {}) {
  return { flag, record: { ...storedAccount(user), name: user.name, phone: user.phone }, assurance, admin: user.name.toLowerCase() === 'admin' };
}

/**
 * Runs in the page (before its scripts, or on any page of the store's origin): writes what a login
 * through the form leaves (src/adapters/local/local-session-store.ts and the sign-in logs): the
 * account's record in `users` (kept as it is when there is one, else `record`) holding a new session
 * id and its assurance, `currentUser` naming that id, `isLoggedIn`, and the sign-in noted, in the
 * Access Logs for the admin (the sign-ins before it ended) or in the shoppers' last logins.
 * Self-contained: the browser runs its source.
 * @param {SessionSeed} seed
 */
export function writeSession({ flag, record, assurance, admin }) {
  try {
    if (flag) {
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
    }
  } catch {
    return; // A page without storage (about:blank).
  }
  /** @param {string} key */
  const parsed = (key) => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  };
  const stored = parsed('users');
  /** @type {Record<string, Record<string, unknown>>} */
  const users = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  const key = Object.keys(users).find((k) => String(users[k]?.name ?? '').toLowerCase() === record.name.toLowerCase()) ?? record.phone;
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  /** @type {Record<string, unknown>} */
  const account = { ...(users[key] ?? record), session: { id, assurance } };
  const phone = typeof account.phone === 'string' ? account.phone : key;
  localStorage.removeItem('isLoggedIn');
  localStorage.setItem('users', JSON.stringify({ ...users, [key]: account }));
  localStorage.setItem('currentUser', JSON.stringify({ phone, name: account.name, session: id }));
  localStorage.setItem('isLoggedIn', 'true');
  const now = Date.now();
  if (admin) {
    const log = parsed('adminSignIns');
    /** @type {{ endedAt?: number }[]} */
    const before = Array.isArray(log) ? log : [];
    const ended = before.map((entry) => (entry.endedAt === undefined ? { ...entry, endedAt: now } : entry));
    localStorage.setItem('adminSignIns', JSON.stringify([{ id: crypto.randomUUID(), time: now, userAgent: navigator.userAgent }, ...ended]));
  } else {
    const log = parsed('shopperSignIns');
    const lastSignIn = log?.version === 1 && typeof log.lastSignIn === 'object' && log.lastSignIn !== null ? log.lastSignIn : {};
    localStorage.setItem('shopperSignIns', JSON.stringify({ version: 1, lastSignIn: { ...lastSignIn, [phone]: now } }));
  }
}
