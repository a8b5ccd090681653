import type { AssuranceLevel } from '../../domain/session/assurance';
import { nameKey } from '../../domain/sign-in/account';

/**
 * The session a login recorded with its account: a field `session: { id, assurance }` of the
 * account's record in the `users` map (LocalUserRepository keeps every field it does not know). The
 * local session names its id; a session whose id its account does not hold is no session.
 *
 * Checked by hand, not with the schema of stored-users.ts: the session store is on every page, and
 * this keeps the validation library out of the storefront's first download.
 */
export const USERS_KEY = 'users';

export interface AccountSession {
  readonly id: string;
  readonly assurance: AssuranceLevel;
}

/** 128 random bits, as 32 lower-case hex digits. */
export const SESSION_ID_BYTES = 16;
const SESSION_ID = /^[0-9a-f]{32}$/;
const TEN_DIGITS = /^\d{10}$/;
const LEVELS: readonly string[] = ['password', 'password-and-code'] satisfies AssuranceLevel[];

export function sessionIdFrom(bytes: Uint8Array): string {
  if (bytes.length !== SESSION_ID_BYTES) throw new Error(`A session id takes ${SESSION_ID_BYTES} random bytes.`);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}

type RawUsers = Record<string, unknown>;
type RawRecord = Record<string, unknown>;

/** The account named `name` (names are unique, in any case): its key in the map, its record and its phone. */
export interface FoundAccount {
  readonly key: string;
  readonly record: RawRecord;
  /** As LocalUserRepository reads it: the record's phone, else its key, when ten digits; else ''. */
  readonly phone: string;
  readonly session: AccountSession | undefined;
}

/** Parses the `users` map's text; undefined when it is not a map. */
export function parseUsers(text: string | null): RawUsers | undefined {
  if (text === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as RawUsers;
  } catch {
    // Not JSON: no map.
  }
  return undefined;
}

export function findAccount(users: RawUsers, name: string): FoundAccount | undefined {
  const wanted = nameKey(name);
  for (const [key, value] of Object.entries(users)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    const record = value as RawRecord;
    if (typeof record.name !== 'string' || nameKey(record.name) !== wanted) continue;
    const phone = typeof record.phone === 'string' && TEN_DIGITS.test(record.phone) ? record.phone : TEN_DIGITS.test(key) ? key : '';
    return { key, record, phone, session: accountSession(record.session) };
  }
  return undefined;
}

function accountSession(value: unknown): AccountSession | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, assurance } = value as Record<string, unknown>;
  if (!isSessionId(id) || typeof assurance !== 'string' || !LEVELS.includes(assurance)) return undefined;
  return { id, assurance: assurance as AssuranceLevel };
}

/** The map with `account`'s record holding `session` (or none), every other record as it was. */
export function withAccountSession(users: RawUsers, account: FoundAccount, session: AccountSession | undefined): RawUsers {
  const { session: _previous, ...rest } = account.record;
  return { ...users, [account.key]: session ? { ...rest, session: { id: session.id, assurance: session.assurance } } : rest };
}
