/**
 * When each shopper last logged in, for the dashboard's Active Users (shoppers who logged in or
 * ordered lately). A shopper is named as the OrderBook names the owner of their orders
 * (OwnedOrder.owner: the account's phone in a browser's book, the Auth user id on Supabase), so that
 * the dashboard joins the two without counting anyone twice. Admins' logins are not kept here: they
 * are the Access Logs' (AdminSignInLog). Methods reject when the log cannot be reached.
 */
export interface ShopperSignInLog {
  /**
   * Notes that the shopper `owner`, whose login just succeeded, logged in at `time`. A server-backed
   * log takes the session's account and its own clock instead of the arguments, so that nobody can
   * note a login for someone else or at a time of their choosing.
   */
  record(owner: string, time: number): Promise<void>;
  /**
   * The shoppers who logged in at or after `since`, each once. For the admin only: the caller has
   * checked (AdminAuthority), and a server-backed log checks again (its database refuses anyone else).
   */
  signedInSince(since: number): Promise<readonly string[]>;
}

export const SHOPPER_SIGN_IN_LOG = Symbol('ShopperSignInLog');
