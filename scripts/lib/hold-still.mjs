// Run in the page (passed whole to Playwright's or Puppeteer's evaluateHandle, so it closes over
// nothing): until the returned function is called, finishes every finite animation and transition
// as soon as it starts (and with `finishRunning`, those already running at once). axe reads colours as they are at the
// moment of its scan, and a half-faded element's blended colours fail contrast that the same
// element passes at rest (e2e/fixtures.ts, expectAccessible, and scripts/routes-report.mjs).

/**
 * @param {boolean} [finishRunning] finish those already running too, rather than let the caller wait for them
 * @returns {() => void} the release, which stops finishing them
 */
export function holdStill(finishRunning = false) {
  const document = globalThis.document;
  const finishAll = () => {
    for (const animation of document.getAnimations()) {
      if (animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity) continue;
      try {
        animation.finish();
      } catch {
        // One that cannot finish (a playback rate of 0) is left to run: an error here would be the page's.
      }
    }
  };
  document.addEventListener('transitionrun', finishAll, true);
  document.addEventListener('animationstart', finishAll, true);
  if (finishRunning) finishAll();
  return () => {
    document.removeEventListener('transitionrun', finishAll, true);
    document.removeEventListener('animationstart', finishAll, true);
  };
}
