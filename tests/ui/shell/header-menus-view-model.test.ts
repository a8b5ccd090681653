import { describe, expect, it } from 'vitest';
import { HeaderMenusViewModel } from '../../../src/ui/shell/header-menus-view-model';
import { createTestContainer } from '../../support/test-container';

function setup() {
  const { container, clock } = createTestContainer();
  return { vm: container.get(HeaderMenusViewModel), clock };
}

describe('HeaderMenusViewModel', () => {
  it('opens a menu 200 ms after the pointer arrives, not before', () => {
    const { vm, clock } = setup();
    vm.pointerEnter('login');
    clock.advance(199);
    expect(vm.isOpen('login')).toBe(false);
    clock.advance(1);
    expect(vm.isOpen('login')).toBe(true);
  });

  it('does not open when the pointer passes through quickly', () => {
    const { vm, clock } = setup();
    vm.pointerEnter('more');
    clock.advance(150);
    vm.pointerLeave('more');
    clock.advance(1000);
    expect(vm.openMenu).toBeNull();
  });

  it('closes 500 ms after the pointer leaves, and stays open if it comes back in time', () => {
    const { vm, clock } = setup();
    vm.pointerEnter('login');
    clock.advance(200);
    vm.pointerLeave('login');
    clock.advance(499);
    expect(vm.isOpen('login')).toBe(true);
    vm.pointerEnter('login'); // e.g. moved onto the menu content
    clock.advance(1000);
    expect(vm.isOpen('login')).toBe(true);
    vm.pointerLeave('login');
    clock.advance(500);
    expect(vm.isOpen('login')).toBe(false);
  });

  it('opens and closes at once by click or key, one menu at a time', () => {
    const { vm } = setup();
    vm.setOpen('login', true);
    expect(vm.isOpen('login')).toBe(true);
    vm.setOpen('more', true);
    expect(vm.isOpen('more')).toBe(true);
    expect(vm.isOpen('login')).toBe(false);
    vm.setOpen('more', false);
    expect(vm.openMenu).toBeNull();
  });

  it('keeps a menu the hover opened open when its trigger is pressed; the next press closes it as usual', () => {
    const { vm, clock } = setup();
    vm.pointerEnter('more');
    clock.advance(200);
    expect(vm.keepOpenOnPress('more')).toBe(true);
    expect(vm.isOpen('more')).toBe(true);
    // Now open from the press: the dropdown's own toggle runs and closes it.
    expect(vm.keepOpenOnPress('more')).toBe(false);
  });

  it('lets a press toggle a menu that is closed, opened by click, or another one', () => {
    const { vm, clock } = setup();
    expect(vm.keepOpenOnPress('login')).toBe(false);
    vm.setOpen('login', true);
    expect(vm.keepOpenOnPress('login')).toBe(false);
    vm.setOpen('login', false);
    vm.pointerEnter('more');
    clock.advance(200);
    expect(vm.keepOpenOnPress('login')).toBe(false);
    expect(vm.isOpen('more')).toBe(true);
  });

  it('leaves no timer behind when disposed', () => {
    const { vm, clock } = setup();
    vm.pointerEnter('login');
    expect(clock.pendingTimers()).toBe(1);
    vm.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });
});
