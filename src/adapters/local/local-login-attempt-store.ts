import { z } from 'zod/mini';
import type { Logger } from '../../application/ports/logger';
import type { LoginAttempts, LoginAttemptStore, StoredLoginAttempts } from '../../application/ports/login-attempts';
import { writeItem } from './guarded-storage';

export const LOGIN_ATTEMPTS_KEY = 'loginAttempts';
/**
 * Records kept without a lock, at most this many (the oldest written go first). A record with a lock
 * (`blockedUntil`) is never dropped: pushing it out would unlock its name. Names without an account
 * share one record (the throttle's UNKNOWN_NAMES_KEY), so made-up names do not add records.
 */
export const MAX_NAMES = 500;

const attemptsSchema = z.object({
  failures: z.int().check(z.nonnegative()),
  blockedUntil: z.optional(z.number().check(z.nonnegative())),
});

/** Each key's record as found: readable, or there but unreadable (kept as found, to be written back). */
type Found = { readonly kind: 'readable'; readonly attempts: LoginAttempts } | { readonly kind: 'unreadable'; readonly value: unknown };
type FoundMap = Map<string, Found>;

/**
 * Failed logins by name under `loginAttempts`, so that the throttle survives a reload. Fails closed:
 * a record that is there but unreadable reads 'unreadable' (the login service locks its name), a
 * value that is no map of records at all, or storage that cannot be read, reads 'unreadable' for
 * every name. A write over a value that is no map at all starts a new one: the names it held cannot
 * be told apart (anyone able to write that value could as well have deleted it).
 */
export class LocalLoginAttemptStore implements LoginAttemptStore {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
  ) {}

  async read(nameKey: string): Promise<StoredLoginAttempts> {
    let all: FoundMap | 'unreadable';
    try {
      all = this.readAll();
    } catch (error) {
      this.logger.warn('Browser storage is unavailable: failed logins cannot be read, so logins are refused.', error);
      return 'unreadable';
    }
    if (all === 'unreadable') return 'unreadable';
    const found = all.get(nameKey);
    if (found === undefined) return undefined;
    return found.kind === 'readable' ? copy(found.attempts) : 'unreadable';
  }

  async write(nameKey: string, attempts: LoginAttempts): Promise<void> {
    const all = this.readForChange();
    all.delete(nameKey);
    all.set(nameKey, { kind: 'readable', attempts: copy(attempts) });
    this.save(withoutExcess(all));
  }

  async clear(nameKey: string): Promise<void> {
    const all = this.readForChange();
    if (!all.has(nameKey)) return;
    all.delete(nameKey);
    this.save(all);
  }

  /** The records found; 'unreadable' for a value that is no map of records at all. Throws when storage cannot be read. */
  private readAll(): FoundMap | 'unreadable' {
    const raw = this.storage.getItem(LOGIN_ATTEMPTS_KEY);
    if (raw === null) return new Map();
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      this.logger.warn(`The failed logins under "${LOGIN_ATTEMPTS_KEY}" are unreadable: every name counts as locked until they are written again.`);
      return 'unreadable';
    }
    const all: FoundMap = new Map();
    let unreadable = 0;
    for (const [key, value] of Object.entries(parsed)) {
      const record = attemptsSchema.safeParse(value);
      all.set(key, record.success ? { kind: 'readable', attempts: record.data } : { kind: 'unreadable', value });
      if (!record.success) unreadable++;
    }
    if (unreadable > 0) this.logger.warn(`${unreadable} record(s) of failed logins under "${LOGIN_ATTEMPTS_KEY}" are unreadable: their names count as locked.`);
    return all;
  }

  /** The map to change: a value that is no map at all is replaced by a new one. */
  private readForChange(): FoundMap {
    const all = this.readAll();
    return all === 'unreadable' ? new Map() : all;
  }

  private save(all: FoundMap): void {
    // Unreadable records are written back as found: their names stay locked until written over.
    const out = Object.create(null) as Record<string, unknown>;
    for (const [key, found] of all) out[key] = found.kind === 'readable' ? found.attempts : found.value;
    writeItem(this.storage, LOGIN_ATTEMPTS_KEY, JSON.stringify(out), 'The failed logins');
  }
}

/** The map with its oldest unlocked records dropped down to MAX_NAMES; locked ones are all kept. */
function withoutExcess(all: FoundMap): FoundMap {
  let excess = all.size - MAX_NAMES;
  if (excess <= 0) return all;
  for (const [key, value] of all) {
    if (excess <= 0) break;
    if (value.kind === 'unreadable' || value.attempts.blockedUntil !== undefined) continue;
    all.delete(key);
    excess--;
  }
  return all;
}

function copy(attempts: LoginAttempts): LoginAttempts {
  return attempts.blockedUntil === undefined
    ? { failures: attempts.failures }
    : { failures: attempts.failures, blockedUntil: attempts.blockedUntil };
}
