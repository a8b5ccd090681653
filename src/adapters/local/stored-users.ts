import { z } from 'zod/mini';
import type { StoredUser } from '../../application/ports/user-repository';
import { isEncodedPasswordHash } from '../../domain/sign-in/password-hash-format';

/**
 * One record of the `users` map as it may be found: ours `{ name, phone, registeredAt, passwordHash }`;
 * the spec's `{ name, password, phone, registeredAt }` (password in plain text); or the oldest,
 * keyed by username, `{ name, registeredAt, password? }` without a phone.
 */
const storedUserRecordSchema = z.object({
  name: z.string().check(z.regex(/\S/)),
  phone: z.optional(z.string()),
  registeredAt: z.optional(z.string()),
  passwordHash: z.optional(z.string().check(z.refine(isEncodedPasswordHash))),
  password: z.optional(z.string()),
});

const TEN_DIGITS = /^\d{10}$/;

export type StoredUserEntry =
  /** A user who can log in. */
  | { readonly kind: 'user'; readonly user: StoredUser }
  /** A legacy record without a password: nobody can log in with it, but its name stays taken. */
  | { readonly kind: 'no-password'; readonly name: string }
  | { readonly kind: 'unreadable' };

/** The user a record of the map holds; `key` is its key in the map (a phone, or a legacy username). */
export function parseStoredUser(key: string, value: unknown): StoredUserEntry {
  const parsed = storedUserRecordSchema.safeParse(value);
  if (!parsed.success) return { kind: 'unreadable' };
  const { name, phone, registeredAt = '', passwordHash, password } = parsed.data;
  const base = { name, phone: phone && TEN_DIGITS.test(phone) ? phone : TEN_DIGITS.test(key) ? key : '', registeredAt };
  if (passwordHash !== undefined) return { kind: 'user', user: { ...base, password: { kind: 'hash', encoded: passwordHash } } };
  if (password !== undefined) return { kind: 'user', user: { ...base, password: { kind: 'legacy-plain', password } } };
  return { kind: 'no-password', name };
}

/** The name a record claims, read leniently: even an otherwise unreadable record keeps its name taken. */
export function claimedName(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { name } = value as { name?: unknown };
  return typeof name === 'string' ? name : undefined;
}

/** The phone a record claims, read leniently (see claimedName). */
export function claimedPhone(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { phone } = value as { phone?: unknown };
  return typeof phone === 'string' ? phone : undefined;
}
