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

/**
 * A copy of the records that every tab reads as last written (IndexedDB in the browser). localStorage
 * is not one: a tab's copy of it is updated by a message that can arrive after the cross-tab lock
 * has passed to that tab, which then reads the count before the last try (seen in Chromium: ten
 * tabs at once checked seven passwords instead of five).
 */
export interface SharedItem {
  get(): Promise<string | undefined>;
  set(value: string): Promise<void>;
}

/** Each key's record as found: readable, or there but unreadable (kept as found, to be written back). */
type Found = { readonly kind: 'readable'; readonly attempts: LoginAttempts } | { readonly kind: 'unreadable'; readonly value: unknown };
type FoundMap = Map<string, Found>;

/**
 * Failed logins by name under `loginAttempts`, so that the throttle survives a reload. Fails closed:
 * a record that is there but unreadable reads 'unreadable' (the login service locks its name), a
 * value that is no map of records at all, or storage that cannot be read, reads 'unreadable' for
 * every name. A write over a value that is no map at all starts a new one: the names it held cannot
 * be told apart (anyone able to write that value could as well have deleted it).
 *
 * With a `shared` copy, the records are read from it (from localStorage while it has none yet) and
 * written to both; one that cannot be read or written fails as storage does.
 */
export class LocalLoginAttemptStore implements LoginAttemptStore {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
    private readonly shared?: SharedItem,
  ) {}

  async read(nameKey: string): Promise<StoredLoginAttempts> {
    let all: FoundMap | 'unreadable';
    try {
      all = await this.readAll();
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
    const all = await this.readForChange();
    all.delete(nameKey);
    all.set(nameKey, { kind: 'readable', attempts: copy(attempts) });
    await this.save(withoutExcess(all));
  }

  async clear(nameKey: string): Promise<void> {
    const all = await this.readForChange();
    if (!all.has(nameKey)) return;
    all.delete(nameKey);
    await this.save(all);
  }

  /** The records found; 'unreadable' for a value that is no map of records at all. Throws when storage cannot be read. */
  private async readAll(): Promise<FoundMap | 'unreadable'> {
    const raw = (this.shared ? await this.shared.get() : undefined) ?? this.storage.getItem(LOGIN_ATTEMPTS_KEY);
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
  private async readForChange(): Promise<FoundMap> {
    const all = await this.readAll();
    return all === 'unreadable' ? new Map() : all;
  }

  private async save(all: FoundMap): Promise<void> {
    // Unreadable records are written back as found: their names stay locked until written over.
    const out = Object.create(null) as Record<string, unknown>;
    for (const [key, found] of all) out[key] = found.kind === 'readable' ? found.attempts : found.value;
    const json = JSON.stringify(out);
    writeItem(this.storage, LOGIN_ATTEMPTS_KEY, json, 'The failed logins');
    await this.shared?.set(json);
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
