import type { ProductRecord, UserRecord } from '../../domain/migration/migration-records';
import type { RecordOutcome } from '../../domain/migration/migration-report';

/**
 * Where the migration copies to: the Supabase project, written with the signed-in admin's session
 * (row-level security lets admins write the catalogue and the users table). Upserts, so that a second
 * run over the same data creates nothing: products by SKU, users by email.
 */
export interface MigrationTarget {
  /** Whether there is a project to copy into (the local backend has none). */
  isConfigured(): Promise<boolean>;
  /** One outcome a record, in the records' order. A record the project refuses is 'failed' with its reason; the others go on. */
  upsertProducts(records: readonly ProductRecord[]): Promise<RecordOutcome[]>;
  upsertUsers(records: readonly UserRecord[]): Promise<RecordOutcome[]>;
}

export const MIGRATION_TARGET = Symbol('MigrationTarget');
