import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LocationPromptService } from '../../../application/location/location-prompt-service';

/** The location prompt: open when it has not been answered yet; every answer closes it for good. */
@injectable()
export class LocationPromptViewModel {
  open = false;
  /** The browser is being asked (its own permission prompt may be showing). */
  busy = false;
  private run = 0;

  constructor(@inject(LocationPromptService) private readonly location: LocationPromptService) {
    makeAutoObservable<this, 'location' | 'run'>(this, { location: false, run: false }, { autoBind: true });
  }

  async start(): Promise<void> {
    const run = ++this.run;
    const ask = await this.location.shouldAsk();
    if (run === this.run && ask) runInAction(() => (this.open = true));
  }

  dispose(): void {
    this.run += 1;
  }

  async allow(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await this.location.allow();
    } finally {
      runInAction(() => {
        this.busy = false;
        this.open = false;
      });
    }
  }

  /** Skip for Now, and also Escape: either way the shopper has answered. */
  async skip(): Promise<void> {
    if (this.busy || !this.open) return;
    this.open = false;
    await this.location.skip();
  }
}
