import { describe, expect, it } from 'vitest';
import type { SessionStore } from '../../src/application/ports/session-store';

const ASHA = { phone: '9876543210', name: 'Asha' };

/**
 * What every SessionStore adapter must do; `create` starts logged out. It may be async for a store
 * that must restore its session before the first read (Supabase's `ready()`); the reads stay synchronous.
 */
export function sessionStoreContract(name: string, create: () => SessionStore | Promise<SessionStore>) {
  describe(`${name} — SessionStore contract`, () => {
    it('starts logged out', async () => {
      const session = await create();
      expect(session.isLoggedIn()).toBe(false);
      expect(session.currentUser()).toBeUndefined();
    });

    it('logs in and out', async () => {
      const session = await create();
      session.logIn(ASHA);
      expect(session.isLoggedIn()).toBe(true);
      expect(session.currentUser()).toMatchObject(ASHA);
      session.logOut();
      expect(session.isLoggedIn()).toBe(false);
      expect(session.currentUser()).toBeUndefined();
    });

    it('keeps the phone and the name of who logged in (with a role where the backend keeps one), never more', async () => {
      const session = await create();
      session.logIn({ ...ASHA, password: 'secret1' } as typeof ASHA);
      const { role, ...holder } = session.currentUser() ?? {};
      expect(holder).toEqual(ASHA);
      expect([undefined, 'user']).toContain(role);
    });

    it('calls every subscriber after each change, until it unsubscribes', async () => {
      const session = await create();
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
  });
}
