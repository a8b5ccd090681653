import type { Notifier } from '../application/ports/notifier';
import { BrowserClock } from '../adapters/browser/browser-clock';
import { ConsoleLogger } from '../adapters/browser/console-logger';
import type { Platform } from './backend';

/** This page's globals, console, clock and the given toasts. */
export function pagePlatform(notifier: Notifier): Platform {
  return { window, logger: new ConsoleLogger(), clock: new BrowserClock(), notifier };
}
