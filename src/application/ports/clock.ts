/** Opaque: whatever the clock hands back to cancel a timer. */
export type TimerHandle = unknown;

/** Time and timers, so that view models and use cases run under fake time in tests. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

export const CLOCK = Symbol('Clock');
