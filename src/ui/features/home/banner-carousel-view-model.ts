import { inject, injectable } from 'inversify';
import { CLOCK, type Clock, type TimerHandle } from '../../../application/ports/clock';
import { CAROUSEL_INTERVAL_MS, nextSlide, previousSlide } from '../../../domain/storefront/banner-carousel';
import { BANNERS } from '../../../domain/storefront/home-content';
import { makeViewModel } from '../../lib/view-model';

export type PauseReason = 'hover' | 'focus' | 'user';

/**
 * The banner carousel: moves on every 5 s, wraps both ways, and holds still while the pointer is
 * on it, while it has keyboard focus, or after the shopper pressed Pause (as accessible carousels do).
 */
@injectable()
export class BannerCarouselViewModel {
  readonly slides = BANNERS;
  index = 0;
  private pauses = new Set<PauseReason>();
  private timer: TimerHandle = undefined;
  private running = false;

  constructor(@inject(CLOCK) private readonly clock: Clock) {
    makeViewModel<this, 'timer' | 'running'>(this, arguments, { timer: false, running: false });
  }

  get current() {
    return this.slides[this.index]!;
  }

  get paused(): boolean {
    return this.pauses.size > 0;
  }

  get pausedByUser(): boolean {
    return this.pauses.has('user');
  }

  start(): void {
    this.running = true;
    this.schedule();
  }

  dispose(): void {
    this.running = false;
    this.clock.clearInterval(this.timer);
    this.timer = undefined;
  }

  next(): void {
    this.index = nextSlide(this.index, this.slides.length);
    this.schedule();
  }

  previous(): void {
    this.index = previousSlide(this.index, this.slides.length);
    this.schedule();
  }

  goTo(index: number): void {
    if (index >= 0 && index < this.slides.length) this.index = index;
    this.schedule();
  }

  pause(reason: PauseReason): void {
    this.pauses.add(reason);
    this.schedule();
  }

  resume(reason: PauseReason): void {
    this.pauses.delete(reason);
    this.schedule();
  }

  togglePlay(): void {
    if (this.pausedByUser) this.resume('user');
    else this.pause('user');
  }

  private advance(): void {
    this.index = nextSlide(this.index, this.slides.length);
  }

  /** (Re)starts the 5 s interval from now, or stops it while paused. */
  private schedule(): void {
    this.clock.clearInterval(this.timer);
    this.timer = undefined;
    if (this.running && !this.paused) this.timer = this.clock.setInterval(this.advance, CAROUSEL_INTERVAL_MS);
  }
}
