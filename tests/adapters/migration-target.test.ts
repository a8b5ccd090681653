import { describe, expect, it } from 'vitest';
import { UnconfiguredMigrationTarget } from '../../src/adapters/local/unconfigured-migration-target';
import { MemoryMigrationTarget } from '../../src/adapters/memory/memory-migration-target';
import { migrationTargetContract } from './migration-target.contract';

migrationTargetContract('MemoryMigrationTarget', () => new MemoryMigrationTarget());

describe('UnconfiguredMigrationTarget (the local and memory backends)', () => {
  it('says there is no project, and refuses to write rather than pretend', async () => {
    const target = new UnconfiguredMigrationTarget();
    expect(await target.isConfigured()).toBe(false);
    await expect(target.upsertProducts()).rejects.toThrow('No Supabase project is configured');
    await expect(target.upsertUsers()).rejects.toThrow('No Supabase project is configured');
  });
});
