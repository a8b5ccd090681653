import { inject, injectable } from 'inversify';
import { MigrationService, type MigrationOutcome } from '../../../application/admin/migration-service';
import type { MigrationProgress } from '../../../application/migration/local-data-migration';
import { NOTIFIER, type Notice, type Notifier } from '../../../application/ports/notifier';
import { reportSummary, type MigrationReport } from '../../../domain/migration/migration-report';
import {
  ADMIN_ONLY_REFUSED,
  MIGRATED_FROM_PAGE,
  MIGRATED_FROM_PRODUCTS,
  MIGRATION_FAILED_TITLE,
  MIGRATION_PAGE_FAILED,
  MIGRATION_STARTED,
  MIGRATION_UNKNOWN_ERROR,
  NOT_CONFIGURED,
} from '../parts/admin-notices';
import { makeViewModel } from '../../lib/view-model';
import { failureSummary } from './migration-texts';

/** Where the migration was started: the products' button or the /admin/migrate page (their toasts differ, spec §8). */
export type MigrationStart = 'products' | 'page';

export type MigrateStatus = 'idle' | 'running' | 'not-configured' | 'migrated' | 'failed';

/**
 * A migration to Supabase, started from the products' button or the migration page: idle, running
 * (with the records copied so far), then its outcome and every record's fate, each said in the
 * toasts of where it was started.
 */
@injectable()
export class MigrateViewModel {
  status: MigrateStatus = 'idle';
  /** What the outcome was, in words, once there is one. */
  message: string | undefined = undefined;
  progress: MigrationProgress | undefined = undefined;
  report: MigrationReport | undefined = undefined;

  constructor(
    @inject(MigrationService) private readonly service: MigrationService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel(this, arguments);
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
    const outcome = await this.service.start({ started: this.sayStarted, progress: this.setProgress });
    this.finish(from, outcome);
    return outcome;
  }

  private sayStarted(): void {
    this.notifier.info(MIGRATION_STARTED);
  }

  private setProgress(progress: MigrationProgress): void {
    this.progress = progress;
  }

  private finish(from: MigrationStart, outcome: MigrationOutcome): void {
    switch (outcome.kind) {
      case 'admin-only':
        this.status = 'failed';
        this.message = ADMIN_ONLY_REFUSED.description;
        this.notifier.error(ADMIN_ONLY_REFUSED);
        return;
      case 'not-configured':
        this.status = 'not-configured';
        this.message = NOT_CONFIGURED;
        this.notifier.error({ title: MIGRATION_FAILED_TITLE, description: NOT_CONFIGURED });
        return;
      case 'ok':
        this.status = 'migrated';
        this.report = outcome.report;
        this.message = `Migrated: ${reportSummary(outcome.report)}.`;
        this.notifier.success(from === 'page' ? MIGRATED_FROM_PAGE : MIGRATED_FROM_PRODUCTS);
        return;
      case 'incomplete':
        this.report = outcome.report;
        this.fail(from, failureSummary(outcome.report));
        return;
      case 'failed':
        this.fail(from, outcome.reason ?? MIGRATION_UNKNOWN_ERROR);
        return;
    }
  }

  private fail(from: MigrationStart, message: string): void {
    this.status = 'failed';
    this.message = message;
    const notice: Notice = from === 'page' ? MIGRATION_PAGE_FAILED : { title: MIGRATION_FAILED_TITLE, description: message };
    this.notifier.error(notice);
  }
}
