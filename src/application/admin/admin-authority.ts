import { inject, injectable } from 'inversify';
import { isAdmin, type AccountHolder } from '../../domain/sign-in/account';
import { LOGGER, type Logger } from '../ports/logger';
import { SECOND_FACTOR, type SecondFactor, type SecondFactorStatus } from '../ports/second-factor';
import { SESSION_STORE, type SessionStore, type VerifiedSession } from '../ports/session-store';
import { LOGIN_REQUIRED, UNAVAILABLE, type LoginRequired, type Unavailable } from '../outcomes';

/** Whether the admin is there to act: the admin, or why not. */
export type AdminCheck =
  | { readonly kind: 'ok'; readonly admin: AccountHolder }
  /** Nobody is logged in, the session is not one a login made, or it is someone else's. */
  | LoginRequired
  /** The admin's two-factor is on, but this session passed the password alone. */
  | { readonly kind: 'code-required' }
  /** The admin's two-factor record cannot be read: refused (fail closed) until the maintainer resets it. */
  | { readonly kind: 'second-factor-unreadable' }
  /** The session or the second factor could not be checked (a backend out of reach): refused. */
  | Unavailable;

/**
 * The one answer to "is the admin here?", asked by the admin gate and by every admin use case
 * before it reads or changes anything. Not what the pages show (`currentUser()`), but the session
 * its backend vouches for (`SessionStore.verify`: made by a login, matching its account's record),
 * held by the admin (the name rule, or Supabase's role), at the assurance the admin's two-factor
 * asks for: with two-factor on, the password and the code.
 */
@injectable()
export class AdminAuthority {
  constructor(
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(SECOND_FACTOR) private readonly secondFactor: SecondFactor,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  async requireAdmin(): Promise<AdminCheck> {
    let verified: VerifiedSession | undefined;
    let twoFactor: SecondFactorStatus;
    try {
      verified = await this.session.verify();
      if (!verified || !isAdmin(verified.user)) return LOGIN_REQUIRED;
      twoFactor = await this.secondFactor.status(verified.user);
    } catch (error) {
      this.logger.warn('The admin session could not be checked: refused.', error);
      return UNAVAILABLE;
    }
    if (twoFactor === 'unreadable') return { kind: 'second-factor-unreadable' };
    if (twoFactor !== 'off' && verified.assurance !== 'password-and-code') return { kind: 'code-required' };
    return { kind: 'ok', admin: verified.user };
  }

  /** The admin, or undefined for every refusal (what an admin use case needs to know). */
  async admin(): Promise<AccountHolder | undefined> {
    const check = await this.requireAdmin();
    return check.kind === 'ok' ? check.admin : undefined;
  }
}
