import type { UserLocation } from '../../domain/location/user-location';

/** Whether the location prompt was answered, and the location the browser gave (localStorage in the browser). */
export interface LocationStore {
  wasAsked(): Promise<boolean>;
  markAsked(): Promise<void>;
  /** The location last granted, if any. */
  location(): Promise<UserLocation | undefined>;
  saveLocation(location: UserLocation): Promise<void>;
}

export const LOCATION_STORE = Symbol('LocationStore');
