import type { Clock, TimerHandle } from '../../application/ports/clock';

export class BrowserClock implements Clock {
  now(): number {
    return Date.now();
  }
  setTimeout(callback: () => void, ms: number): TimerHandle {
    return globalThis.setTimeout(callback, ms);
  }
  clearTimeout(handle: TimerHandle): void {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  }
  setInterval(callback: () => void, ms: number): TimerHandle {
    return globalThis.setInterval(callback, ms);
  }
  clearInterval(handle: TimerHandle): void {
    globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>);
  }
}
