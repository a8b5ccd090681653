import { describe, expect, it } from 'vitest';
import { BannerCarouselViewModel } from '../../../../src/ui/features/home/banner-carousel-view-model';
import { DealsCountdownViewModel } from '../../../../src/ui/components/deals-countdown-view-model';
import { HomeViewModel } from '../../../../src/ui/features/home/home-view-model';
import { createTestContainer } from '../../../support/test-container';

describe('BannerCarouselViewModel', () => {
  function started() {
    const test = createTestContainer();
    const vm = test.container.get(BannerCarouselViewModel);
    vm.start();
    return { vm, clock: test.clock };
  }

  it('advances every 5 s and wraps to the first slide', () => {
    const { vm, clock } = started();
    clock.advance(4999);
    expect(vm.index).toBe(0);
    clock.advance(1);
    expect(vm.current.title).toBe('Summer Collection');
    clock.advance(10_000);
    expect(vm.index).toBe(0);
  });

  it('holds still while hovered or focused, and moves on 5 s after both end', () => {
    const { vm, clock } = started();
    vm.pause('hover');
    vm.pause('focus');
    clock.advance(60_000);
    expect(vm.index).toBe(0);
    vm.resume('hover');
    clock.advance(60_000);
    expect(vm.index).toBe(0);
    vm.resume('focus');
    clock.advance(5000);
    expect(vm.index).toBe(1);
  });

  it('previous wraps to the last; a manual move restarts the 5 s', () => {
    const { vm, clock } = started();
    clock.advance(3000);
    vm.previous();
    expect(vm.current.title).toBe('Tech Accessories');
    clock.advance(4000);
    expect(vm.index).toBe(2);
    clock.advance(1000);
    expect(vm.index).toBe(0);
    vm.goTo(1);
    expect(vm.index).toBe(1);
  });

  it('Pause stops it until Play; dispose leaves no timer', () => {
    const { vm, clock } = started();
    vm.togglePlay();
    expect(vm.pausedByUser).toBe(true);
    clock.advance(20_000);
    expect(vm.index).toBe(0);
    vm.togglePlay();
    clock.advance(5000);
    expect(vm.index).toBe(1);
    vm.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe('DealsCountdownViewModel', () => {
  it('shows 10:00:00, ticks each second, and stops at 00:00:00', () => {
    const { container, clock } = createTestContainer();
    const vm = container.get(DealsCountdownViewModel);
    vm.start();
    expect(vm.display).toBe('10:00:00');
    clock.advance(1000);
    expect(vm.display).toBe('09:59:59');
    clock.advance(61_000);
    expect(vm.display).toBe('09:58:58');
    clock.advance(10 * 3600 * 1000);
    expect(vm.display).toBe('00:00:00');
    expect(vm.ended).toBe(true);
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe('HomeViewModel', () => {
  it('loads the product shelves and the first five deals', async () => {
    const { container } = createTestContainer();
    const vm = container.get(HomeViewModel);
    expect(vm.status).toBe('loading');
    await vm.start();
    expect(vm.status).toBe('ready');
    expect(vm.deals.map((p) => p.id)).toEqual([1, 2, 3, 4, 10]);
    expect(vm.shelves).toHaveLength(9);
  });

  it('reports a catalogue that cannot be read', async () => {
    const { container, products } = createTestContainer();
    products.catalogue = () => Promise.reject(new Error('storage exploded'));
    const vm = container.get(HomeViewModel);
    await vm.start();
    expect(vm.status).toBe('error');
  });
});
