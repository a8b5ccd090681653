import { inject, injectable } from 'inversify';
import { failureSummary, migratedCompletely, type MigrationReport } from '../../domain/migration/migration-report';
import { LocalDataMigration, type MigrationProgress } from '../migration/local-data-migration';
import { MIGRATION_TARGET, type MigrationTarget } from '../ports/migration-target';
import { NOTIFIER, type Notifier } from '../ports/notifier';
import {
  MIGRATED_FROM_PAGE,
  MIGRATED_FROM_PRODUCTS,
  MIGRATION_FAILED_TITLE,
  MIGRATION_PAGE_FAILED,
  MIGRATION_STARTED,
  MIGRATION_UNKNOWN_ERROR,
  NOT_CONFIGURED,
} from './admin-notices';

/** Where the migration was started: the products' button or the /admin/migrate page (their toasts differ, spec §8). */
export type MigrationStart = 'products' | 'page';

/** What a migration of this browser's local data into the Supabase project came to. */
export type MigrationOutcome =
  /** No Supabase project is configured: nothing was read or written. */
  | { readonly kind: 'not-configured' }
  /** Every record reached the project; the local copies were cleared. */
  | { readonly kind: 'migrated'; readonly report: MigrationReport }
  /** Some records (with the report) or the whole run failed; nothing local was deleted. */
  | { readonly kind: 'failed'; readonly message: string; readonly report?: MigrationReport };

/** Copying the local data into Supabase (LocalDataMigration), said in toasts. */
@injectable()
export class MigrationService {
  constructor(
    @inject(LocalDataMigration) private readonly migration: LocalDataMigration,
    @inject(MIGRATION_TARGET) private readonly target: MigrationTarget,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  async start(from: MigrationStart, onProgress?: (progress: MigrationProgress) => void): Promise<MigrationOutcome> {
    let outcome: MigrationOutcome;
    try {
      if (await this.target.isConfigured()) {
        this.notifier.info(MIGRATION_STARTED);
        const report = await this.migration.run(onProgress);
        outcome = migratedCompletely(report) ? { kind: 'migrated', report } : { kind: 'failed', message: failureSummary(report), report };
      } else {
        outcome = { kind: 'not-configured' };
      }
    } catch (error) {
      outcome = { kind: 'failed', message: error instanceof Error && error.message ? error.message : MIGRATION_UNKNOWN_ERROR };
    }
    if (outcome.kind === 'not-configured') {
      this.notifier.error({ title: MIGRATION_FAILED_TITLE, description: NOT_CONFIGURED });
    } else if (outcome.kind === 'failed') {
      this.notifier.error(from === 'page' ? MIGRATION_PAGE_FAILED : { title: MIGRATION_FAILED_TITLE, description: outcome.message || MIGRATION_UNKNOWN_ERROR });
    } else {
      this.notifier.success(from === 'page' ? MIGRATED_FROM_PAGE : MIGRATED_FROM_PRODUCTS);
    }
    return outcome;
  }
}
