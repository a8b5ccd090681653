import { describe, expect, it } from 'vitest';
import { migratedCompletely, migrationReport, reportSummary } from '../../../src/domain/migration/migration-report';

describe('the migration report', () => {
  it('counts each outcome and names every failure with its reason', () => {
    const report = migrationReport([
      { label: 'Linen Shirt (SHI4004)', outcome: { kind: 'created' } },
      { label: 'Old Tee (OLD-1)', outcome: { kind: 'updated' } },
      { label: 'Asha', outcome: { kind: 'unchanged' } },
      { label: 'Tee', outcome: { kind: 'failed', reason: 'no SKU' } },
      { label: 'Ravi', outcome: { kind: 'created' } },
    ]);
    expect(report).toEqual({ created: 2, updated: 1, unchanged: 1, failed: [{ label: 'Tee', reason: 'no SKU' }] });
    expect(reportSummary(report)).toBe('2 created, 1 updated, 1 unchanged, 1 failed');
    expect(migratedCompletely(report)).toBe(false);
  });

  it('is complete only without failures; a second run over the same data is all unchanged', () => {
    const second = migrationReport([
      { label: 'Linen Shirt (SHI4004)', outcome: { kind: 'unchanged' } },
      { label: 'Asha', outcome: { kind: 'unchanged' } },
    ]);
    expect(reportSummary(second)).toBe('0 created, 0 updated, 2 unchanged');
    expect(migratedCompletely(second)).toBe(true);
  });
});
