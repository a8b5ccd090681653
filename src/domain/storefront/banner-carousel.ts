/** The banner carousel moves on by itself every 5 seconds. */
export const CAROUSEL_INTERVAL_MS = 5000;

/** The slide after `index`, wrapping from the last to the first. */
export function nextSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}

/** The slide before `index`, wrapping from the first to the last. */
export function previousSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index - 1 + count) % count;
}
