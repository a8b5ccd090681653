import { DEFAULT_HOLD_MINUTES } from '../../domain/orders/order-desk';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import type { OrderBook } from '../ports/order-book';
import type { StoreSettings } from '../ports/store-settings';

/** The UPI hold in minutes as the store's settings give it; the default (said in the log) when they cannot be read. */
export function holdMinutesOf(settings: StoreSettings, logger: Logger): number {
  try {
    return settings.read().holdMinutes;
  } catch (error) {
    // Not a security decision: a hold of the default length is what a fresh store has.
    logger.warn(`The store settings could not be read; the UPI payment hold is ${DEFAULT_HOLD_MINUTES} minutes.`, error);
    return DEFAULT_HOLD_MINUTES;
  }
}

/**
 * Cancels the UPI orders whose hold ran out before a read, so that no list shows, and no stock
 * stays held for, a payment that never came: one step of the book's own. A failure is said
 * in the log and not thrown: the read that follows answers for itself (it fails too if the book is
 * down), and the next read tries again.
 */
export async function releaseExpiredHolds(book: OrderBook, settings: StoreSettings, clock: Clock, logger: Logger): Promise<void> {
  try {
    await book.releaseExpiredHolds(clock.now(), holdMinutesOf(settings, logger));
  } catch (error) {
    logger.warn('The expired UPI payment holds could not be released.', error);
  }
}
