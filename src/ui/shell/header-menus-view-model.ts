import { inject, injectable } from 'inversify';
import { CLOCK, type Clock, type TimerHandle } from '../../application/ports/clock';
import { makeViewModel } from '../lib/view-model';

/** Which of the header's dropdowns: Login or More. */
export type HeaderMenuId = 'login' | 'more';

export const MENU_OPEN_DELAY_MS = 200;
export const MENU_CLOSE_DELAY_MS = 500;

/** Which header dropdown is open: hover opens after 200 ms and closes 500 ms after leaving; clicks and keys act at once. */
@injectable()
export class HeaderMenusViewModel {
  openMenu: HeaderMenuId | null = null;
  /** The open menu came from a hover, not from a click or a key. */
  private openedByHover = false;
  private timers: { open?: TimerHandle; close?: TimerHandle } = {};

  constructor(@inject(CLOCK) private readonly clock: Clock) {
    makeViewModel<this, 'timers' | 'openedByHover'>(this, arguments, { timers: false, openedByHover: false });
  }

  isOpen(menu: HeaderMenuId): boolean {
    return this.openMenu === menu;
  }

  pointerEnter(menu: HeaderMenuId): void {
    this.cancelTimers();
    if (this.openMenu === menu) return;
    this.timers.open = this.clock.setTimeout(() => this.show(menu, true), MENU_OPEN_DELAY_MS);
  }

  /**
   * A press on a trigger, before the dropdown toggles its menu. A menu the hover opened stays open
   * (true: the toggle must not run): the shopper saw it open under the pointer and pressed to use
   * it, not to close it. The next press closes it as usual.
   */
  keepOpenOnPress(menu: HeaderMenuId): boolean {
    if (this.openMenu !== menu || !this.openedByHover) return false;
    this.setOpen(menu, true);
    return true;
  }

  pointerLeave(menu: HeaderMenuId): void {
    this.cancelTimers();
    if (this.openMenu !== menu) return;
    this.timers.close = this.clock.setTimeout(() => this.hide(menu), MENU_CLOSE_DELAY_MS);
  }

  /** From a click, a key, Escape or a click outside: immediate. */
  setOpen(menu: HeaderMenuId, open: boolean): void {
    this.cancelTimers();
    if (open) this.show(menu);
    else this.hide(menu);
  }

  dispose(): void {
    this.cancelTimers();
  }

  private show(menu: HeaderMenuId, byHover = false): void {
    this.openMenu = menu;
    this.openedByHover = byHover;
  }

  private hide(menu: HeaderMenuId): void {
    if (this.openMenu === menu) this.openMenu = null;
  }

  private cancelTimers(): void {
    this.clock.clearTimeout(this.timers.open);
    this.clock.clearTimeout(this.timers.close);
    this.timers = {};
  }
}
