import type { AdminActivity } from '../../domain/admin/activity';

/** The admin's own changes to the catalogue, newest first, for the dashboard's Recent Activity. */
export interface AdminActivityLog {
  record(entry: AdminActivity): Promise<void>;
  /** At most `limit` entries, newest first. */
  recent(limit: number): Promise<AdminActivity[]>;
}

export const ADMIN_ACTIVITY_LOG = Symbol('AdminActivityLog');
