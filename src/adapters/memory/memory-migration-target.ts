import type { MigrationTarget } from '../../application/ports/migration-target';
import type { ProductRecord, UserRecord } from '../../domain/migration/migration-records';
import type { RecordOutcome } from '../../domain/migration/migration-report';

/**
 * The Supabase project's tables as the migration sees them, in memory (or, made with
 * `configured` false, the local backend's answer that there is no project): upserts by SKU and by email,
 * and the table's unique name in any case (a second product or user under a name that is taken
 * fails, as the database refuses it).
 */
export class MemoryMigrationTarget implements MigrationTarget {
  readonly products = new Map<string, ProductRecord>();
  readonly users = new Map<string, UserRecord>();

  constructor(private readonly configured = true) {}

  async isConfigured(): Promise<boolean> {
    return this.configured;
  }

  async upsertProducts(records: readonly ProductRecord[]): Promise<RecordOutcome[]> {
    return records.map((record) => upsert(this.products, record.sku, record, (other) => other.sku !== record.sku && sameName(other.name, record.name)));
  }

  async upsertUsers(records: readonly UserRecord[]): Promise<RecordOutcome[]> {
    return records.map((record) => upsert(this.users, record.email, record, (other) => other.email !== record.email && sameName(other.name, record.name)));
  }
}

function upsert<T extends { name: string }>(table: Map<string, T>, key: string, record: T, clashes: (other: T) => boolean): RecordOutcome {
  const clash = [...table.values()].find(clashes);
  if (clash) return { kind: 'failed', reason: `the name "${record.name}" is taken by another record` };
  const existing = table.get(key);
  table.set(key, record);
  if (!existing) return { kind: 'created' };
  return JSON.stringify(existing) === JSON.stringify(record) ? { kind: 'unchanged' } : { kind: 'updated' };
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
