import { inject, injectable } from 'inversify';
import { LOCATION_NOTICES, type LocationOutcome } from '../../domain/location/user-location';
import { GEOLOCATION, type Geolocation } from '../ports/geolocation';
import { LOCATION_STORE, type LocationStore } from '../ports/location-store';
import { NOTIFIER, type Notifier } from '../ports/notifier';

/**
 * The location prompt, asked once: until the shopper answers it (allow or skip), whatever the
 * browser then says, it is asked on the next first load; after that never again.
 */
@injectable()
export class LocationPromptService {
  constructor(
    @inject(LOCATION_STORE) private readonly store: LocationStore,
    @inject(GEOLOCATION) private readonly geolocation: Geolocation,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  async shouldAsk(): Promise<boolean> {
    return !(await this.store.wasAsked());
  }

  /** Asks the browser for the location, keeps it when granted, and says what came of it. */
  async allow(): Promise<LocationOutcome['kind']> {
    const outcome = await this.geolocation.locate();
    try {
      if (outcome.kind === 'granted') await this.store.saveLocation(outcome.location);
      await this.store.markAsked();
    } finally {
      // Said even when the browser's storage refused the answer (it is then asked again next time).
      this.notifier[outcome.kind === 'granted' ? 'success' : 'error'](LOCATION_NOTICES[outcome.kind]);
    }
    return outcome.kind;
  }

  async skip(): Promise<void> {
    try {
      await this.store.markAsked();
    } finally {
      this.notifier.success(LOCATION_NOTICES.skipped);
    }
  }
}
