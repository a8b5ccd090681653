import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AccessLogService } from '../../../application/admin/access-log-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import type { ListedSignIn } from '../../../application/ports/admin-sign-in-log';
import { describeUserAgent } from '../../../domain/admin/user-agent';
import { LatestRequest, type LoadStatus } from '../../kit/latest-request';
import { LOGGED_OUT } from '../../kit/session-notices';

export interface AccessLogRow {
  readonly signIn: ListedSignIn;
  readonly device: string;
  readonly ip: string;
}

/** The local backend cannot see addresses; a server-side sign-in record can. */
export const IP_NOT_RECORDED = 'Not recorded';

@injectable()
export class AccessLogsViewModel {
  status: LoadStatus = 'loading';
  rows: AccessLogRow[] = [];
  /** The sign-in being ended, whose button waits. */
  endingId: string | undefined = undefined;
  private readonly requests = new LatestRequest();

  constructor(
    @inject(AccessLogService) private readonly service: AccessLogService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'service' | 'notifier' | 'requests'>(this, { service: false, notifier: false, requests: false }, { autoBind: true, deep: false });
  }

  start(): Promise<void> {
    return this.requests.run(
      () => this.service.recent(),
      (signIns) => {
        this.rows = signIns.map((signIn) => ({ signIn, device: describeUserAgent(signIn.userAgent), ip: signIn.ip ?? IP_NOT_RECORDED }));
        this.status = 'ready';
      },
      () => {
        this.status = 'error';
      },
    );
  }

  async signOut(row: AccessLogRow): Promise<void> {
    this.endingId = row.signIn.id;
    try {
      await this.service.signOut(row.signIn);
      // Ending this browser's own session logs it out: said as the header's Logout says it.
      if (row.signIn.current) this.notifier.success(LOGGED_OUT);
    } catch {
      // Nothing was ended: the list below says so as it was.
    } finally {
      this.endingId = undefined;
    }
    if (!row.signIn.current) await this.start();
  }

  dispose(): void {
    this.requests.cancel();
  }
}
