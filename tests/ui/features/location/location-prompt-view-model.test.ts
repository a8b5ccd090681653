import { describe, expect, it } from 'vitest';
import { LocationPromptViewModel } from '../../../../src/ui/features/location/location-prompt-view-model';
import { createTestContainer } from '../../../support/test-container';

describe('LocationPromptViewModel', () => {
  it('opens when the prompt was never answered, and closes for good on Allow', async () => {
    const test = createTestContainer();
    test.geolocation.outcome = { kind: 'granted', location: { latitude: 1, longitude: 2 } };
    const vm = test.container.get(LocationPromptViewModel);
    await vm.start();
    expect(vm.open).toBe(true);
    await vm.allow();
    expect(vm.open).toBe(false);
    const again = test.container.get(LocationPromptViewModel);
    await again.start();
    expect(again.open).toBe(false);
  });

  it('stays closed once answered', async () => {
    const test = createTestContainer();
    await test.locationStore.markAsked();
    const vm = test.container.get(LocationPromptViewModel);
    await vm.start();
    expect(vm.open).toBe(false);
  });

  it('skips once (a second close says nothing more)', async () => {
    const test = createTestContainer();
    const vm = test.container.get(LocationPromptViewModel);
    await vm.start();
    await vm.skip();
    await vm.skip();
    expect(vm.open).toBe(false);
    expect(test.notifier.notices).toEqual([{ kind: 'success', title: 'Location access skipped' }]);
  });

  it('closes even when the answer cannot be stored, and says what the browser answered', async () => {
    const test = createTestContainer();
    test.locationStore.markAsked = () => Promise.reject(new Error('full'));
    const vm = test.container.get(LocationPromptViewModel);
    await vm.start();
    await vm.allow();
    expect(vm.open).toBe(false);
    expect(test.notifier.notices.map((n) => n.title)).toEqual(['Location access denied']);
  });

  it.each([
    [{ kind: 'granted', location: { latitude: 1, longitude: 2 } } as const, { kind: 'success', title: 'Location Access Granted' }],
    [{ kind: 'denied' } as const, { kind: 'error', title: 'Location access denied', description: 'You can change this in your browser settings.' }],
    [{ kind: 'unsupported' } as const, { kind: 'error', title: 'Geolocation not supported', description: "Your browser doesn't support location services." }],
  ])('says the answer %j in its toast, kept or not', async (answer, toast) => {
    for (const kept of [true, false]) {
      const test = createTestContainer();
      test.geolocation.outcome = answer;
      if (!kept) test.locationStore.markAsked = () => Promise.reject(new Error('full'));
      const vm = test.container.get(LocationPromptViewModel);
      await vm.start();
      await vm.allow();
      expect(test.notifier.notices).toEqual([toast]);
    }
  });

  it('says the skip even when it cannot be kept', async () => {
    const test = createTestContainer();
    test.locationStore.markAsked = () => Promise.reject(new Error('full'));
    const vm = test.container.get(LocationPromptViewModel);
    await vm.start();
    await vm.skip();
    expect(vm.open).toBe(false);
    expect(test.notifier.notices).toEqual([{ kind: 'success', title: 'Location access skipped' }]);
  });
});
