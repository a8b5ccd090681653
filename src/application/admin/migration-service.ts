import { inject, injectable } from 'inversify';
import { MIGRATION, type Migration, type MigrationOutcome } from '../ports/migration';
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

/** Copying the local data into Supabase, said in toasts. */
@injectable()
export class MigrationService {
  constructor(
    @inject(MIGRATION) private readonly migration: Migration,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  async start(from: MigrationStart): Promise<MigrationOutcome> {
    let outcome: MigrationOutcome;
    try {
      if (await this.migration.isConfigured()) {
        this.notifier.info(MIGRATION_STARTED);
        outcome = await this.migration.run();
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
