/** The id of the page's <script type="application/json"> that carries the answers. */
export const PRERENDERED_DATA_ID = 'prerendered-data';

/** Its binding in the container (one for the app's life, bound by the composition). */
export const PRERENDERED_DATA = Symbol('PrerenderedData');

/**
 * What a page rendered ahead of time showed, for the browser's first render of it.
 *
 * At build (src/composition/prerender.tsx), a page renders once, asking for what it shows (`take`:
 * a product, a category's first page); the answers are loaded, and the page renders again with
 * them. They go into the HTML as JSON beside the markup. In the browser, the hydrating render takes
 * the same answers, so that it finds the markup it made; the page then loads afresh from the store
 * (this browser's stock, an edited catalogue) as it always does. Each answer is let go once its
 * component has hydrated (./use-prerendered.ts): a page opened later loads as usual.
 */
export class PrerenderedData {
  private readonly pending = new Map<string, () => Promise<unknown>>();

  private constructor(
    private readonly entries: Map<string, unknown>,
    private readonly prerendering: boolean,
  ) {}

  /** At build: nothing yet; `settle` loads what the first render asked for. */
  static forPrerender(): PrerenderedData {
    return new PrerenderedData(new Map(), true);
  }

  /** In the browser: the answers the page's HTML carries (none for a page the browser renders itself). */
  static fromJson(json: string | null | undefined): PrerenderedData {
    let entries: [string, unknown][] = [];
    try {
      const parsed: unknown = json ? JSON.parse(json) : {};
      if (parsed && typeof parsed === 'object') entries = Object.entries(parsed);
    } catch {
      // Unreadable: the page loads as if it had none, and hydration says what it could not match.
    }
    return new PrerenderedData(new Map(entries), false);
  }

  /** The answer for `key`, if the page was prerendered with it; at build, a first ask is noted and loaded by `settle`. */
  take<T>(key: string, load: () => Promise<T>): T | undefined {
    if (this.entries.has(key)) return this.entries.get(key) as T;
    if (this.prerendering) this.pending.set(key, load);
    return undefined;
  }

  /** At build: loads what was asked for; true when there was anything (the page is then rendered again). */
  async settle(): Promise<boolean> {
    const asked = [...this.pending];
    this.pending.clear();
    for (const [key, load] of asked) this.entries.set(key, await load());
    return asked.length > 0;
  }

  /** Hydrated: the answer for `key` is no longer needed (a page opened later loads as usual). */
  forget(key: string): void {
    if (!this.prerendering) this.entries.delete(key);
  }

  /** The answers, for the HTML: safe inside a <script> element. */
  toJson(): string {
    return JSON.stringify(Object.fromEntries(this.entries)).replace(/</g, '\\u003c');
  }
}
