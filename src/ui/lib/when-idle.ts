/**
 * Runs `task` after the load event, at the browser's next idle moment; returns a cancel function.
 * Code fetched for later (dropdowns, toasts, the sort select) then waits until the page's own
 * rendering is done, rather than competing with what the shopper is waiting to see.
 */
export function whenIdle(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const afterLoad = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1500);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    afterLoad();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    cancelIdle?.();
  };
}
