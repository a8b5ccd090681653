import { bench, type BenchFunction, type BenchOptions } from 'vitest';
import type { Product } from '../../src/domain/catalogue/product';
import { benchRepeated, repeatedBench, type Operation } from './repeated';

/**
 * The yardstick of every benchmark group: one plain pass over the same products. Absolute
 * milliseconds do not travel between machines (nor between two busy moments of one machine), but
 * the cost of a query relative to reading its data once does; scripts/bench-report.mjs gates that.
 */
export const CALIBRATION_BENCH = 'calibration: one pass over the products';

/** A benchmark timed once per sample, for an operation long enough on its own (a password hash). */
export interface SampledOnce {
  readonly once: BenchFunction;
  readonly options: BenchOptions;
}

/**
 * A pass's samples are as long as a benchmark's (about 20 ms, benchRepeated); ten of them are
 * enough for a fastest one, and keep the passes between benchmarks from lengthening the run much.
 */
const PASS_OPTIONS: BenchOptions = { time: 200 };

/**
 * Registers `benchmarks`, in their order, with a calibration pass before each and after the last.
 * The machine's speed swings over seconds (a whole group's middle ran 2–3× slower than its two
 * ends once), so each benchmark is judged against the passes measured next to it
 * (scripts/lib/bench-gates.mjs), never against a pass seconds away. Like every benchmark, a
 * sample repeats the pass until it lasts long enough to time (benchRepeated); the count is taken
 * once, so that every pass of the group is the same work.
 */
export async function benchAmongPasses(products: readonly Product[], benchmarks: Record<string, Operation | SampledOnce>): Promise<void> {
  const registerPass = await repeatedBench(() => {
    let total = 0;
    for (const product of products) total += product.price + product.rating;
    // Keeps the loop from being optimised away: a price is never negative.
    if (total < 0) throw new Error('negative total');
  });
  let passes = 0;
  const pass = () => registerPass(`${CALIBRATION_BENCH} (${(passes += 1)})`, PASS_OPTIONS);
  pass();
  for (const [name, benchmark] of Object.entries(benchmarks)) {
    if (typeof benchmark === 'function') await benchRepeated(name, benchmark);
    else bench(name, benchmark.once, benchmark.options);
    pass();
  }
}
