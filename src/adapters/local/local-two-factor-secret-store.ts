import { z } from 'zod/mini';
import type { Logger } from '../../application/ports/logger';
import { StorageWriteError } from '../../application/ports/storage-errors';
import type { TwoFactorSecretRead, TwoFactorSecretRecord, TwoFactorSecretStore } from '../../application/ports/two-factor-secret-store';
import { readItem, writeItem } from './guarded-storage';

export const TWO_FACTOR_SECRET_KEY = 'adminTwoFactorSecret';
export const TWO_FACTOR_PENDING_KEY = 'adminTwoFactorPending';

/** RFC 4648 base32, at least 80 bits (16 characters), as authenticators accept. */
const base32Secret = z.string().check(z.regex(/^[A-Z2-7]{16,}=*$/));

const recordSchema = z.object({
  secret: base32Secret,
  lastUsedStep: z.optional(z.int().check(z.nonnegative())),
});

/**
 * The admin's TOTP secret on this browser (spec §3: one per browser) as JSON `{ secret,
 * lastUsedStep }`, and the one being set up. A bare base32 string, as an older version stored, is
 * read too. A record that cannot be read is 'unreadable', never 'none': it refuses the admin's login.
 */
export class LocalTwoFactorSecretStore implements TwoFactorSecretStore {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
  ) {}

  read(): TwoFactorSecretRead {
    let raw: string | null;
    try {
      raw = this.storage.getItem(TWO_FACTOR_SECRET_KEY);
    } catch (error) {
      this.logger.error('Browser storage cannot be read: the admin login is refused until it can.', error);
      return { kind: 'unreadable' };
    }
    if (raw === null) return { kind: 'none' };
    const parsed = recordSchema.safeParse(parseJsonOrText(raw));
    if (parsed.success) return { kind: 'enabled', record: withoutUndefined(parsed.data) };
    this.logger.error(`The two-factor record under "${TWO_FACTOR_SECRET_KEY}" is unreadable: the admin login is refused until the maintainer resets it.`);
    return { kind: 'unreadable' };
  }

  write(record: TwoFactorSecretRecord): void {
    this.set(TWO_FACTOR_SECRET_KEY, JSON.stringify(withoutUndefined(record)));
  }

  readPending(): string | undefined {
    const raw = this.get(TWO_FACTOR_PENDING_KEY);
    if (raw === null) return undefined;
    const parsed = base32Secret.safeParse(raw);
    if (parsed.success) return parsed.data;
    this.logger.warn(`The two-factor secret being set up under "${TWO_FACTOR_PENDING_KEY}" is unreadable: setup starts again.`);
    return undefined;
  }

  writePending(secret: string | undefined): void {
    if (secret === undefined) this.remove(TWO_FACTOR_PENDING_KEY);
    else this.set(TWO_FACTOR_PENDING_KEY, secret);
  }

  clear(): void {
    this.remove(TWO_FACTOR_SECRET_KEY);
    this.remove(TWO_FACTOR_PENDING_KEY);
  }

  private get(key: string): string | null {
    return readItem(this.storage, key, this.logger);
  }

  // A secret that was not saved must not look enabled: the caller hears of it.
  private set(key: string, value: string): void {
    writeItem(this.storage, key, value, 'The two-factor secret');
  }

  private remove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch (cause) {
      throw new StorageWriteError('The two-factor secret could not be saved: browser storage is unavailable.', { cause });
    }
  }
}

function parseJsonOrText(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return { secret: raw };
  }
}

function withoutUndefined(record: TwoFactorSecretRecord): TwoFactorSecretRecord {
  return record.lastUsedStep === undefined ? { secret: record.secret } : { secret: record.secret, lastUsedStep: record.lastUsedStep };
}
