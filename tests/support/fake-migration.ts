import type { Migration, MigrationOutcome } from '../../src/application/ports/migration';

/**
 * A migration the test steers: not configured (as the local backend) until `configured` is set;
 * then it answers `outcome`, or, with 'manual', waits until the test calls `settle`.
 */
export class FakeMigration implements Migration {
  runs = 0;
  configured = false;
  outcome: MigrationOutcome | 'manual' = { kind: 'migrated', users: 2, products: 25 };
  private pending: ((outcome: MigrationOutcome) => void) | undefined;

  async isConfigured(): Promise<boolean> {
    return this.configured;
  }

  run(): Promise<MigrationOutcome> {
    this.runs += 1;
    const outcome = this.outcome;
    if (outcome !== 'manual') return Promise.resolve(outcome);
    return new Promise((resolve) => {
      this.pending = resolve;
    });
  }

  /** Answers the run still waiting ('manual'). */
  settle(outcome: MigrationOutcome): void {
    this.pending?.(outcome);
    this.pending = undefined;
  }
}
