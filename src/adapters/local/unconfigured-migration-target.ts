import type { MigrationTarget } from '../../application/ports/migration-target';
import type { RecordOutcome } from '../../domain/migration/migration-report';

/** The local and memory backends' target: there is no Supabase project to copy into. */
export class UnconfiguredMigrationTarget implements MigrationTarget {
  async isConfigured(): Promise<boolean> {
    return false;
  }

  async upsertProducts(): Promise<RecordOutcome[]> {
    throw new Error('No Supabase project is configured for this store.');
  }

  async upsertUsers(): Promise<RecordOutcome[]> {
    throw new Error('No Supabase project is configured for this store.');
  }
}
