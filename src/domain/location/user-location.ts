/** Where the shopper is, as the browser reported it (spec: userLocation). */
export interface UserLocation {
  readonly latitude: number;
  readonly longitude: number;
}

/** What asking the browser for the location came to. */
export type LocationOutcome = { kind: 'granted'; location: UserLocation } | { kind: 'denied' } | { kind: 'unsupported' };

/** A latitude and longitude that are numbers within range; anything else is not a location. */
export function isUserLocation(value: unknown): value is UserLocation {
  if (typeof value !== 'object' || value === null) return false;
  const { latitude, longitude } = value as Record<string, unknown>;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}
