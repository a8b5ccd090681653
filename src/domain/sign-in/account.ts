export type AccountRole = 'admin' | 'user';

/** Who is logged in, as the session records it (`currentUser`): the spec's {phone, name}. */
export interface AccountHolder {
  readonly phone: string;
  readonly name: string;
  /**
   * Given by a backend that keeps roles (Supabase: `profiles.role`, which only a maintainer or an
   * admin grants). The local backend keeps none: its admin is the user named 'admin' (spec).
   */
  readonly role?: AccountRole;
}

/** A registered shopper as the store shows them: the spec's user record without its password. */
export interface Account extends AccountHolder {
  /** ISO timestamp. */
  readonly registeredAt: string;
}

/** The admin is the user named 'admin', in any case (spec §6; the local backend's rule). */
export const ADMIN_NAME = 'admin';

/** Names are unique and matched ignoring case (and the spaces around them). */
export function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

export function isAdminName(name: string): boolean {
  return nameKey(name) === ADMIN_NAME;
}

/** Whether this holder may use the admin area: their role where the backend keeps one, else the name rule. */
export function isAdmin(holder: AccountHolder): boolean {
  return holder.role === undefined ? isAdminName(holder.name) : holder.role === 'admin';
}
