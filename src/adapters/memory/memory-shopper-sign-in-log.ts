import type { ShopperSignInLog } from '../../application/ports/shopper-sign-in-log';

/** Each shopper's last login, in memory: for tests and demos. */
export class MemoryShopperSignInLog implements ShopperSignInLog {
  private readonly lastSignIn = new Map<string, number>();

  async record(owner: string, time: number): Promise<void> {
    // The later login stands: a clock set back does not make a shopper's last login older.
    this.lastSignIn.set(owner, Math.max(time, this.lastSignIn.get(owner) ?? time));
  }

  async signedInSince(since: number): Promise<readonly string[]> {
    return [...this.lastSignIn].filter(([, time]) => time >= since).map(([owner]) => owner);
  }
}
