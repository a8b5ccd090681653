import { isAdmin, type AccountHolder } from '../../domain/sign-in/account';
import { checkTotp, newTotpSecret, TOTP_SECRET_BYTES, totpUri } from '../../domain/sign-in/totp';
import type { Clock } from '../ports/clock';
import type { RandomSource } from '../ports/random-source';
import type { ConfirmSetupOutcome, DisableOutcome, SecondFactor, SecondFactorCheck, SecondFactorSetup, SecondFactorStatus } from '../ports/second-factor';
import type { TwoFactorSecretStore } from '../ports/two-factor-secret-store';

/**
 * The local backend's second factor: the admin's TOTP secret on this browser (spec §3), checked by
 * the domain's TOTP rule; each accepted step is recorded, so that a code is good once.
 *
 * Built by hand where the SECOND_FACTOR port is bound (src/composition/modules/sign-in.module.ts),
 * not resolved by decorators: a lazily loaded chunk that imports the CLOCK token makes rolldown
 * split shared modules out of the entry chunk (more bytes and requests on every first load), and
 * this class travels in such a chunk.
 */
export class TotpSecondFactor implements SecondFactor {
  constructor(
    private readonly secrets: TwoFactorSecretStore,
    private readonly clock: Clock,
    private readonly random: RandomSource,
  ) {}

  async status(user: AccountHolder): Promise<SecondFactorStatus> {
    if (!isAdmin(user)) return 'off';
    const stored = this.secrets.read();
    return stored.kind === 'enabled' ? 'on' : stored.kind === 'none' ? 'off' : 'unreadable';
  }

  async verify(user: AccountHolder, code: string): Promise<SecondFactorCheck> {
    if (!isAdmin(user)) return 'not-set-up';
    const stored = this.secrets.read();
    if (stored.kind !== 'enabled') return stored.kind === 'none' ? 'not-set-up' : 'unreadable';
    const { record } = stored;
    const check = checkTotp(record.secret, code, this.clock.now(), record.lastUsedStep);
    if (!check.ok) return check.reason;
    this.secrets.write({ secret: record.secret, lastUsedStep: check.step });
    return 'ok';
  }

  async startSetup(user: AccountHolder): Promise<SecondFactorSetup> {
    if (!isAdmin(user)) throw new Error('Only the admin sets up two-factor authentication.');
    // Over an unreadable record a new setup would replace it: that reset is the maintainer's.
    if (this.secrets.read().kind === 'unreadable') throw new Error('The two-factor record is unreadable: the maintainer resets it.');
    const secret = newTotpSecret(this.random.bytes(TOTP_SECRET_BYTES));
    this.secrets.writePending(secret);
    return { secret, uri: totpUri(secret) };
  }

  async confirmSetup(user: AccountHolder, code: string): Promise<ConfirmSetupOutcome> {
    const pending = isAdmin(user) ? this.secrets.readPending() : undefined;
    if (!pending) return 'not-started';
    const check = checkTotp(pending, code, this.clock.now());
    if (!check.ok) return 'invalid';
    // The step that confirmed the setup is spent: the same code cannot also pass the next login.
    this.secrets.write({ secret: pending, lastUsedStep: check.step });
    this.secrets.writePending(undefined);
    return 'enabled';
  }

  async disable(user: AccountHolder, code: string): Promise<DisableOutcome> {
    const check = await this.verify(user, code);
    if (check !== 'ok') return check;
    this.secrets.clear();
    return 'disabled';
  }
}
