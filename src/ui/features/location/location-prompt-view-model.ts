import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { LocationPromptService } from '../../../application/location/location-prompt-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { makeViewModel } from '../../lib/view-model';
import { LOCATION_ANSWERED, LOCATION_SKIPPED } from './location-notices';

/** The location prompt: open when it has not been answered yet; every answer closes it for good. */
@injectable()
export class LocationPromptViewModel {
  open = false;
  /** The browser is being asked (its own permission prompt may be showing). */
  busy = false;
  private run = 0;

  constructor(
    @inject(LocationPromptService) private readonly location: LocationPromptService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel<this, 'run'>(this, arguments, { run: false });
  }

  async start(): Promise<void> {
    const run = ++this.run;
    const ask = await this.location.shouldAsk();
    if (run === this.run && ask) runInAction(() => (this.open = true));
  }

  dispose(): void {
    this.run += 1;
  }

  /**
   * Asks the browser and says what it answered: said even when the browser's storage refused to
   * keep the answer (the prompt is then asked again next time).
   */
  async allow(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const outcome = await this.location.allow();
      const answer = outcome.kind === 'not-saved' ? outcome.answer : outcome.kind;
      if (answer === 'granted') this.notifier.success(LOCATION_ANSWERED.granted);
      else this.notifier.error(LOCATION_ANSWERED[answer]);
    } finally {
      runInAction(() => {
        this.busy = false;
        this.open = false;
      });
    }
  }

  /** Skip for Now, and also Escape: either way the shopper has answered (said even when it cannot be kept). */
  async skip(): Promise<void> {
    if (this.busy || !this.open) return;
    this.open = false;
    await this.location.skip();
    this.notifier.success(LOCATION_SKIPPED);
  }
}
