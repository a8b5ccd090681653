import { bench, type BenchOptions } from 'vitest';
import { MIN_SAMPLE_MS, repeatedName } from '../../scripts/lib/bench-gates.mjs';

/**
 * How long each sample is made to last: several times the shortest sample the report judges
 * (MIN_SAMPLE_MS, scripts/lib/bench-gates.mjs), so that a sample taken at a quieter moment of the
 * machine than the count below, or after the code has been optimised further, still lasts long
 * enough to be judged.
 */
const TARGET_SAMPLE_MS = 20 * MIN_SAMPLE_MS;
/**
 * The count is taken from short trial samples of about MIN_SAMPLE_MS: long enough for the timer,
 * short enough that some of them run between the other processes' turns on a busy machine, whose
 * interruptions would make the operation look slower than it is and the count too small.
 */
const TRIAL_SAMPLE_MS = MIN_SAMPLE_MS;
/**
 * How long the trials run at least and at most, per benchmark: long enough for V8 to have optimised
 * the operation (its speed changes with each tier), short enough for CI.
 */
const TRIALS_MIN_MS = 250;
const TRIALS_LIMIT_MS = 2_000;
/** Trials in a row without a faster one, after TRIALS_MIN_MS, that end them. */
const TRIALS_WITHOUT_PROGRESS = 10;
/** Below what performance.now() tells apart. */
const TIMER_FLOOR_MS = 0.001;

export type Operation = () => unknown;

/** One sample: `operation` run `times` times, awaited when it answers with a promise. */
function sampleOf(operation: Operation, isAsync: boolean, times: number): () => Promise<void> | void {
  return isAsync
    ? async () => {
        for (let i = 0; i < times; i += 1) await operation();
      }
    : () => {
        for (let i = 0; i < times; i += 1) operation();
      };
}

/**
 * How many runs of `operation` fill a sample of TARGET_SAMPLE_MS, from the fastest run per operation
 * in trial samples. The first runs are the slowest (the code not yet optimised, a tier at a time),
 * so the trials go on for TRIALS_MIN_MS and until TRIALS_WITHOUT_PROGRESS in a row have not been
 * faster by a tenth (or TRIALS_LIMIT_MS is up).
 */
async function repetitionsFor(operation: Operation, isAsync: boolean): Promise<number> {
  const begun = performance.now();
  let fastest = Infinity;
  let times = 1;
  let withoutProgress = 0;
  for (;;) {
    const spent = performance.now() - begun;
    if ((withoutProgress >= TRIALS_WITHOUT_PROGRESS && spent >= TRIALS_MIN_MS) || spent >= TRIALS_LIMIT_MS) break;
    const start = performance.now();
    await sampleOf(operation, isAsync, times)();
    // A trial the timer reads as taking no time at all counts as its resolution's worth.
    const perOperation = Math.max(performance.now() - start, TIMER_FLOOR_MS) / times;
    if (perOperation < fastest * 0.9) {
      fastest = perOperation;
      withoutProgress = 0;
    } else {
      fastest = Math.min(fastest, perOperation);
      withoutProgress += 1;
    }
    // At most a hundredfold at a time: a first guess from a trial near the timer's resolution is rough.
    times = Math.min(times * 100, Math.max(1, Math.ceil(TRIAL_SAMPLE_MS / fastest)));
  }
  return Math.max(1, Math.ceil(TARGET_SAMPLE_MS / fastest));
}

/**
 * A benchmark whose every sample runs `operation` as many times as fill a few milliseconds (counted
 * here, before the benchmark is registered), so that no sample sits at the timer's resolution. The
 * count goes into the name (" ×N per sample"), from which scripts/lib/bench-gates.mjs divides the
 * samples back to one operation; the budget's key is the name without it. Await it in an async
 * `describe`, which keeps the order of registration.
 */
export async function benchRepeated(name: string, operation: Operation, options?: BenchOptions): Promise<void> {
  (await repeatedBench(operation))(name, options);
}

/**
 * Counts the repetitions of `operation` once and answers a function that registers a benchmark of
 * it with that count, for an operation registered more than once (the calibration pass).
 */
export async function repeatedBench(operation: Operation): Promise<(name: string, options?: BenchOptions) => void> {
  const first = operation();
  const isAsync = first instanceof Promise;
  if (isAsync) await first;
  const times = await repetitionsFor(operation, isAsync);
  return (name, options) => bench(repeatedName(name, times), sampleOf(operation, isAsync, times), options);
}
