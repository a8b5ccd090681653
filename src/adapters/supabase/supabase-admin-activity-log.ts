import type { SupabaseClient } from '@supabase/supabase-js';
import type { AdminActivityLog } from '../../application/ports/admin-activity-log';
import { ACTIVITY_LOG_CAPACITY, type AdminActivity } from '../../domain/admin/activity';
import { readError } from './supabase-errors';

interface ActivityRow {
  action: AdminActivity['action'];
  product_id: number;
  product_title: string;
  at: string;
}

/**
 * The dashboard's Recent Activity in the project's `admin_activity` table: an admin records their own
 * entries (the row's user is the session's, by default and by row-level security) and reads everyone's.
 * The table keeps its history; the log answers at most `capacity` of the newest, as the browser's does.
 */
export class SupabaseAdminActivityLog implements AdminActivityLog {
  constructor(
    private readonly client: SupabaseClient,
    private readonly capacity = ACTIVITY_LOG_CAPACITY,
  ) {}

  async record(entry: AdminActivity): Promise<void> {
    const { error } = await this.client
      .from('admin_activity')
      .insert({ action: entry.action, product_id: entry.productId, product_title: entry.productTitle, at: new Date(entry.at).toISOString() });
    if (error) throw new Error(`The activity could not be recorded: ${error.message}`, { cause: error });
  }

  async recent(limit: number): Promise<AdminActivity[]> {
    const count = Math.min(limit, this.capacity);
    if (count <= 0) return [];
    const { data, error } = await this.client
      .from('admin_activity')
      .select('action,product_id,product_title,at')
      .order('at', { ascending: false })
      .order('id', { ascending: false })
      .limit(count);
    if (error) throw readError('The recent activity', error);
    return (data as ActivityRow[]).map((row) => ({ action: row.action, productId: Number(row.product_id), productTitle: row.product_title, at: Date.parse(row.at) }));
  }
}
