import type { ScrollPositionStore } from '../../application/ports/scroll-position-store';

export class MemoryScrollPositionStore implements ScrollPositionStore {
  private positions = new Map<string, number>();

  read(): Map<string, number> {
    return new Map(this.positions);
  }

  write(positions: ReadonlyMap<string, number>): void {
    this.positions = new Map(positions);
  }
}
