import { inject, injectable } from 'inversify';
import { reaction, runInAction } from 'mobx';
import { AdminAccessService, type AdminAccess } from '../../../application/admin/admin-access-service';
import { NOTIFIER, type Notice, type Notifier } from '../../../application/ports/notifier';
import { makeViewModel } from '../../lib/view-model';
import { SessionState } from '../../stores/session-state';
import { ADMIN_ACCESS_REQUIRED, ADMIN_CHECK_UNAVAILABLE, ADMIN_CODE_REQUIRED, ADMIN_SECOND_FACTOR_UNREADABLE } from '../parts/admin-notices';

/** The gate: still asking, open for the admin, or closed (the visitor goes to log in). */
export type GateState = 'checking' | 'open' | 'closed';

const REFUSALS: Record<Exclude<AdminAccess['kind'], 'ok'>, Notice> = {
  'login-required': ADMIN_ACCESS_REQUIRED,
  'code-required': ADMIN_CODE_REQUIRED,
  'second-factor-unreadable': ADMIN_SECOND_FACTOR_UNREADABLE,
  unavailable: ADMIN_CHECK_UNAVAILABLE,
};

/**
 * The admin gate: who is let in, and what someone turned away is told. It asks AdminAccessService
 * (the session the backend vouches for, not the one the pages show) when the page opens and again
 * at every login and logout, in this tab or another; only the latest answer counts.
 */
@injectable()
export class AdminGateViewModel {
  state: GateState = 'checking';
  private asked = 0;

  constructor(
    @inject(AdminAccessService) private readonly access: AdminAccessService,
    @inject(SessionState) private readonly session: SessionState,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel<this, 'asked'>(this, arguments, { asked: false });
  }

  get allowed(): boolean {
    return this.state === 'open';
  }

  /**
   * Asks for `currentPath` now and at every change of session, until the returned function stops it.
   * Someone turned away has `currentPath` kept for after the login, and is told why.
   */
  follow(currentPath: string): () => void {
    const stop = reaction(
      () => this.session.user,
      () => void this.check(currentPath),
      { fireImmediately: true },
    );
    return () => {
      stop();
      this.asked += 1;
    };
  }

  private async check(currentPath: string): Promise<void> {
    const asked = ++this.asked;
    const access = await this.access.enter(currentPath);
    if (asked !== this.asked) return;
    runInAction(() => {
      this.state = access.kind === 'ok' ? 'open' : 'closed';
    });
    if (access.kind !== 'ok') this.notifier.error(REFUSALS[access.kind]);
  }
}
