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

  it('closes even when the answer cannot be stored', async () => {
    const test = createTestContainer();
    test.locationStore.markAsked = () => Promise.reject(new Error('full'));
    const vm = test.container.get(LocationPromptViewModel);
    await vm.start();
    await vm.allow().catch(() => undefined);
    expect(vm.open).toBe(false);
    expect(test.notifier.notices.map((n) => n.title)).toEqual(['Location access denied']);
  });
});
