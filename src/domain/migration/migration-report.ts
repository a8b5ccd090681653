/**
 * What became of every record a migration tried (issue 12: nothing silently dropped, as the spec's
 * original did). A second run over the same data reports everything unchanged.
 */

export type RecordOutcome =
  | { readonly kind: 'created' }
  | { readonly kind: 'updated' }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'failed'; readonly reason: string };

export interface RecordResult {
  /** What the record is, for a person: a product's name and SKU, a user's name. */
  readonly label: string;
  readonly outcome: RecordOutcome;
}

export interface MigrationReport {
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
  readonly failed: readonly { readonly label: string; readonly reason: string }[];
}

export function migrationReport(results: readonly RecordResult[]): MigrationReport {
  const count = (kind: RecordOutcome['kind']) => results.filter((r) => r.outcome.kind === kind).length;
  return {
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    failed: results.flatMap((r) => (r.outcome.kind === 'failed' ? [{ label: r.label, reason: r.outcome.reason }] : [])),
  };
}

/** Whether the local data may be cleared: only when every record reached the project. */
export function migratedCompletely(report: MigrationReport): boolean {
  return report.failed.length === 0;
}

/** One line for a person: '12 created, 3 updated, 40 unchanged, 1 failed'. */
export function reportSummary(report: MigrationReport): string {
  const parts = [`${report.created} created`, `${report.updated} updated`, `${report.unchanged} unchanged`];
  if (report.failed.length > 0) parts.push(`${report.failed.length} failed`);
  return parts.join(', ');
}

/** How many records a report covers. */
export function recordCount(report: MigrationReport): number {
  return report.created + report.updated + report.unchanged + report.failed.length;
}
