import { inject, injectable } from 'inversify';
import { SIGN_INS_SHOWN } from '../../domain/admin/sign-in-log';
import { AccountSessionService } from '../sign-in/account-session-service';
import { ADMIN_SIGN_IN_LOG, type AdminSignInLog, type ListedSignIn } from '../ports/admin-sign-in-log';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { AdminAuthority } from './admin-authority';
import { ADMIN_ONLY, type AdminOnly } from '../outcomes';

export type AccessLogOutcome = { readonly kind: 'ok'; readonly signIns: ListedSignIn[] } | AdminOnly;
export type EndSignInOutcome = { readonly kind: 'ok' } | AdminOnly;

// One listing at a time per log, so that two loads at once (a double mount) record one sign-in, not two.
const listings = new WeakMap<AdminSignInLog, Promise<unknown>>();

/**
 * The Access Logs: the admin's sign-ins, and ending one (the current one logs this browser out).
 * For the admin only (AdminAuthority): anyone else is answered 'admin-only'.
 */
@injectable()
export class AccessLogService {
  constructor(
    @inject(ADMIN_SIGN_IN_LOG) private readonly signIns: AdminSignInLog,
    @inject(AccountSessionService) private readonly session: AccountSessionService,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
  ) {}

  /**
   * The newest sign-ins, the signed-in admin's current one among them, marked `current`, however the
   * session began. The login records it; a session it did not record (begun at sign-up, or restored
   * from before with no record here) is recorded when the log is first read in it.
   */
  async recent(limit = SIGN_INS_SHOWN): Promise<AccessLogOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    const listing = (listings.get(this.signIns) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => this.listWithCurrent(limit));
    listings.set(this.signIns, listing);
    return { kind: 'ok', signIns: await listing };
  }

  /** Ends `signIn`; throws when the log could not end it (nothing ended). */
  async signOut(signIn: ListedSignIn): Promise<EndSignInOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    await this.signIns.end(signIn.id, this.clock.now());
    if (signIn.current) this.session.logOut();
    return { kind: 'ok' };
  }

  private async listWithCurrent(limit: number): Promise<ListedSignIn[]> {
    const listed = await this.signIns.recent(limit);
    // The admin is checked (recent): only a session already listed, or a list of none, records nothing.
    if (limit <= 0 || listed.some((signIn) => signIn.current)) return listed;
    // As at the login, the log is a record, not a lock: one that cannot be written still lists the rest.
    try {
      await this.signIns.record(this.clock.now());
    } catch (error) {
      this.logger.warn('The current admin session could not be recorded in the access log.', error);
      return listed;
    }
    return this.signIns.recent(limit);
  }
}
