import { inject, injectable } from 'inversify';
import type { LocationOutcome } from '../../domain/location/user-location';
import { GEOLOCATION, type Geolocation } from '../ports/geolocation';
import { LOCATION_STORE, type LocationStore } from '../ports/location-store';
import { LOGGER, type Logger } from '../ports/logger';
import { NOT_SAVED, type NotSaved } from '../outcomes';

/** What the browser answered when asked for the location. */
export type LocationAnswer = LocationOutcome['kind'];

/** What Allow came to: the browser's answer, kept (never asked again) or not. */
export type AllowLocationOutcome =
  | { readonly kind: 'granted' }
  | { readonly kind: 'denied' }
  | { readonly kind: 'unsupported' }
  /** The browser answered, but its storage refused to keep the answer: the prompt is asked again next time. */
  | { readonly kind: 'not-saved'; readonly answer: LocationAnswer };

/** What Skip came to: kept (never asked again), or the storage refused it (asked again next time). */
export type SkipLocationOutcome = { readonly kind: 'ok' } | NotSaved;

/**
 * The location prompt, asked once: until the shopper answers it (allow or skip), whatever the
 * browser then says, it is asked on the next first load; after that never again.
 */
@injectable()
export class LocationPromptService {
  constructor(
    @inject(LOCATION_STORE) private readonly store: LocationStore,
    @inject(GEOLOCATION) private readonly geolocation: Geolocation,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  async shouldAsk(): Promise<boolean> {
    return !(await this.store.wasAsked());
  }

  /** Asks the browser for the location, and keeps it when granted. */
  async allow(): Promise<AllowLocationOutcome> {
    const outcome = await this.geolocation.locate();
    try {
      if (outcome.kind === 'granted') await this.store.saveLocation(outcome.location);
      await this.store.markAsked();
    } catch (error) {
      this.logger.warn('The answer to the location prompt could not be kept.', error);
      return { kind: 'not-saved', answer: outcome.kind };
    }
    return { kind: outcome.kind };
  }

  async skip(): Promise<SkipLocationOutcome> {
    try {
      await this.store.markAsked();
    } catch (error) {
      this.logger.warn('The answer to the location prompt could not be kept.', error);
      return NOT_SAVED;
    }
    return { kind: 'ok' };
  }
}
