import type { MigrationTarget } from '../../src/application/ports/migration-target';
import { MemoryMigrationTarget } from '../../src/adapters/memory/memory-migration-target';
import type { ProductRecord, UserRecord } from '../../src/domain/migration/migration-records';
import type { RecordOutcome } from '../../src/domain/migration/migration-report';

/**
 * A project the test steers: none (as the local backend) until `configured` is set; then the memory
 * tables, whose writes can be held until `release()` (to see the running state) or refused.
 */
export class SteeredMigrationTarget implements MigrationTarget {
  configured = false;
  readonly tables = new MemoryMigrationTarget();
  /** When set, every write throws this (a project that refuses the whole request). */
  refusal: Error | undefined;
  writes = 0;
  private held: Promise<void> | undefined;
  private releaseHeld: (() => void) | undefined;

  async isConfigured(): Promise<boolean> {
    return this.configured;
  }

  /** The next writes wait until `release()`. */
  hold(): void {
    this.held = new Promise((resolve) => (this.releaseHeld = resolve));
  }

  release(): void {
    this.releaseHeld?.();
    this.held = undefined;
  }

  async upsertProducts(records: readonly ProductRecord[]): Promise<RecordOutcome[]> {
    await this.beforeWrite();
    return this.tables.upsertProducts(records);
  }

  async upsertUsers(records: readonly UserRecord[]): Promise<RecordOutcome[]> {
    await this.beforeWrite();
    return this.tables.upsertUsers(records);
  }

  private async beforeWrite(): Promise<void> {
    this.writes += 1;
    await this.held;
    if (this.refusal) throw this.refusal;
  }
}
