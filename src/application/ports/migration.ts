/** What a migration of the local data (users, products) into the Supabase backend came to. */
export type MigrationOutcome =
  /** No Supabase project is configured: nothing was read or written. */
  | { readonly kind: 'not-configured' }
  | { readonly kind: 'migrated'; readonly users: number; readonly products: number }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Copies this browser's local data into the Supabase backend. The local backend has no project to
 * copy into and answers 'not-configured'; a Supabase adapter does the copy (spec §7).
 */
export interface Migration {
  /** Whether there is a project to copy into. */
  isConfigured(): Promise<boolean>;
  run(): Promise<MigrationOutcome>;
}

export const MIGRATION = Symbol('Migration');
