import { inject, injectable } from 'inversify';
import { AccessLogService } from '../../../application/admin/access-log-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import type { ListedSignIn } from '../../../application/ports/admin-sign-in-log';
import { describeUserAgent } from '../../../domain/admin/user-agent';
import { Loadable, type LoadStatus } from '../../lib/loadable';
import { makeViewModel } from '../../lib/view-model';
import { LOGGED_OUT } from '../../stores/session-notices';
import { ADMIN_ONLY_REFUSED } from '../parts/admin-notices';
import { adminAnswer } from '../parts/admin-refusal';

export interface AccessLogRow {
  readonly signIn: ListedSignIn;
  readonly device: string;
  readonly ip: string;
}

/** The local backend cannot see addresses; a server-side sign-in record can. */
export const IP_NOT_RECORDED = 'Not recorded';

@injectable()
export class AccessLogsViewModel {
  /** The sign-in being ended, whose button waits. */
  endingId: string | undefined = undefined;
  private readonly log = new Loadable<AccessLogRow[]>();

  constructor(
    @inject(AccessLogService) private readonly service: AccessLogService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel(this, arguments, {}, { deep: false });
  }

  get status(): LoadStatus {
    return this.log.status;
  }

  get rows(): AccessLogRow[] {
    return this.log.value ?? [];
  }

  start(): Promise<void> {
    return this.log.load(async () =>
      adminAnswer(await this.service.recent(), this.notifier).signIns.map((signIn) => ({
        signIn,
        device: describeUserAgent(signIn.userAgent),
        ip: signIn.ip ?? IP_NOT_RECORDED,
      })),
    );
  }

  async signOut(row: AccessLogRow): Promise<void> {
    this.endingId = row.signIn.id;
    try {
      const outcome = await this.service.signOut(row.signIn);
      if (outcome.kind === 'admin-only') this.notifier.error(ADMIN_ONLY_REFUSED);
      // Ending this browser's own session logs it out: said as the header's Logout says it.
      else if (row.signIn.current) this.notifier.success(LOGGED_OUT);
    } catch {
      // Nothing was ended: the list below says so as it was.
    } finally {
      this.endingId = undefined;
    }
    if (!row.signIn.current) await this.start();
  }

  dispose(): void {
    this.log.cancel();
  }
}
