import type { Logger } from '../../application/ports/logger';

export class ConsoleLogger implements Logger {
  warn(message: string, detail?: unknown): void {
    if (detail === undefined) console.warn(message);
    else console.warn(message, detail);
  }
  error(message: string, detail?: unknown): void {
    if (detail === undefined) console.error(message);
    else console.error(message, detail);
  }
}
