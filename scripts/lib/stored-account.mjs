// A local-backend account as a sign-up stores it, for tests and reports that start signed up: the
// password hashed (PBKDF2-SHA256) at a cheap count. The count travels with the hash and the login
// verifies whatever count it names, so logging in through the form takes milliseconds, not the
// second (several on a busy machine) that the store's 600,000 rounds take.
import { pbkdf2Sync } from 'node:crypto';

const ITERATIONS = 1_000;

/**
 * @param {{ name: string, phone: string, password: string }} user
 * @returns {Record<string, string>} the record the `users` map keeps under the phone number
 */
export function storedAccount(user) {
  const salt = Buffer.from(`fashion-zone-e2e-${user.phone}`);
  const hash = pbkdf2Sync(user.password, salt, ITERATIONS, 32, 'sha256');
  return {
    name: user.name,
    phone: user.phone,
    registeredAt: '2026-01-02T03:04:05.000Z',
    passwordHash: `pbkdf2-sha256$${ITERATIONS}$${salt.toString('base64')}$${hash.toString('base64')}`,
  };
}
