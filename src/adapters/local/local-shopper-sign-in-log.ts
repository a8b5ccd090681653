import { z } from 'zod/mini';
import type { Logger } from '../../application/ports/logger';
import type { ShopperSignInLog } from '../../application/ports/shopper-sign-in-log';
import { writeItem } from './guarded-storage';

export const SHOPPER_SIGN_INS_KEY = 'shopperSignIns';

/** The shape this version writes; another version's record is unreadable here, not guessed at. */
const RECORD_VERSION = 1;

const recordSchema = z.object({ version: z.literal(RECORD_VERSION), lastSignIn: z.record(z.string(), z.unknown()) });
const ownerSchema = z.string().check(z.minLength(1), z.maxLength(100));
const timeSchema = z.int().check(z.nonnegative());

/**
 * Each shopper's last login on this browser under `shopperSignIns`, as
 * `{ version: 1, lastSignIn: { <owner>: <epoch ms> } }`: one entry per account (keyed by phone, as
 * the orders are), so it grows with the accounts, not with the logins.
 *
 * Storage that cannot be read at all (a browser refusing it) rejects, so that the dashboard says it
 * cannot show its figures rather than a wrong one. A record that reads but is not this shape
 * (tampered, another version's) never stops the dashboard: its unreadable entries, or all of it, are
 * left out with a warning, and the next login writes it afresh with what was readable. This is one
 * browser's own data, which whoever can tamper with it can also change the orders of; the figure
 * still counts every shopper who ordered, and the console says what was left out.
 *
 * Two tabs logging in at the same instant may keep only one of the two logins (no cross-tab lock):
 * the other shopper's next login puts them back. A record, not a lock, as the Access Logs are.
 */
export class LocalShopperSignInLog implements ShopperSignInLog {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
  ) {}

  async record(owner: string, time: number): Promise<void> {
    const lastSignIn = this.read();
    lastSignIn.set(owner, Math.max(time, lastSignIn.get(owner) ?? time));
    const record = { version: RECORD_VERSION, lastSignIn: Object.fromEntries(lastSignIn) };
    writeItem(this.storage, SHOPPER_SIGN_INS_KEY, JSON.stringify(record), "The shopper's login");
  }

  async signedInSince(since: number): Promise<readonly string[]> {
    return [...this.read()].filter(([, time]) => time >= since).map(([owner]) => owner);
  }

  /** The readable entries (a Map: an owner is never taken for an object's own key); throws when the storage itself cannot be read. */
  private read(): Map<string, number> {
    let raw: string | null;
    try {
      raw = this.storage.getItem(SHOPPER_SIGN_INS_KEY);
    } catch (cause) {
      throw new Error("The shoppers' logins could not be read: browser storage is unavailable.", { cause });
    }
    if (raw === null) return new Map();
    const record = recordSchema.safeParse(parseJson(raw));
    if (!record.success) {
      this.logger.warn(`The stored shopper logins under "${SHOPPER_SIGN_INS_KEY}" are unreadable; counting none until the next login.`);
      return new Map();
    }
    const kept = new Map<string, number>();
    let leftOut = 0;
    for (const [owner, time] of Object.entries(record.data.lastSignIn)) {
      if (ownerSchema.safeParse(owner).success && timeSchema.safeParse(time).success) kept.set(owner, time as number);
      else leftOut += 1;
    }
    if (leftOut > 0) this.logger.warn(`${leftOut} stored shopper login(s) under "${SHOPPER_SIGN_INS_KEY}" are unreadable and not counted.`);
    return kept;
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
