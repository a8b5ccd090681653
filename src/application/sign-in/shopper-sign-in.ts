import { isAdmin, type AccountHolder } from '../../domain/sign-in/account';
import type { Logger } from '../ports/logger';
import type { ShopperSignInLog } from '../ports/shopper-sign-in-log';

/**
 * Notes that `user`, whose session was just made by a login or a sign-up, logged in at `now`: the
 * dashboard's Active Users counts it. An admin's login is not a shopper's (the Access Logs keep it),
 * so nothing is noted for one.
 *
 * A side effect of the login, never a condition of it: a note that cannot be written (the backend
 * out of reach, browser storage full) leaves the shopper logged in, with a warning. Refusing the
 * shop to a shopper whose password passed, for a figure on the admin's dashboard, would cost more
 * than that figure missing one login until their next.
 */
export async function noteShopperSignIn(log: ShopperSignInLog, user: AccountHolder, now: number, logger: Logger): Promise<void> {
  if (isAdmin(user)) return;
  try {
    // The account's phone names it as the order book names its orders' owner (a server-backed log
    // takes its session's account instead).
    await log.record(user.phone, now);
  } catch (error) {
    logger.warn("The shopper's login could not be noted for the dashboard's Active Users; they are logged in all the same.", error);
  }
}
