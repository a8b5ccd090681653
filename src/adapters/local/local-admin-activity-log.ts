import type { AdminActivityLog } from '../../application/ports/admin-activity-log';
import type { Logger } from '../../application/ports/logger';
import { ACTIVITY_LOG_CAPACITY, withActivity, type AdminActivity } from '../../domain/admin/activity';
import { parseActivityList } from '../../domain/admin/activity-schema';
import { readItem, writeItem } from './guarded-storage';

export const ADMIN_ACTIVITY_KEY = 'adminActivity';

/**
 * The admin's activity under `adminActivity` in localStorage, newest first, at most `capacity`
 * entries. A stored value that is not a valid list reads as empty, with a warning, and is replaced
 * at the next record.
 */
export class LocalAdminActivityLog implements AdminActivityLog {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
    private readonly capacity = ACTIVITY_LOG_CAPACITY,
  ) {}

  async record(entry: AdminActivity): Promise<void> {
    const entries = withActivity(this.read(), entry, this.capacity);
    writeItem(this.storage, ADMIN_ACTIVITY_KEY, JSON.stringify(entries), 'The activity log');
  }

  async recent(limit: number): Promise<AdminActivity[]> {
    return this.read().slice(0, Math.max(0, limit));
  }

  private read(): AdminActivity[] {
    const raw = readItem(this.storage, ADMIN_ACTIVITY_KEY, this.logger);
    if (raw === null) return [];
    let entries: AdminActivity[] | undefined;
    try {
      entries = parseActivityList(JSON.parse(raw));
    } catch {
      entries = undefined;
    }
    if (!entries) {
      this.logger.warn(`The stored admin activity under "${ADMIN_ACTIVITY_KEY}" is unreadable; showing none.`);
      return [];
    }
    return entries.slice(0, this.capacity);
  }
}
