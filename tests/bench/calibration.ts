import type { Product } from '../../src/domain/catalogue/product';
import { benchRepeated } from './repeated';

/**
 * The yardstick of every benchmark group: one plain pass over the same products. Absolute
 * milliseconds do not travel between machines (nor between two busy moments of one machine), but
 * the cost of a query relative to reading its data once does; scripts/bench-report.mjs gates that.
 */
export const CALIBRATION_BENCH = 'calibration: one pass over the products';

/**
 * Registers the pass; call it first and last in a group (`when`), so that a busy moment at one end
 * of the group does not set the yardstick alone: the report takes the faster of the two. Like every
 * benchmark, a sample repeats the pass until it lasts long enough to time (benchRepeated).
 */
export async function benchCalibration(products: readonly Product[], when: 'first' | 'last'): Promise<void> {
  await benchRepeated(`${CALIBRATION_BENCH} (${when})`, () => {
    let total = 0;
    for (const product of products) total += product.price + product.rating;
    // Keeps the loop from being optimised away: a price is never negative.
    if (total < 0) throw new Error('negative total');
  });
}
