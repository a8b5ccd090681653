import type { ReturnPathStore } from '../../application/ports/return-path-store';

export class MemoryReturnPathStore implements ReturnPathStore {
  private path: string | undefined;

  save(path: string): void {
    this.path = path;
  }

  take(): string | undefined {
    const path = this.path;
    this.path = undefined;
    return path;
  }
}
