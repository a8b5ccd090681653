import { inject, injectable } from 'inversify';
import { afterFailure, asReadAt, lockedOut, MAX_WAIT_SECONDS, waitBefore } from '../../domain/sign-in/login-throttle';
import { CLOCK, type Clock } from '../ports/clock';
import { EXCLUSIVE_LOCK, type ExclusiveLock } from '../ports/exclusive-lock';
import { LOGGER, type Logger } from '../ports/logger';
import { LOGIN_ATTEMPT_STORE, LOGIN_ATTEMPTS_LOCK, type LoginAttempts, type LoginAttemptStore } from '../ports/login-attempts';

/** Too many failures for this name: the next try may come in `waitSeconds`. Nothing was checked. */
export type Throttled = { readonly kind: 'throttled'; readonly waitSeconds: number };

/**
 * The try could not be counted (browser storage full or unavailable, or the cross-tab lock refused),
 * so it was not checked: a try that is not counted would let guessing go on without limit.
 */
export type NotRecorded = { readonly kind: 'not-recorded' };

type Counted = { readonly kind: 'counted'; readonly before: LoginAttempts | undefined };

/**
 * The login throttle's bookkeeping, for both steps of a login (the password, the authenticator
 * code): each try is read against the count, counted, checked and settled as one step under the
 * cross-tab lock. The rules (how long to wait, when a count expires) are the domain's
 * (login-throttle); this keeps their record.
 */
@injectable()
export class LoginTryCounter {
  constructor(
    @inject(LOGIN_ATTEMPT_STORE) private readonly attempts: LoginAttemptStore,
    @inject(EXCLUSIVE_LOCK) private readonly lock: ExclusiveLock,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Runs `check` as one try counted against `throttleKey`. The whole try holds the cross-tab lock:
   * the count is read, the try counted as a failure, checked, and settled before the next try (any
   * tab's) reads the count. Counting and checking apart let tries made at once pass one another: a
   * passing password cleared failures that tries still being checked had counted, and more were
   * then checked than the throttle allows (issue 37). A try that cannot be counted is not checked
   * ('not-recorded'). Once checked, an outcome in `failures` keeps its count; 'ok' clears the
   * name's (`clearKey`) failures; any other outcome (the code step comes next, the backend could
   * not answer) gives the count back.
   */
  async asOneTry<T extends { readonly kind: string }>(
    throttleKey: string,
    clearKey: string,
    failures: ReadonlySet<string>,
    check: () => Promise<T>,
  ): Promise<T | Throttled | NotRecorded> {
    let wasCounted = false;
    try {
      return await this.lock.run(LOGIN_ATTEMPTS_LOCK, async () => {
        const counted = await this.countTry(throttleKey);
        if (counted.kind !== 'counted') return counted;
        wasCounted = true;
        const outcome = await this.checkCounted(throttleKey, counted.before, check);
        if (!failures.has(outcome.kind)) await this.settleTry(throttleKey, counted.before, outcome.kind === 'ok' ? clearKey : undefined);
        return outcome;
      });
    } catch (error) {
      // Once counted, an error is the check's (rethrown); before, the try could not be counted.
      if (wasCounted) throw error;
      this.logger.error('The login attempt could not be recorded, so it was not checked.', error);
      return { kind: 'not-recorded' };
    }
  }

  /** The check's outcome; one that throws gives its count back first (the backend could not answer). */
  private async checkCounted<T>(key: string, before: LoginAttempts | undefined, check: () => Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (error) {
      await this.settleTry(key, before, undefined);
      throw error;
    }
  }

  /** Under the lock: the try refused, or counted as a failure before its check. Throws when it cannot be counted. */
  private async countTry(key: string): Promise<Counted | Throttled> {
    const now = this.clock.now();
    const stored = await this.attempts.read(key);
    if (stored === 'unreadable') {
      // Fail closed: a record that cannot be read is the longest lock, kept from now on.
      await this.attempts.write(key, lockedOut(now));
      return { kind: 'throttled', waitSeconds: MAX_WAIT_SECONDS };
    }
    const before = asReadAt(stored, now);
    const wait = waitBefore(before, now);
    if (wait > 0) {
      // A lock ending past the policy's longest is kept at that, so that it ends.
      if (before && before !== stored) await this.keepQuietly(key, before);
      return { kind: 'throttled', waitSeconds: wait };
    }
    const after = afterFailure(before, now);
    await this.attempts.write(key, after);
    return { kind: 'counted', before };
  }

  /**
   * Under the lock, so nothing was counted since: gives the try's failure back (the record goes
   * back to `before`) and clears `clearKey`'s failures (a login that passed). One that cannot be
   * written leaves the try counted (fail closed), with a warning.
   */
  private async settleTry(key: string, before: LoginAttempts | undefined, clearKey: string | undefined): Promise<void> {
    try {
      if (clearKey !== undefined) await this.attempts.clear(clearKey);
      if (clearKey === key) return;
      if (before === undefined) await this.attempts.clear(key);
      else await this.attempts.write(key, before);
    } catch (error) {
      this.logger.warn('A login try could not be given back to the throttle: it stays counted.', error);
    }
  }

  private async keepQuietly(key: string, attempts: LoginAttempts): Promise<void> {
    try {
      await this.attempts.write(key, attempts);
    } catch (error) {
      this.logger.warn('A login lock could not be shortened to the longest wait.', error);
    }
  }
}
