/**
 * Starts the app's JavaScript once the prerendered page has painted what it shows first: its eager
 * images loaded (or failed), then the frame after, once the browser has recorded the page's first
 * paint. Until then the HTML, its critical CSS and those images have the connection and the main
 * thread to themselves; the page is the same either way, as the browser then hydrates it. After
 * the load event, the recorded paint alone starts it if no frame has come by then.
 *
 * Runs in the page as an inline script (its source is inlined by withScriptAfterPaint): no imports,
 * no syntax a supported browser lacks.
 */
export function startAfterPaint(entry: string, preloads: readonly string[]): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  };
  // On screen: the browser records a paint once its frame is presented, which can be long after
  // the frame ran (headless Chromium under Lighthouse presents 1-2 s late); the JavaScript must not
  // take the main thread before the page it hydrates is shown. A browser without that record starts
  // at once. The record is not a timer: a test's stopped clock does not hold it.
  const whenPainted = () => {
    if (!(typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint'))) return start();
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  const afterPaint = () => void requestAnimationFrame(() => setTimeout(whenPainted));
  // At the latest once the page has loaded and painted: a page whose frames do not come (a test's
  // stopped clock) starts all the same.
  window.addEventListener('load', whenPainted, { once: true });
  const waiting = Array.from(document.images).filter((image) => image.loading !== 'lazy' && !image.complete);
  let left = waiting.length;
  if (left === 0) {
    afterPaint();
    return;
  }
  const settled = () => {
    left -= 1;
    if (left === 0) afterPaint();
  };
  for (const image of waiting) {
    image.addEventListener('load', settled, { once: true });
    image.addEventListener('error', settled, { once: true });
  }
}

/**
 * The page with its entry script and module preloads started by startAfterPaint, from the end of
 * its body, instead of from its head as soon as the HTML is read.
 */
export function withScriptAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('start-after-paint: no entry script in the page');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let rest = html.replace(entry[0], '');
  for (const [tag] of preloads) rest = rest.replace(tag, '');
  const call = `(${startAfterPaint.toString()})(${JSON.stringify(entry[1])}, ${JSON.stringify(preloads.map((match) => match[1]))});`;
  return rest.replace('</body>', `<script>${call}</script>\n  </body>`);
}
