import type { StoredUser } from '../../src/application/ports/user-repository';
import { totpCode } from '../../src/domain/sign-in/totp';
import type { TestContainer } from './test-container';

export const REGISTERED_AT = '2026-01-02T03:04:05.000Z';

/** A stored user with the given fields changed; the password is a legacy plain one unless given. */
export function aStoredUser(overrides: Partial<StoredUser> = {}): StoredUser {
  return { name: 'Asha', phone: '9876543210', registeredAt: REGISTERED_AT, password: { kind: 'legacy-plain', password: 'secret1' }, ...overrides };
}

/** Stores a user whose password is hashed, as a sign-up would. */
export async function addUser(t: TestContainer, name: string, password: string, phone = '9876543210'): Promise<void> {
  const outcome = await t.users.add({ name, phone, registeredAt: REGISTERED_AT, password: { kind: 'hash', encoded: await t.hasher.hash(password) } });
  if (outcome !== 'added') throw new Error(`test user ${name} not added: ${outcome}`);
}

/** A known admin TOTP secret (base32), enabled on this "browser". */
export const ADMIN_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export function enableAdminSecret(t: TestContainer, secret = ADMIN_SECRET): void {
  t.twoFactorSecrets.write({ secret });
}

/** What the admin's authenticator shows now (the test clock's now). */
export function currentCode(t: TestContainer, secret = ADMIN_SECRET): string {
  return totpCode(secret, t.clock.now());
}

/** A six-digit code that is not the current one. */
export function wrongCode(t: TestContainer, secret = ADMIN_SECRET): string {
  return String((Number(currentCode(t, secret)) + 1) % 1_000_000).padStart(6, '0');
}
