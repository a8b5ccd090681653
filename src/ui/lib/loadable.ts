import { makeAutoObservable, reaction, runInAction } from 'mobx';

/** Where a view model's data is: on its way, shown, or not to be had (storage unavailable). */
export type LoadStatus = 'loading' | 'ready' | 'error';

export interface LoadOptions<T> {
  /**
   * Another thing is asked for (another category, other text): 'loading' at once. Otherwise what
   * is shown (the value, or the error) stays until the answer lands.
   */
  readonly fresh?: boolean;
  /**
   * Runs with the answer in the same action as `value` and `status` change (just before them), so
   * a view model's own fields never lag behind.
   */
  readonly apply?: (value: T) => void;
}

/**
 * Something a screen loads, of which only the latest question counts: an answer that arrives after
 * a newer `load` started (another product, other filters, more typing), or after `cancel` (the page
 * is gone), is dropped, so the screen never shows an older question's answer. The answer is applied
 * in one MobX action, so observers see the new state at once and never half of it. A failure keeps
 * the value last shown and says 'error'.
 */
export class Loadable<T> {
  status: LoadStatus = 'loading';
  value: T | undefined = undefined;
  error: unknown = undefined;
  /** A request is on its way (the status may still be 'ready': the value shown until it lands). */
  pending = false;
  private latest = 0;

  constructor() {
    // Answers are immutable values: held by reference, not copied into deep observables.
    makeAutoObservable<this, 'latest'>(this, { latest: false, follow: false }, { deep: false });
  }

  /** Asks `fetch`; resolves once it has settled (never rejects: a failure is the 'error' status). */
  async load(fetch: () => Promise<T>, { fresh, apply }: LoadOptions<T> = {}): Promise<void> {
    const request = ++this.latest;
    this.pending = true;
    if (fresh) this.status = 'loading';
    let settle: () => void;
    try {
      const value = await fetch();
      settle = () => {
        apply?.(value);
        this.value = value;
        this.error = undefined;
        this.status = 'ready';
      };
    } catch (error) {
      settle = () => {
        this.error = error;
        this.status = 'error';
      };
    }
    if (request === this.latest) {
      runInAction(() => {
        this.pending = false;
        settle();
      });
    }
  }

  /**
   * Loads `fetch(source())` now and again each time `source()` changes (an app-wide store's list
   * followed by a page), until the returned stop, which also drops an answer still on its way.
   */
  follow<S>(source: () => S, fetch: (value: S) => Promise<T>): () => void {
    const stop = reaction(source, (value) => void this.load(() => fetch(value)), { fireImmediately: true });
    return () => {
      stop();
      this.cancel();
    };
  }

  /** Shows `value` at once, as if loaded: what a prerendered page showed, for the render that hydrates it. */
  seed(value: T): void {
    this.value = value;
    this.error = undefined;
    this.status = 'ready';
  }

  /** Drops whatever answer is still on its way; what is shown stays. */
  cancel(): void {
    this.latest += 1;
    this.pending = false;
  }

  /** Drops whatever answer is on its way, and what is shown: nothing asked for yet. */
  clear(): void {
    this.cancel();
    this.value = this.error = undefined;
    this.status = 'loading';
  }
}
