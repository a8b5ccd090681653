import { describe, expect, it } from 'vitest';
import type { AssuranceLevel, CurrentUser, SessionStore } from '../../src/application/ports/session-store';

const ASHA = { phone: '9876543210', name: 'Asha' };

/** A store under test, and how its backend's login makes a session. */
export interface SessionStoreSubject {
  readonly session: SessionStore;
  /**
   * Logs a user in as this backend's login does (with the account it keeps, where it keeps
   * accounts: the local `users` map, Supabase Auth), having established `assurance`; answers who.
   */
  logInAsTheLoginDoes(assurance: AssuranceLevel): Promise<CurrentUser>;
}

/**
 * What every SessionStore adapter must do; `create` starts logged out. It may be async for a store
 * that must restore its session before the first read (Supabase's `ready()`); the reads stay
 * synchronous. `forgeries`: the ways this backend's session could be made without its login, each
 * by name; each must be no session for `verify` (the admin gate and the admin use cases ask it).
 */
export function sessionStoreContract<S extends SessionStoreSubject>(
  name: string,
  create: () => S | Promise<S>,
  forgeries: Readonly<Record<string, (subject: S) => Promise<void>>> = {},
) {
  describe(`${name} — SessionStore contract`, () => {
    it('starts logged out', async () => {
      const { session } = await create();
      expect(session.isLoggedIn()).toBe(false);
      expect(session.currentUser()).toBeUndefined();
      expect(await session.verify()).toBeUndefined();
    });

    it('logs in and out', async () => {
      const { session } = await create();
      session.logIn(ASHA);
      expect(session.isLoggedIn()).toBe(true);
      expect(session.currentUser()).toMatchObject(ASHA);
      session.logOut();
      expect(session.isLoggedIn()).toBe(false);
      expect(session.currentUser()).toBeUndefined();
    });

    it('keeps the phone and the name of who logged in (with a role where the backend keeps one), never more', async () => {
      const { session } = await create();
      session.logIn({ ...ASHA, password: 'secret1' } as typeof ASHA);
      const { role, ...holder } = session.currentUser() ?? {};
      expect(holder).toEqual(ASHA);
      expect([undefined, 'user']).toContain(role);
    });

    it('calls every subscriber after each change, until it unsubscribes', async () => {
      const { session } = await create();
      const first: boolean[] = [];
      const second: boolean[] = [];
      const unsubscribe = session.subscribe(() => first.push(session.isLoggedIn()));
      session.subscribe(() => second.push(session.isLoggedIn()));
      session.logIn(ASHA);
      session.logOut();
      unsubscribe();
      session.logIn(ASHA);
      expect(first).toEqual([true, false]);
      expect(second).toEqual([true, false, true]);
    });

    for (const assurance of ['password', 'password-and-code'] as const) {
      it(`vouches for the session its login made, with what that login established ('${assurance}')`, async () => {
        const subject = await create();
        const user = await subject.logInAsTheLoginDoes(assurance);
        const verified = await subject.session.verify();
        expect(verified?.user).toMatchObject({ phone: user.phone, name: user.name });
        expect(verified?.assurance).toBe(assurance);
      });
    }

    it('vouches for nothing once logged out', async () => {
      const subject = await create();
      await subject.logInAsTheLoginDoes('password-and-code');
      subject.session.logOut();
      expect(await subject.session.verify()).toBeUndefined();
    });

    for (const [forgery, forge] of Object.entries(forgeries)) {
      it(`a forged session is no session: ${forgery}`, async () => {
        const subject = await create();
        await forge(subject);
        expect(await subject.session.verify()).toBeUndefined();
      });
    }
  });
}
