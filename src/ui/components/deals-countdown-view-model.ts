import { inject, injectable } from 'inversify';
import { CLOCK, type Clock, type TimerHandle } from '../../application/ports/clock';
import { countdownRemaining, DEALS_COUNTDOWN_MS, formatCountdown } from '../../domain/storefront/countdown';
import { makeViewModel } from '../lib/view-model';

/** Deals of the Day: counts down from 10:00:00 once a second and stops at 00:00:00. */
@injectable()
export class DealsCountdownViewModel {
  remainingMs = DEALS_COUNTDOWN_MS;
  private startedAt: number | undefined;
  private timer: TimerHandle = undefined;

  constructor(@inject(CLOCK) private readonly clock: Clock) {
    makeViewModel<this, 'timer' | 'startedAt'>(this, arguments, { timer: false, startedAt: false });
  }

  get display(): string {
    return formatCountdown(this.remainingMs);
  }

  get ended(): boolean {
    return this.remainingMs === 0;
  }

  start(): void {
    this.startedAt ??= this.clock.now();
    this.tick();
    if (!this.ended) this.timer = this.clock.setInterval(this.tick, 1000);
  }

  dispose(): void {
    this.clock.clearInterval(this.timer);
    this.timer = undefined;
  }

  private tick(): void {
    this.remainingMs = countdownRemaining(this.startedAt ?? this.clock.now(), this.clock.now());
    if (this.ended) this.dispose();
  }
}
