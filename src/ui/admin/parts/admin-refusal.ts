import type { AdminOnly } from '../../../application/outcomes';
import type { Notifier } from '../../../application/ports/notifier';
import { ADMIN_ONLY_REFUSED } from './admin-notices';

/** What a screen's load fails with when an admin read was refused: its status says 'error'. */
export class AdminOnlyRefusal extends Error {
  constructor() {
    super(ADMIN_ONLY_REFUSED.description);
    this.name = 'AdminOnlyRefusal';
  }
}

/**
 * The answer of an admin read, for a Loadable: its value when 'ok'; refused, the toast that says so
 * and a failed load (the screen shows its error state, nothing of the admin's data).
 */
export function adminAnswer<T extends { readonly kind: 'ok' }>(outcome: T | AdminOnly, notifier: Notifier): T {
  if (outcome.kind === 'admin-only') throw refused(notifier);
  return outcome as T;
}

/** Says that an admin read was refused; answers the error its load fails with. */
export function refused(notifier: Notifier): AdminOnlyRefusal {
  notifier.error(ADMIN_ONLY_REFUSED);
  return new AdminOnlyRefusal();
}
