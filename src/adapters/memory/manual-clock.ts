import type { Clock, TimerHandle } from '../../application/ports/clock';

interface Timer {
  id: number;
  due: number;
  every: number | undefined;
  callback: () => void;
}

/** A clock that moves only when told to: `advance(ms)` runs every timer that falls due, in order. */
export class ManualClock implements Clock {
  private timers = new Map<number, Timer>();
  private nextId = 1;

  constructor(private time = 0) {}

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return this.add(callback, ms, undefined);
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    return this.add(callback, ms, Math.max(1, ms));
  }

  clearTimeout(handle: TimerHandle): void {
    if (typeof handle === 'number') this.timers.delete(handle);
  }

  clearInterval(handle: TimerHandle): void {
    this.clearTimeout(handle);
  }

  /** How many timers are waiting: lets a test see that a disposed view model left none behind. */
  pendingTimers(): number {
    return this.timers.size;
  }

  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const next = [...this.timers.values()].filter((t) => t.due <= end).sort((a, b) => a.due - b.due || a.id - b.id)[0];
      if (!next) break;
      this.time = next.due;
      if (next.every === undefined) this.timers.delete(next.id);
      else next.due += next.every;
      next.callback();
    }
    this.time = end;
  }

  private add(callback: () => void, ms: number, every: number | undefined): number {
    const id = this.nextId++;
    this.timers.set(id, { id, due: this.time + Math.max(0, ms), every, callback });
    return id;
  }
}
