import { inject, injectable } from 'inversify';
import { migratedCompletely, type MigrationReport } from '../../domain/migration/migration-report';
import { LocalDataMigration, type MigrationProgress } from '../migration/local-data-migration';
import { MIGRATION_TARGET, type MigrationTarget } from '../ports/migration-target';
import { AdminAuthority } from './admin-authority';
import { ADMIN_ONLY, type AdminOnly } from '../outcomes';

/** What a migration of this browser's local data into the Supabase project came to. */
export type MigrationOutcome =
  /** Nobody AdminAuthority vouches for as the admin: nothing was read or written. */
  | AdminOnly
  /** No Supabase project is configured: nothing was read or written. */
  | { readonly kind: 'not-configured' }
  /** Every record reached the project; the local copies were cleared. */
  | { readonly kind: 'ok'; readonly report: MigrationReport }
  /** The project refused some records (each in the report with its reason); nothing local was deleted. */
  | { readonly kind: 'incomplete'; readonly report: MigrationReport }
  /** The run stopped (the local data unreadable, the project unreachable …); nothing local was deleted. `reason` when the error had words. */
  | { readonly kind: 'failed'; readonly reason?: string };

/** What the caller hears while a migration runs: when it starts copying, and how far it has got. */
export interface MigrationListener {
  /** There is a project to copy into: the records are about to be read and copied. */
  started?(): void;
  progress?(progress: MigrationProgress): void;
}

/** Copying the local data into Supabase (LocalDataMigration), by the admin only, answered with its outcome. */
@injectable()
export class MigrationService {
  constructor(
    @inject(LocalDataMigration) private readonly migration: LocalDataMigration,
    @inject(MIGRATION_TARGET) private readonly target: MigrationTarget,
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
  ) {}

  async start(listener: MigrationListener = {}): Promise<MigrationOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    try {
      if (!(await this.target.isConfigured())) return { kind: 'not-configured' };
      listener.started?.();
      const report = await this.migration.run(listener.progress);
      return migratedCompletely(report) ? { kind: 'ok', report } : { kind: 'incomplete', report };
    } catch (error) {
      return error instanceof Error && error.message ? { kind: 'failed', reason: error.message } : { kind: 'failed' };
    }
  }
}
