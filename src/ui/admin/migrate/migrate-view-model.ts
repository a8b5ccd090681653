import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { NOT_CONFIGURED } from '../../../application/admin/admin-notices';
import { MigrationService, type MigrationOutcome, type MigrationStart } from '../../../application/admin/migration-service';
import type { MigrationProgress } from '../../../application/migration/local-data-migration';
import { reportSummary, type MigrationReport } from '../../../domain/migration/migration-report';

export type MigrateStatus = 'idle' | 'running' | MigrationOutcome['kind'];

/**
 * A migration to Supabase, started from the products' button or the migration page: idle, running
 * (with the records copied so far), then its outcome and every record's fate.
 */
@injectable()
export class MigrateViewModel {
  status: MigrateStatus = 'idle';
  /** What the outcome was, in words, once there is one. */
  message: string | undefined = undefined;
  progress: MigrationProgress | undefined = undefined;
  report: MigrationReport | undefined = undefined;

  constructor(@inject(MigrationService) private readonly service: MigrationService) {
    makeAutoObservable<this, 'service'>(this, { service: false }, { autoBind: true });
  }

  get running(): boolean {
    return this.status === 'running';
  }

  /** 0–100, for the progress bar; 0 until the records are counted. */
  get percent(): number {
    const { done = 0, total = 0 } = this.progress ?? {};
    return total === 0 ? 0 : Math.round((done / total) * 100);
  }

  /** '12 created, 3 updated, 40 unchanged, 1 failed', once a run has reported. */
  get summary(): string | undefined {
    return this.report && reportSummary(this.report);
  }

  /** Starts once at a time; resolves with the outcome (undefined when one was already running). */
  async migrate(from: MigrationStart): Promise<MigrationOutcome | undefined> {
    if (this.running) return undefined;
    this.status = 'running';
    this.message = undefined;
    this.progress = undefined;
    this.report = undefined;
    const outcome = await this.service.start(from, this.setProgress);
    this.finish(outcome);
    return outcome;
  }

  private setProgress(progress: MigrationProgress): void {
    this.progress = progress;
  }

  private finish(outcome: MigrationOutcome): void {
    this.status = outcome.kind;
    if (outcome.kind === 'not-configured') {
      this.message = NOT_CONFIGURED;
      return;
    }
    this.report = outcome.report;
    this.message = outcome.kind === 'failed' ? outcome.message || 'Migration failed' : `Migrated: ${reportSummary(outcome.report)}.`;
  }
}
