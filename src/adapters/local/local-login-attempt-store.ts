import { z } from 'zod/mini';
import type { Logger } from '../../application/ports/logger';
import type { LoginAttempts, LoginAttemptStore } from '../../application/ports/login-attempts';
import { readItem } from './guarded-storage';

export const LOGIN_ATTEMPTS_KEY = 'loginAttempts';
/**
 * Names tried are kept at most this many (the oldest written go first), so that trying thousands of
 * made-up names cannot fill the browser's storage.
 */
export const MAX_NAMES = 500;

const attemptsSchema = z.object({
  failures: z.int().check(z.nonnegative()),
  blockedUntil: z.optional(z.number().check(z.nonnegative())),
});
const attemptsMapSchema = z.record(z.string(), attemptsSchema);

type AttemptsMap = Record<string, LoginAttempts>;

/**
 * Failed logins by name under `loginAttempts`, so that the throttle survives a reload. Unreadable
 * storage counts as no failures (with a warning): the throttle is a brake, not a lock.
 */
export class LocalLoginAttemptStore implements LoginAttemptStore {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
  ) {}

  async read(nameKey: string): Promise<LoginAttempts | undefined> {
    const all = this.readAll();
    return Object.hasOwn(all, nameKey) ? copy(all[nameKey]!) : undefined;
  }

  async write(nameKey: string, attempts: LoginAttempts): Promise<void> {
    const all = this.readAll();
    delete all[nameKey];
    all[nameKey] = copy(attempts);
    const names = Object.keys(all);
    for (const old of names.slice(0, Math.max(0, names.length - MAX_NAMES))) delete all[old];
    this.save(all);
  }

  async clear(nameKey: string): Promise<void> {
    const all = this.readAll();
    if (!Object.hasOwn(all, nameKey)) return;
    delete all[nameKey];
    this.save(all);
  }

  private readAll(): AttemptsMap {
    const raw = readItem(this.storage, LOGIN_ATTEMPTS_KEY, this.logger, 'Browser storage is unavailable: failed logins are not counted.');
    if (raw === null) return {};
    try {
      const parsed = attemptsMapSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return Object.assign(Object.create(null) as AttemptsMap, parsed.data);
    } catch {
      // Reported below, as for a value of the wrong shape.
    }
    this.logger.warn(`The failed logins under "${LOGIN_ATTEMPTS_KEY}" are unreadable: counting from none.`);
    return {};
  }

  private save(all: AttemptsMap): void {
    try {
      this.storage.setItem(LOGIN_ATTEMPTS_KEY, JSON.stringify(all));
    } catch (error) {
      this.logger.warn('Failed logins could not be saved (storage unavailable or full).', error);
    }
  }
}

function copy(attempts: LoginAttempts): LoginAttempts {
  return attempts.blockedUntil === undefined
    ? { failures: attempts.failures }
    : { failures: attempts.failures, blockedUntil: attempts.blockedUntil };
}
