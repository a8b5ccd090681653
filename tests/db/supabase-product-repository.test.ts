import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { SupabaseProductRepository } from '../../src/adapters/supabase/supabase-product-repository';
import { productRepositoryContract } from '../adapters/product-repository.contract';
import { lockCatalogue, resetCatalogue, seedAccounts, unlockCatalogue } from './support/catalogue-fixture';
import { admin } from './support/database';
import { connectToApiDatabase, supabaseAs } from './support/postgrest';

// The shared contract, through supabase-js and PostgREST to PostgreSQL, as an admin: the one
// caller who may write, and who reads every product (none here is off sale).
let db: pg.Client;

beforeAll(async () => {
  db = await connectToApiDatabase();
  await seedAccounts(db);
});
afterAll(() => db.end());
beforeEach(() => lockCatalogue(db));
afterEach(() => unlockCatalogue(db));

productRepositoryContract('SupabaseProductRepository (PostgREST, as an admin)', async (initial) => {
  await resetCatalogue(db, initial);
  return new SupabaseProductRepository(supabaseAs(admin));
});
