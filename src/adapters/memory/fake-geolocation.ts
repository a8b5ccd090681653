import type { Geolocation } from '../../application/ports/geolocation';
import type { LocationOutcome } from '../../domain/location/user-location';

/** A device whose answer is set beforehand: for tests and demos. Counts how often it was asked. */
export class FakeGeolocation implements Geolocation {
  calls = 0;

  constructor(public outcome: LocationOutcome = { kind: 'denied' }) {}

  async locate(): Promise<LocationOutcome> {
    this.calls += 1;
    return this.outcome;
  }
}
