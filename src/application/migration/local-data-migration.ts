import { inject, injectable } from 'inversify';
import { productRecord, userRecord, type ProductRecord, type Reading, type UserRecord } from '../../domain/migration/migration-records';
import { migratedCompletely, migrationReport, type MigrationReport, type RecordOutcome, type RecordResult } from '../../domain/migration/migration-report';
import { MIGRATION_SOURCE, type MigrationSource } from '../ports/migration-source';
import { MIGRATION_TARGET, type MigrationTarget } from '../ports/migration-target';

/** How far a migration has got: records tried of all records. */
export interface MigrationProgress {
  readonly done: number;
  readonly total: number;
}

/** Records a request: small enough that a progress bar moves, large enough not to make a request per record. */
export const MIGRATION_BATCH_SIZE = 50;

interface Mapped<T> {
  readonly label: string;
  readonly reading: Reading<T>;
}

/**
 * Copies this browser's local catalogue and users to the Supabase project (issue 12, spec §4): every
 * record's outcome reported, nothing silently dropped; a batch the project fails counts as failed
 * records with the reason, and the rest go on; the local data is cleared only when every record
 * arrived, so a failure deletes nothing.
 */
@injectable()
export class LocalDataMigration {
  constructor(
    @inject(MIGRATION_SOURCE) private readonly source: MigrationSource,
    @inject(MIGRATION_TARGET) private readonly target: MigrationTarget,
  ) {}

  async run(onProgress: (progress: MigrationProgress) => void = () => {}): Promise<MigrationReport> {
    const { products, users } = await this.source.read();
    const productRecords: Mapped<ProductRecord>[] = products.map((stored) => ({ label: productLabel(stored), reading: productRecord(stored) }));
    const userRecords: Mapped<UserRecord>[] = Object.entries(users).map(([key, stored]) => ({ label: userLabel(key, stored), reading: userRecord(key, stored) }));
    const total = productRecords.length + userRecords.length;
    let done = 0;
    onProgress({ done, total });
    const advance = (count: number) => {
      done += count;
      onProgress({ done, total });
    };
    const results = [
      ...(await this.copy(productRecords, (batch) => this.target.upsertProducts(batch), advance)),
      ...(await this.copy(userRecords, (batch) => this.target.upsertUsers(batch), advance)),
    ];
    const report = migrationReport(results);
    if (migratedCompletely(report)) await this.source.clearMigrated();
    return report;
  }

  private async copy<T>(mapped: readonly Mapped<T>[], upsert: (batch: T[]) => Promise<RecordOutcome[]>, advance: (count: number) => void): Promise<RecordResult[]> {
    const results: RecordResult[] = [];
    for (let start = 0; start < mapped.length; start += MIGRATION_BATCH_SIZE) {
      const batch = mapped.slice(start, start + MIGRATION_BATCH_SIZE);
      const valid = batch.flatMap((m) => (m.reading.ok ? [{ label: m.label, record: m.reading.record }] : []));
      for (const m of batch) if (!m.reading.ok) results.push({ label: m.label, outcome: { kind: 'failed', reason: m.reading.reason } });
      if (valid.length > 0) {
        try {
          const outcomes = await upsert(valid.map((v) => v.record));
          valid.forEach((v, i) => results.push({ label: v.label, outcome: outcomes[i] ?? { kind: 'failed', reason: 'the project gave no answer for it' } }));
        } catch (error) {
          const reason = error instanceof Error && error.message ? error.message : 'Unknown error occurred';
          for (const v of valid) results.push({ label: v.label, outcome: { kind: 'failed', reason } });
        }
      }
      advance(batch.length);
    }
    return results;
  }
}

function productLabel(stored: unknown): string {
  const p = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const name = typeof p.title === 'string' ? p.title : typeof p.name === 'string' ? p.name : 'A product without a name';
  return typeof p.sku === 'string' && p.sku ? `${name} (${p.sku})` : name;
}

function userLabel(key: string, stored: unknown): string {
  const u = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return typeof u.name === 'string' && u.name ? u.name : key;
}
