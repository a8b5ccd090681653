import { inject, injectable } from 'inversify';
import { AdminAccessService } from '../../../application/admin/admin-access-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { ADMIN_ACCESS_REQUIRED } from '../parts/admin-notices';

/** The admin gate: who is let in, and what someone turned away is told. */
@injectable()
export class AdminGateViewModel {
  constructor(
    @inject(AdminAccessService) private readonly access: AdminAccessService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  readonly isAdmin = (): boolean => this.access.isAdmin();

  readonly subscribe = (listener: () => void): (() => void) => this.access.subscribe(listener);

  /** Someone else asked for `currentPath`: it is kept for after the login, and they are told why. */
  turnAway(currentPath: string): void {
    if (this.access.enter(currentPath).kind === 'login-required') this.notifier.error(ADMIN_ACCESS_REQUIRED);
  }
}
