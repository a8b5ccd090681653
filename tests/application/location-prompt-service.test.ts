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

  it("granted: keeps {latitude, longitude}, never asks again, and answers 'granted' (the view model says it)", async () => {
    const { container, locationStore, geolocation, notifier } = createTestContainer();
    geolocation.outcome = { kind: 'granted', location: { latitude: 12.97, longitude: 77.59 } };
    const service = container.get(LocationPromptService);
    expect(await service.allow()).toEqual({ kind: 'granted' });
    expect(await locationStore.location()).toEqual({ latitude: 12.97, longitude: 77.59 });
    expect(await service.shouldAsk()).toBe(false);
    expect(notifier.notices).toEqual([]);
  });

  it("denied: keeps no location, never asks again, and answers 'denied'", async () => {
    const { container, locationStore, geolocation } = createTestContainer();
    geolocation.outcome = { kind: 'denied' };
    const service = container.get(LocationPromptService);
    expect(await service.allow()).toEqual({ kind: 'denied' });
    expect(await locationStore.location()).toBeUndefined();
    expect(await service.shouldAsk()).toBe(false);
  });

  it("unsupported: never asks again, and answers 'unsupported'", async () => {
    const { container, geolocation } = createTestContainer();
    geolocation.outcome = { kind: 'unsupported' };
    const service = container.get(LocationPromptService);
    expect(await service.allow()).toEqual({ kind: 'unsupported' });
    expect(await service.shouldAsk()).toBe(false);
  });

  it("answers 'not-saved' with the browser's answer when the storage refuses to keep it: asked again next time", async () => {
    const { container, locationStore, geolocation, logger } = createTestContainer();
    geolocation.outcome = { kind: 'granted', location: { latitude: 12.97, longitude: 77.59 } };
    locationStore.saveLocation = () => Promise.reject(new Error('full'));
    const service = container.get(LocationPromptService);
    expect(await service.allow()).toEqual({ kind: 'not-saved', answer: 'granted' });
    expect(await service.shouldAsk()).toBe(true);
    expect(logger.warnings).toHaveLength(1);
  });

  it("skip: never asks again, does not touch the geolocation, and answers 'ok'", async () => {
    const { container, geolocation, notifier } = createTestContainer();
    const service = container.get(LocationPromptService);
    expect(await service.skip()).toEqual({ kind: 'ok' });
    expect(await service.shouldAsk()).toBe(false);
    expect(geolocation.calls).toBe(0);
    expect(notifier.notices).toEqual([]);
  });

  it("skip answers 'not-saved' when the storage refuses it: asked again next time", async () => {
    const { container, locationStore } = createTestContainer();
    locationStore.markAsked = () => Promise.reject(new Error('full'));
    const service = container.get(LocationPromptService);
    expect(await service.skip()).toEqual({ kind: 'not-saved' });
    expect(await service.shouldAsk()).toBe(true);
  });
});
