import type { AdminSignIn } from '../../domain/admin/sign-in-log';

/** A sign-in as listed: `current` marks the one this browser is signed in with. */
export interface ListedSignIn extends AdminSignIn {
  readonly current: boolean;
}

/**
 * The admin's sign-ins for the Access Logs. The adapter records what it can see of the client
 * (the local one: this browser's user agent; a server: the address too). Supabase keeps these as
 * its auth sessions, which it can end one by one.
 */
export interface AdminSignInLog {
  /** Records a sign-in at `time` as this browser's current one. */
  record(time: number): Promise<void>;
  /** At most `limit` sign-ins, newest first. */
  recent(limit: number): Promise<ListedSignIn[]>;
  /** Ends that sign-in's session at `time`; nothing when it is unknown or already ended. */
  end(id: string, time: number): Promise<void>;
}

export const ADMIN_SIGN_IN_LOG = Symbol('AdminSignInLog');
