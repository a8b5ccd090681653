import type { Migration, MigrationOutcome } from '../../application/ports/migration';

/** The local backend's migration: there is no Supabase project to copy into, so it changes nothing. */
export class UnconfiguredMigration implements Migration {
  async isConfigured(): Promise<boolean> {
    return false;
  }

  async run(): Promise<MigrationOutcome> {
    return { kind: 'not-configured' };
  }
}
