import type { LocationOutcome } from '../../domain/location/user-location';

/**
 * The device's position (the browser's geolocation). It asks the shopper's permission when it has
 * to; a refusal, or a position that cannot be found, answers 'denied'; a browser without the
 * facility answers 'unsupported'. Never rejects.
 */
export interface Geolocation {
  locate(): Promise<LocationOutcome>;
}

export const GEOLOCATION = Symbol('Geolocation');
