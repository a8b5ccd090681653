import { runInAction } from 'mobx';

/** Where a view model's data is: on its way, shown, or not to be had (storage unavailable). */
export type LoadStatus = 'loading' | 'ready' | 'error';

/**
 * The loads of one view model, of which only the latest counts: an answer that arrives after a
 * newer load was started (another product, other filters, more typing), or after `cancel` (the
 * page is gone), is dropped, so the screen never shows an older question's answer. The answer is
 * applied in one MobX action, so observers see the new state at once and never half of it.
 */
export class LatestRequest {
  private latest = 0;

  /**
   * Runs `fetch`; then `apply` with its answer, or `fail` with its error, only if no newer load
   * started meanwhile. Resolves once settled (never rejects: `fail` is where errors go).
   */
  async run<T>(fetch: () => Promise<T>, apply: (answer: T) => void, fail: (error: unknown) => void = () => undefined): Promise<void> {
    const request = ++this.latest;
    let answer: T;
    try {
      answer = await fetch();
    } catch (error) {
      if (request === this.latest) runInAction(() => fail(error));
      return;
    }
    if (request === this.latest) runInAction(() => apply(answer));
  }

  /** Drops whatever answer is still on its way. */
  cancel(): void {
    this.latest += 1;
  }
}
