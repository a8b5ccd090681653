import type { LocationStore } from '../../application/ports/location-store';
import type { UserLocation } from '../../domain/location/user-location';

export class MemoryLocationStore implements LocationStore {
  private asked = false;
  private saved: UserLocation | undefined;

  async wasAsked(): Promise<boolean> {
    return this.asked;
  }

  async markAsked(): Promise<void> {
    this.asked = true;
  }

  async location(): Promise<UserLocation | undefined> {
    return this.saved;
  }

  async saveLocation(location: UserLocation): Promise<void> {
    this.saved = { ...location };
  }
}
