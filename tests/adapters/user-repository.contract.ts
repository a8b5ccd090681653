import { describe, expect, it } from 'vitest';
import type { StoredUser, UserRepository } from '../../src/application/ports/user-repository';

const HASH_A = 'pbkdf2-sha256$600$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
const HASH_B = 'pbkdf2-sha256$600$AQEBAQEBAQEBAQEBAQEBAQ==$AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE=';

const user = (overrides: Partial<StoredUser> = {}): StoredUser => ({
  name: 'Asha',
  phone: '9876543210',
  registeredAt: '2026-01-02T03:04:05.000Z',
  password: { kind: 'hash', encoded: HASH_A },
  ...overrides,
});

/**
 * What every UserRepository adapter must do, through the port only; each adapter's test file runs
 * it with a factory that starts from an empty store.
 */
export function userRepositoryContract(name: string, create: () => UserRepository) {
  describe(`${name} — UserRepository contract`, () => {
    it('finds an added user by name in any case, and by phone', async () => {
      const repo = create();
      expect(await repo.add(user())).toBe('added');
      expect(await repo.findByName('asha')).toEqual(user());
      expect(await repo.findByName(' ASHA ')).toEqual(user());
      expect(await repo.findByPhone('9876543210')).toEqual(user());
    });

    it('counts the accounts', async () => {
      const repo = create();
      expect(await repo.count()).toBe(0);
      await repo.add(user());
      await repo.add(user({ name: 'Ravi', phone: '9876543211' }));
      await repo.add(user({ name: 'ravi', phone: '9876543212' }));
      expect(await repo.count()).toBe(2);
    });

    it('finds nobody in an empty store, or for another name or phone', async () => {
      const repo = create();
      expect(await repo.findByName('Asha')).toBeUndefined();
      await repo.add(user());
      expect(await repo.findByName('Ash')).toBeUndefined();
      expect(await repo.findByPhone('9876543211')).toBeUndefined();
      expect(await repo.findByPhone('')).toBeUndefined();
    });

    it('refuses a name taken in any case, then a phone taken, changing nothing', async () => {
      const repo = create();
      await repo.add(user());
      expect(await repo.add(user({ name: 'aSHA', phone: '9000000000' }))).toBe('name-taken');
      expect(await repo.add(user({ name: 'Ravi' }))).toBe('phone-taken');
      expect(await repo.findByPhone('9000000000')).toBeUndefined();
      expect(await repo.findByName('Ravi')).toBeUndefined();
      expect(await repo.findByName('Asha')).toEqual(user());
    });

    it('keeps many users apart', async () => {
      const repo = create();
      await repo.add(user());
      await repo.add(user({ name: 'Ravi', phone: '9123456780', password: { kind: 'hash', encoded: HASH_B } }));
      expect((await repo.findByName('ravi'))?.phone).toBe('9123456780');
      expect((await repo.findByPhone('9876543210'))?.name).toBe('Asha');
    });

    it("replaces a user's password by name in any case; false for nobody", async () => {
      const repo = create();
      await repo.add(user());
      expect(await repo.setPassword('ASHA', { kind: 'hash', encoded: HASH_B })).toBe(true);
      expect(await repo.findByName('Asha')).toEqual(user({ password: { kind: 'hash', encoded: HASH_B } }));
      expect(await repo.setPassword('Nobody', { kind: 'hash', encoded: HASH_B })).toBe(false);
    });

    it('hands out copies: changing an answer does not change the store', async () => {
      const repo = create();
      await repo.add(user());
      const found = (await repo.findByName('Asha')) as { name: string; password: { encoded: string } };
      found.name = 'Changed';
      found.password.encoded = HASH_B;
      expect(await repo.findByName('Asha')).toEqual(user());
    });
  });
}
