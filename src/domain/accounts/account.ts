/** Who is logged in, as the session records it (`currentUser`): the spec's {phone, name}. */
export interface AccountHolder {
  readonly phone: string;
  readonly name: string;
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
