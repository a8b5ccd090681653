import type { AdminActivityLog } from '../../application/ports/admin-activity-log';
import { ACTIVITY_LOG_CAPACITY, withActivity, type AdminActivity } from '../../domain/admin/activity';

export class MemoryAdminActivityLog implements AdminActivityLog {
  private entries: AdminActivity[] = [];

  constructor(private readonly capacity = ACTIVITY_LOG_CAPACITY) {}

  async record(entry: AdminActivity): Promise<void> {
    this.entries = withActivity(this.entries, { ...entry }, this.capacity);
  }

  async recent(limit: number): Promise<AdminActivity[]> {
    return this.entries.slice(0, Math.max(0, limit)).map((entry) => ({ ...entry }));
  }
}
