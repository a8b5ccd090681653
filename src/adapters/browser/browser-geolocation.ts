import type { Geolocation } from '../../application/ports/geolocation';
import type { LocationOutcome } from '../../domain/location/user-location';

/** How long to wait for a position before taking the silence as a refusal. */
const POSITION_TIMEOUT_MS = 15_000;

/**
 * The browser's geolocation: asks the shopper's permission (the browser's own prompt) and reads
 * the position once. A refusal, an unavailable position or a timeout all answer 'denied': the
 * shopper can only change them in the browser's settings.
 */
export class BrowserGeolocation implements Geolocation {
  constructor(private readonly navigator: Pick<Navigator, 'geolocation'> | undefined) {}

  locate(): Promise<LocationOutcome> {
    const geolocation = this.navigator?.geolocation;
    if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') return Promise.resolve({ kind: 'unsupported' });
    return new Promise((resolve) => {
      geolocation.getCurrentPosition(
        (position) => resolve({ kind: 'granted', location: { latitude: position.coords.latitude, longitude: position.coords.longitude } }),
        () => resolve({ kind: 'denied' }),
        { timeout: POSITION_TIMEOUT_MS, maximumAge: 10 * 60_000 },
      );
    });
  }
}
