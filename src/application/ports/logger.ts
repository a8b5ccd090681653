/** Where adapters and use cases report what a developer should see (the console in the browser). */
export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export const LOGGER = Symbol('Logger');
