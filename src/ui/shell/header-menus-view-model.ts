import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CLOCK, type Clock, type TimerHandle } from '../../application/ports/clock';

/** Which of the header's dropdowns: Login or More. */
export type HeaderMenuId = 'login' | 'more';

export const MENU_OPEN_DELAY_MS = 200;
export const MENU_CLOSE_DELAY_MS = 500;

/** Which header dropdown is open: hover opens after 200 ms and closes 500 ms after leaving; clicks and keys act at once. */
@injectable()
export class HeaderMenusViewModel {
  openMenu: HeaderMenuId | null = null;
  private timers: { open?: TimerHandle; close?: TimerHandle } = {};

  constructor(@inject(CLOCK) private readonly clock: Clock) {
    makeAutoObservable<this, 'clock' | 'timers'>(this, { clock: false, timers: false }, { autoBind: true });
  }

  isOpen(menu: HeaderMenuId): boolean {
    return this.openMenu === menu;
  }

  pointerEnter(menu: HeaderMenuId): void {
    this.cancelTimers();
    if (this.openMenu === menu) return;
    this.timers.open = this.clock.setTimeout(() => this.show(menu), MENU_OPEN_DELAY_MS);
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

  private show(menu: HeaderMenuId): void {
    this.openMenu = menu;
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
