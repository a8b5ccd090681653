import type { LocationStore } from '../../application/ports/location-store';
import type { Logger } from '../../application/ports/logger';
import { isUserLocation, type UserLocation } from '../../domain/location/user-location';
import { readItem, writeItem } from './guarded-storage';

export const LOCATION_ASKED_KEY = 'locationAsked';
export const USER_LOCATION_KEY = 'userLocation';

/** `locationAsked` ('true') and `userLocation` ({latitude, longitude} as JSON) in localStorage. */
export class LocalLocationStore implements LocationStore {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
  ) {}

  async wasAsked(): Promise<boolean> {
    return readItem(this.storage, LOCATION_ASKED_KEY, this.logger) === 'true';
  }

  async markAsked(): Promise<void> {
    writeItem(this.storage, LOCATION_ASKED_KEY, 'true', 'The answer to the location prompt');
  }

  async location(): Promise<UserLocation | undefined> {
    const raw = readItem(this.storage, USER_LOCATION_KEY, this.logger);
    if (raw === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isUserLocation(parsed)) return { latitude: parsed.latitude, longitude: parsed.longitude };
    } catch {
      // Reported below, as for a record of the wrong shape.
    }
    this.logger.warn(`The stored location under "${USER_LOCATION_KEY}" is unreadable; ignored.`);
    return undefined;
  }

  async saveLocation(location: UserLocation): Promise<void> {
    writeItem(this.storage, USER_LOCATION_KEY, JSON.stringify({ latitude: location.latitude, longitude: location.longitude }), 'The location');
  }
}
