import type { SupabaseClient } from '@supabase/supabase-js';
import type { MigrationTarget } from '../../application/ports/migration-target';
import type { ProductRecord, UserRecord } from '../../domain/migration/migration-records';
import type { RecordOutcome } from '../../domain/migration/migration-report';
import { gridArguments, gridOfRow, PRODUCT_COLUMNS, type ProductRow } from './product-rows';
import type { PostgrestFailure } from './supabase-errors';

// What a person can act on, by the SQLSTATE the tables' constraints and row-level security raise.
const REFUSALS: Record<string, string> = {
  '42501': 'only an admin may migrate data into the project',
  '23505': 'another record in the project already has this name',
  '23514': 'a value is out of range for the project',
  '23502': 'a required value is missing',
};

type Row = Record<string, unknown>;

interface Table<R> {
  readonly name: 'products' | 'users';
  /** The column a record is recognised by on a second run. */
  readonly key: keyof R & string;
}

const USERS: Table<UserRecord> = { name: 'users', key: 'email' };

/**
 * The migration's writes into the Supabase project, with the signed-in admin's session (row-level
 * security lets only admins write these tables). Each batch first reads the rows it may touch, so
 * that every record is said to be created, updated or unchanged. Users new or changed are upserted
 * in one request, and only when the project refuses that request are they written one by one, so
 * that the refused records fail with their reason and the others still arrive. A product is written
 * with its grid by save_product, one call a product: its row and its variants together or not at
 * all (the row's stock is the variants' sum, which no upsert of the row may set).
 */
export class SupabaseMigrationTarget implements MigrationTarget {
  constructor(private readonly client: SupabaseClient) {}

  async isConfigured(): Promise<boolean> {
    return true;
  }

  async upsertProducts(records: readonly ProductRecord[]): Promise<RecordOutcome[]> {
    if (records.length === 0) return [];
    const existing = await this.client
      .from('products')
      .select(PRODUCT_COLUMNS)
      .in(
        'sku',
        records.map((record) => record.sku),
      );
    if (existing.error) return records.map(() => refused(existing.error));
    const stored = new Map((existing.data as unknown as ProductRow[]).map((row) => [row.sku, row]));
    const outcomes: RecordOutcome[] = [];
    for (const record of records) {
      const row = stored.get(record.sku);
      if (row && sameProduct(record, row)) {
        outcomes.push({ kind: 'unchanged' });
        continue;
      }
      const { grid, ...columns } = record;
      const saved = await this.client.rpc('save_product', { product: row ? { ...columns, id: row.id } : columns, ...gridArguments(grid) });
      outcomes.push(saved.error ? refused(saved.error) : { kind: row ? 'updated' : 'created' });
    }
    return outcomes;
  }

  upsertUsers(records: readonly UserRecord[]): Promise<RecordOutcome[]> {
    return this.upsert(USERS, records);
  }

  private async upsert<R extends object>(table: Table<R>, records: readonly R[]): Promise<RecordOutcome[]> {
    if (records.length === 0) return [];
    const keys = records.map((record) => String(record[table.key as keyof R]));
    // A plain string: supabase-js types a column it knows, and these untyped tables it does not.
    const keyColumn: string = table.key;
    const existing = await this.client.from(table.name).select('*').in(keyColumn, keys);
    if (existing.error) return records.map(() => refused(existing.error));
    const stored = new Map((existing.data as Row[]).map((row) => [String(row[table.key]), row]));
    const planned: RecordOutcome[] = records.map((record, i) => {
      const row = stored.get(keys[i]!);
      if (!row) return { kind: 'created' };
      return sameRecord(record, row) ? { kind: 'unchanged' } : { kind: 'updated' };
    });
    const writes = records.filter((_, i) => planned[i]!.kind !== 'unchanged');
    if (writes.length === 0) return planned;
    const batch = await this.client.from(table.name).upsert(writes as Row[], { onConflict: keyColumn });
    if (!batch.error) return planned;
    // One record the project refuses fails the whole request: find which, one at a time.
    const outcomes: RecordOutcome[] = [];
    for (const [i, record] of records.entries()) {
      if (planned[i]!.kind === 'unchanged') {
        outcomes.push(planned[i]!);
        continue;
      }
      const single = await this.client.from(table.name).upsert([record as Row], { onConflict: keyColumn });
      outcomes.push(single.error ? refused(single.error) : planned[i]!);
    }
    return outcomes;
  }
}

function refused(failure: PostgrestFailure): RecordOutcome {
  return { kind: 'failed', reason: REFUSALS[failure.code] ?? `the project answered: ${failure.message}` };
}

/** Whether the stored product row already holds the record: its columns and its grid. */
function sameProduct(record: ProductRecord, row: ProductRow): boolean {
  const { grid, ...columns } = record;
  // Both as the domain holds a grid, in one key order: the row's copy and the record's.
  const { size_scale: sizeScale, colours, variants } = gridArguments(grid);
  return sameRecord(columns, row as unknown as Row) && JSON.stringify(gridOfRow(row)) === JSON.stringify({ sizeScale, colours, variants });
}

/** Whether the stored row already holds the record: numbers as numbers, times as instants. */
function sameRecord(record: object, row: Row): boolean {
  return Object.entries(record).every(([column, value]) => {
    const stored = row[column];
    if (typeof value === 'number') return Number(stored) === value;
    if (column === 'created_at' && typeof value === 'string' && typeof stored === 'string') return Date.parse(stored) === Date.parse(value);
    return stored === value;
  });
}
