import type { AdminSignInLog, ListedSignIn } from '../../application/ports/admin-sign-in-log';
import { SIGN_IN_LOG_CAPACITY, withSignIn, withSignInEnded, type AdminSignIn } from '../../domain/admin/sign-in-log';

export class MemoryAdminSignInLog implements AdminSignInLog {
  private entries: AdminSignIn[] = [];
  private current: string | undefined;
  private count = 0;

  constructor(
    private readonly userAgent: string,
    private readonly capacity = SIGN_IN_LOG_CAPACITY,
  ) {}

  async record(time: number): Promise<void> {
    this.current = `sign-in-${++this.count}`;
    this.entries = withSignIn(this.entries, { id: this.current, time, userAgent: this.userAgent }, this.capacity);
  }

  async recent(limit: number): Promise<ListedSignIn[]> {
    return this.entries.slice(0, Math.max(0, limit)).map((entry) => ({ ...entry, current: entry.id === this.current && entry.endedAt === undefined }));
  }

  async end(id: string, time: number): Promise<void> {
    this.entries = withSignInEnded(this.entries, id, time);
  }
}
