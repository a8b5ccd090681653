/*
 * The database tests' connection and their three kinds of caller. Each case runs in a transaction
 * that is rolled back, acting as PostgREST does for a request: `set local role` to the JWT's role
 * and the JWT's claims in `request.jwt.claims`. Needs the server scripts/test-db.sh starts.
 */
import pg from 'pg';

export type Db = pg.ClientBase;

export interface Actor {
  readonly label: string;
  readonly role: 'anon' | 'authenticated' | 'service_role';
  readonly userId?: string;
}

/** Fixed ids, so that every test file can seed the same fixture without clashing. */
export const ADMIN_ID = '00000000-0000-4000-8000-00000000a001';
export const SHOPPER_ID = '00000000-0000-4000-8000-00000000b001';
export const OTHER_SHOPPER_ID = '00000000-0000-4000-8000-00000000b002';
export const THIRD_SHOPPER_ID = '00000000-0000-4000-8000-00000000b003';

export const anon: Actor = { label: 'anon', role: 'anon' };
export const shopper: Actor = { label: 'shopper', role: 'authenticated', userId: SHOPPER_ID };
export const otherShopper: Actor = { label: 'other shopper', role: 'authenticated', userId: OTHER_SHOPPER_ID };
export const thirdShopper: Actor = { label: 'third shopper', role: 'authenticated', userId: THIRD_SHOPPER_ID };
export const admin: Actor = { label: 'admin', role: 'authenticated', userId: ADMIN_ID };
export const serviceRole: Actor = { label: 'service_role', role: 'service_role' };

export const ACTIVE_SKU = 'TSH1001';
export const INACTIVE_SKU = 'JEA120012';

export async function connect(): Promise<pg.Client> {
  if (!process.env.PGPORT) throw new Error('No database: run these tests with `npm run test:db`, which starts PostgreSQL 15.');
  const client = new pg.Client();
  await client.connect();
  await seed(client);
  return client;
}

/**
 * Two shoppers and an admin (made admin by the maintainer's statement of the README), an active and
 * an inactive product. Committed, and idempotent: every test file seeds it.
 */
async function seed(client: Db): Promise<void> {
  await client.query(
    `insert into auth.users (id, email, raw_user_meta_data) values
       ($1, 'admin@fashionzone.test', '{"name":"Admin"}'),
       ($2, 'asha@fashionzone.test', '{"name":"Asha"}'),
       ($3, 'ravi@fashionzone.test', '{"name":"Ravi"}')
     on conflict (id) do nothing`,
    [ADMIN_ID, SHOPPER_ID, OTHER_SHOPPER_ID],
  );
  await client.query(`update public.profiles set role = 'admin' where id = $1`, [ADMIN_ID]);
  await client.query(
    `insert into public.products (id, name, description, price, original_price, discount, rating, rating_count,
                                  image_url, category, brand, audience, stock_quantity, is_active, sku)
     values (1, 'Classic White T-shirt', 'High quality tshirts with great comfort and style...', 499, 999, 50, 4.5, 120,
             '/images/tshirt.jpg', 'tshirts', 'Urban Style', 'men', 40, true, $1),
            (12, 'Retired Slim Jeans', 'High quality jeans with great comfort and style...', 1299, 2599, 50, 4.1, 80,
             'https://example.com/jeans.jpg', 'jeans', 'Metro Fashion', 'women', 0, false, $2)
     on conflict (id) do nothing`,
    [ACTIVE_SKU, INACTIVE_SKU],
  );
}

/** Runs `work` as `actor` in a transaction that is always rolled back. */
export async function as<T>(client: Db, actor: Actor, work: (db: Db) => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    await client.query(`set local role ${actor.role}`);
    const claims = { role: actor.role, ...(actor.userId ? { sub: actor.userId } : {}) };
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    return await work(client);
  } finally {
    await client.query('rollback');
  }
}

/** Back to the superuser inside the current transaction, to see what a refused write left. */
export async function asSuperuser(db: Db): Promise<void> {
  await db.query('reset role');
}

export interface Attempt {
  /** The SQLSTATE when the statement failed. */
  readonly code: string | undefined;
  readonly rowCount: number;
  readonly rows: Record<string, unknown>[];
}

/**
 * Runs one statement inside a savepoint: a refusal is returned, not thrown, and the transaction
 * goes on (same role, same claims), so the case can then look at what the statement left.
 */
export async function attempt(db: Db, text: string, values: unknown[] = []): Promise<Attempt> {
  await db.query('savepoint attempt');
  try {
    const result = await db.query(text, values);
    await db.query('release savepoint attempt');
    return { code: undefined, rowCount: result.rowCount ?? 0, rows: result.rows as Record<string, unknown>[] };
  } catch (error) {
    await db.query('rollback to savepoint attempt');
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string') throw error;
    return { code, rowCount: 0, rows: [] };
  }
}
