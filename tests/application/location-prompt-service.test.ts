import { describe, expect, it } from 'vitest';
import { LocationPromptService } from '../../src/application/location/location-prompt-service';
import { createTestContainer } from '../support/test-container';

describe('LocationPromptService', () => {
  it('asks until the prompt is answered', async () => {
    const { container, locationStore } = createTestContainer();
    const service = container.get(LocationPromptService);
    expect(await service.shouldAsk()).toBe(true);
    await locationStore.markAsked();
    expect(await service.shouldAsk()).toBe(false);
  });

  it('granted: keeps {latitude, longitude}, never asks again, and says so', async () => {
    const { container, locationStore, geolocation, notifier } = createTestContainer();
    geolocation.outcome = { kind: 'granted', location: { latitude: 12.97, longitude: 77.59 } };
    const service = container.get(LocationPromptService);
    expect(await service.allow()).toBe('granted');
    expect(await locationStore.location()).toEqual({ latitude: 12.97, longitude: 77.59 });
    expect(await service.shouldAsk()).toBe(false);
    expect(notifier.notices).toEqual([{ kind: 'success', title: 'Location Access Granted' }]);
  });

  it('denied: keeps no location, never asks again, and says how to change it', async () => {
    const { container, locationStore, geolocation, notifier } = createTestContainer();
    geolocation.outcome = { kind: 'denied' };
    const service = container.get(LocationPromptService);
    expect(await service.allow()).toBe('denied');
    expect(await locationStore.location()).toBeUndefined();
    expect(await service.shouldAsk()).toBe(false);
    expect(notifier.notices).toEqual([{ kind: 'error', title: 'Location access denied', description: 'You can change this in your browser settings.' }]);
  });

  it('unsupported: never asks again, and says the browser cannot', async () => {
    const { container, geolocation, notifier } = createTestContainer();
    geolocation.outcome = { kind: 'unsupported' };
    const service = container.get(LocationPromptService);
    expect(await service.allow()).toBe('unsupported');
    expect(await service.shouldAsk()).toBe(false);
    expect(notifier.notices).toEqual([
      { kind: 'error', title: 'Geolocation not supported', description: "Your browser doesn't support location services." },
    ]);
  });

  it('skip: never asks again, does not touch the geolocation, and says it was skipped', async () => {
    const { container, geolocation, notifier } = createTestContainer();
    const service = container.get(LocationPromptService);
    await service.skip();
    expect(await service.shouldAsk()).toBe(false);
    expect(geolocation.calls).toBe(0);
    expect(notifier.notices).toEqual([{ kind: 'success', title: 'Location access skipped' }]);
  });
});
