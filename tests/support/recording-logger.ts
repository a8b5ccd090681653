import type { Logger } from '../../src/application/ports/logger';

export class RecordingLogger implements Logger {
  readonly warnings: string[] = [];
  readonly errors: string[] = [];
  warn(message: string): void {
    this.warnings.push(message);
  }
  error(message: string): void {
    this.errors.push(message);
  }
}
