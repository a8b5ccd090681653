import { describe, expect, it } from 'vitest';
import { LocalLocationStore, LOCATION_ASKED_KEY, USER_LOCATION_KEY } from '../../src/adapters/local/local-location-store';
import { MemoryLocationStore } from '../../src/adapters/memory/memory-location-store';
import { BrowserGeolocation } from '../../src/adapters/browser/browser-geolocation';
import { RecordingLogger } from '../support/recording-logger';
import { locationStoreContract } from './location-store.contract';

locationStoreContract('MemoryLocationStore', () => new MemoryLocationStore());
locationStoreContract('LocalLocationStore', () => {
  localStorage.clear();
  return new LocalLocationStore(localStorage, new RecordingLogger());
});

describe('LocalLocationStore', () => {
  it("keeps the spec's keys: locationAsked 'true' and userLocation as {latitude, longitude}", async () => {
    localStorage.clear();
    const store = new LocalLocationStore(localStorage, new RecordingLogger());
    await store.markAsked();
    await store.saveLocation({ latitude: 28.61, longitude: 77.2 });
    expect(localStorage.getItem(LOCATION_ASKED_KEY)).toBe('true');
    expect(JSON.parse(localStorage.getItem(USER_LOCATION_KEY)!)).toEqual({ latitude: 28.61, longitude: 77.2 });
  });

  it.each([
    ['not JSON', '{"latitude"'],
    ['a wrong shape', JSON.stringify({ latitude: 'north', longitude: 2 })],
    ['out of range', JSON.stringify({ latitude: 91, longitude: 0 })],
  ])('reads a tampered location (%s) as none, with a warning', async (_what, raw) => {
    localStorage.setItem(USER_LOCATION_KEY, raw);
    const logger = new RecordingLogger();
    expect(await new LocalLocationStore(localStorage, logger).location()).toBeUndefined();
    expect(logger.warnings).toHaveLength(1);
  });

  it("takes only 'true' as asked", async () => {
    localStorage.setItem(LOCATION_ASKED_KEY, 'yes');
    expect(await new LocalLocationStore(localStorage, new RecordingLogger()).wasAsked()).toBe(false);
  });
});

describe('BrowserGeolocation', () => {
  const position = { coords: { latitude: 12.5, longitude: 77.25 } } as GeolocationPosition;
  const device = (answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) =>
    ({ geolocation: { getCurrentPosition: answer } }) as unknown as Pick<Navigator, 'geolocation'>;

  it('answers the position when the shopper allows it', async () => {
    expect(await new BrowserGeolocation(device((ok) => ok(position))).locate()).toEqual({ kind: 'granted', location: { latitude: 12.5, longitude: 77.25 } });
  });

  it('answers denied when the browser refuses, or cannot find the position', async () => {
    const error = (code: number) => ({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;
    for (const code of [1, 2, 3]) expect(await new BrowserGeolocation(device((_ok, fail) => fail(error(code)))).locate()).toEqual({ kind: 'denied' });
  });

  it('answers unsupported without the facility', async () => {
    expect(await new BrowserGeolocation(undefined).locate()).toEqual({ kind: 'unsupported' });
    expect(await new BrowserGeolocation({} as Pick<Navigator, 'geolocation'>).locate()).toEqual({ kind: 'unsupported' });
  });
});
