import type { SupabaseClient } from '@supabase/supabase-js';
import type { AdminSignInLog, ListedSignIn } from '../../application/ports/admin-sign-in-log';
import { SIGN_IN_LOG_CAPACITY } from '../../domain/admin/sign-in-log';
import type { PostgrestFailure } from './supabase-errors';

interface SignInRow {
  id: string;
  signed_in_at: string;
  user_agent: string;
  ip: string | null;
  ended_at: string | null;
}

// Row ids are uuids: anything else is an unknown sign-in, which PostgreSQL would answer with an error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const REFUSED = '42501';

/**
 * The Access Logs in the project's `admin_sign_ins` table, which holds every admin's sign-ins from
 * every browser: admins read them all; an admin records and ends only their own (the row's user is
 * the session's, by default and by row-level security). The table keeps its history; the log answers
 * at most `capacity` of the newest, as the browser's does.
 *
 * Which sign-in is this browser's (`current`, and the one a new sign-in here ends): the one this
 * adapter recorded, while it is open; when it recorded none (a page loaded into a session begun
 * before), the newest open sign-in of the signed-in admin (`mine`, a computed column) made from a
 * browser with this user agent. The table does not record the Auth session, so two browsers of the
 * same make, signed in as the same admin, both take the newer for theirs until one signs in again.
 */
export class SupabaseAdminSignInLog implements AdminSignInLog {
  private recorded: string | undefined;

  constructor(
    private readonly client: SupabaseClient,
    private readonly userAgent: string,
    private readonly capacity = SIGN_IN_LOG_CAPACITY,
  ) {}

  async record(time: number): Promise<void> {
    const previous = this.recorded ?? (await this.newestOpenOfMine());
    const at = new Date(time).toISOString();
    const { data, error } = await this.client.from('admin_sign_ins').insert({ signed_in_at: at, user_agent: this.userAgent }).select('id').single();
    if (error) throw new Error(`The sign-in could not be recorded: ${reason(error)}.`, { cause: error });
    this.recorded = (data as { id: string }).id;
    // This browser has one session at a time: the new one ends the one it had.
    if (previous) await this.end(previous, time);
  }

  async recent(limit: number): Promise<ListedSignIn[]> {
    const count = Math.min(limit, this.capacity);
    if (count <= 0) return [];
    const { data, error } = await this.client
      .from('admin_sign_ins')
      .select('id,signed_in_at,user_agent,ip,ended_at')
      .order('signed_in_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(count);
    if (error) throw new Error(`The access log could not be read: ${reason(error)}.`, { cause: error });
    const rows = data as SignInRow[];
    const mayBeCurrent = (row: SignInRow) => row.ended_at === null && row.user_agent === this.userAgent;
    // The one query more only when a listed row may be this browser's and this adapter recorded none.
    const current = this.recorded ?? (rows.some(mayBeCurrent) ? await this.newestOpenOfMine() : undefined);
    return rows.map((row) => ({ ...signIn(row), current: row.id === current && mayBeCurrent(row) }));
  }

  async end(id: string, time: number): Promise<void> {
    if (!UUID.test(id)) return;
    const { error } = await this.client.from('admin_sign_ins').update({ ended_at: new Date(time).toISOString() }).eq('id', id).is('ended_at', null);
    if (error) throw new Error(`The sign-in could not be ended: ${reason(error)}.`, { cause: error });
  }

  private async newestOpenOfMine(): Promise<string | undefined> {
    const { data, error } = await this.client
      .from('admin_sign_ins')
      .select('id')
      .eq('mine', true)
      .eq('user_agent', this.userAgent)
      .is('ended_at', null)
      .order('signed_in_at', { ascending: false })
      .limit(1);
    if (error) throw new Error(`The access log could not be read: ${reason(error)}.`, { cause: error });
    return (data as { id: string }[])[0]?.id;
  }
}

function signIn(row: SignInRow) {
  return {
    id: row.id,
    time: Date.parse(row.signed_in_at),
    userAgent: row.user_agent,
    ...(row.ip === null ? {} : { ip: row.ip }),
    ...(row.ended_at === null ? {} : { endedAt: Date.parse(row.ended_at) }),
  };
}

function reason(failure: PostgrestFailure): string {
  return failure.code === REFUSED ? 'only an admin may keep or read the access log' : `the database answered: ${failure.message}`;
}
