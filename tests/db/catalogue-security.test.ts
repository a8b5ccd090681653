/*
 * The catalogue's rules on a real PostgreSQL 15 (npm run test:db): anyone reads what is on sale,
 * admins alone read the rest and write, and the constraints hold whoever writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { ACTIVE_SKU, INACTIVE_SKU, admin, anon, as, asSuperuser, attempt, connect, serviceRole, shopper, type Actor, type Db } from './support/database.ts';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

const NEW_PRODUCT = `insert into public.products (name, price, original_price, discount, category, audience, stock_quantity, sku)
                     values ($1, $2, 1999, 50, 'hoodies', 'unisex', $3, $4) returning id`;

async function skus(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ sku: string }>('select sku from public.products order by sku');
  return rows.map((row) => row.sku);
}

async function priceOf(db: Db, sku: string): Promise<string | undefined> {
  const { rows } = await db.query<{ price: string }>('select price from public.products where sku = $1', [sku]);
  return rows[0]?.price;
}

describe('reading the catalogue', () => {
  it.each([anon, shopper])('$label reads the active products and not the inactive ones', async (actor: Actor) => {
    const seen = await as(client, actor, skus);
    expect(seen).toContain(ACTIVE_SKU);
    expect(seen).not.toContain(INACTIVE_SKU);
  });

  it('an admin reads the inactive products too', async () => {
    expect(await as(client, admin, skus)).toEqual(expect.arrayContaining([ACTIVE_SKU, INACTIVE_SKU]));
  });

  it('the service role bypasses row-level security (it reads the inactive products, though no admin)', async () => {
    expect(await as(client, serviceRole, skus)).toContain(INACTIVE_SKU);
  });
});

describe('writing the catalogue', () => {
  it.each([anon, shopper])('$label may not add a product (42501)', async (actor: Actor) => {
    const result = await as(client, actor, (db) => attempt(db, NEW_PRODUCT, ['Cosy Hoodie', 999, 10, 'HOO-000001']));
    expect(result.code).toBe('42501');
  });

  it('anon may not change or delete a product at all (no privilege: 42501)', async () => {
    await as(client, anon, async (db) => {
      expect((await attempt(db, 'update public.products set price = 1 where sku = $1', [ACTIVE_SKU])).code).toBe('42501');
      expect((await attempt(db, 'delete from public.products where sku = $1', [ACTIVE_SKU])).code).toBe('42501');
    });
  });

  it('a shopper’s update changes no row (the policy hides every row from it), and the price stays', async () => {
    await as(client, shopper, async (db) => {
      const result = await attempt(db, 'update public.products set price = 1 where sku = $1', [ACTIVE_SKU]);
      expect(result).toMatchObject({ code: undefined, rowCount: 0 });
      await asSuperuser(db);
      expect(await priceOf(db, ACTIVE_SKU)).toBe('499.00');
    });
  });

  it('a shopper’s delete removes no row, and the product is still there', async () => {
    await as(client, shopper, async (db) => {
      const result = await attempt(db, 'delete from public.products where sku = $1', [ACTIVE_SKU]);
      expect(result).toMatchObject({ code: undefined, rowCount: 0 });
      await asSuperuser(db);
      expect(await priceOf(db, ACTIVE_SKU)).toBe('499.00');
    });
  });

  it('an admin adds, changes and deletes a product', async () => {
    await as(client, admin, async (db) => {
      const added = await attempt(db, NEW_PRODUCT, ['Cosy Hoodie', 999, 10, 'HOO-000001']);
      expect(added).toMatchObject({ code: undefined, rowCount: 1 });
      const updated = await attempt(db, `update public.products set price = 899, is_active = false where sku = 'HOO-000001'`);
      expect(updated.rowCount).toBe(1);
      expect(await priceOf(db, 'HOO-000001')).toBe('899.00');
      const deleted = await attempt(db, `delete from public.products where sku = 'HOO-000001'`);
      expect(deleted.rowCount).toBe(1);
      expect(await priceOf(db, 'HOO-000001')).toBeUndefined();
    });
  });

  it('the service role writes without being an admin (the maintainer’s tools)', async () => {
    const result = await as(client, serviceRole, (db) => attempt(db, NEW_PRODUCT, ['Cosy Hoodie', 999, 10, 'HOO-000001']));
    expect(result).toMatchObject({ code: undefined, rowCount: 1 });
  });
});

describe('constraints that hold against a buggy client, even an admin’s', () => {
  const UPDATES: [string, string][] = [
    ['a negative price', 'price = -1'],
    ['a negative original price', 'original_price = -0.01'],
    ['negative stock', 'stock_quantity = -1'],
    ['a discount over 100', 'discount = 101'],
    ['a negative discount', 'discount = -5'],
    ['a rating over 5', 'rating = 5.1'],
    ['a negative rating count', 'rating_count = -1'],
    ['an audience the store does not know', `audience = 'pets'`],
    ['a javascript: image URL', `image_url = 'javascript:alert(1)'`],
    ['a protocol-relative image URL (another site)', `image_url = '//evil.example/x.png'`],
    ['an empty name', `name = ''`],
    ['a name with surrounding spaces', `name = ' Classic White T-shirt'`],
  ];

  it.each(UPDATES)('%s is refused by a check constraint (23514)', async (_what, assignment) => {
    const result = await as(client, admin, (db) => attempt(db, `update public.products set ${assignment} where sku = $1`, [ACTIVE_SKU]));
    expect(result.code).toBe('23514');
  });

  // The product form's rule (isAcceptedImageUrl, domain/admin/product-form.ts; issue 20): the first
  // seven a browser reads as another site's image; the rest are not http(s):// nor a path.
  it.each([
    '/\\evil.example/x.png',
    '/\\\\evil.example/x.png',
    '//evil.example/x.png',
    '/\t/evil.example/x.png',
    '/\n/evil.example/x.png',
    '/\r/evil.example/x.png',
    '/images/\nx.png',
    'http:evil.example/x.png',
    ' https://cdn.example.com/a.jpg',
    'images/a.png',
  ])('the image URL %j is refused (23514)', async (url) => {
    const result = await as(client, admin, (db) => attempt(db, 'update public.products set image_url = $2 where sku = $1', [ACTIVE_SKU, url]));
    expect(result.code).toBe('23514');
  });

  it('the store’s own image paths and http(s) URLs are taken, as the form takes them', async () => {
    const urls = ['', '/', '/images/tshirt.jpg', '/images/products/1.svg', '/images/a\\b.png', 'https://cdn.example.com/a.jpg', 'http://example.com/a.png', 'HTTPS://CDN.example.com/A.JPG'];
    await as(client, admin, async (db) => {
      for (const url of urls) {
        const result = await attempt(db, 'update public.products set image_url = $2 where sku = $1 returning image_url', [ACTIVE_SKU, url]);
        expect(result.rows, url).toEqual([{ image_url: url }]);
      }
    });
  });

  it('a new product with a negative price or negative stock is refused (23514)', async () => {
    await as(client, admin, async (db) => {
      expect((await attempt(db, NEW_PRODUCT, ['Cosy Hoodie', -1, 10, 'HOO-000001'])).code).toBe('23514');
      expect((await attempt(db, NEW_PRODUCT, ['Cosy Hoodie', 999, -1, 'HOO-000001'])).code).toBe('23514');
    });
  });

  it('a second product with the same sku is refused (23505)', async () => {
    const result = await as(client, admin, (db) => attempt(db, NEW_PRODUCT, ['Cosy Hoodie', 999, 10, ACTIVE_SKU]));
    expect(result.code).toBe('23505');
  });

  it('a second product with the same name in another case is refused (23505)', async () => {
    const result = await as(client, admin, (db) => attempt(db, NEW_PRODUCT, ['CLASSIC white t-SHIRT', 999, 10, 'TSH-000002']));
    expect(result.code).toBe('23505');
  });

  it('a product gets the spec’s defaults: category uncategorized, active, audience unisex', async () => {
    const { rows } = await as(client, admin, (db) =>
      db.query(`insert into public.products (name, price, sku) values ('Plain Tote', 299, 'UNC-000001') returning category, is_active, audience, stock_quantity`),
    );
    expect(rows[0]).toEqual({ category: 'uncategorized', is_active: true, audience: 'unisex', stock_quantity: 0 });
  });
});

describe('indexes the catalogue’s queries use', () => {
  it('has the b-tree indexes for filters and sorts, and trigram (GIN) indexes for text search', async () => {
    const { rows } = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = 'products'`,
    );
    const byName = new Map(rows.map((row) => [row.indexname, row.indexdef]));
    for (const name of ['products_category_idx', 'products_audience_idx', 'products_price_idx', 'products_created_at_idx']) {
      expect(byName.has(name), name).toBe(true);
    }
    expect(byName.get('products_name_trgm_idx')).toMatch(/USING gin \(name extensions\.gin_trgm_ops\)/);
    expect(byName.get('products_description_trgm_idx')).toMatch(/USING gin \(description extensions\.gin_trgm_ops\)/);
  });

  it('a plain ILIKE on the table as anon cannot use it (ILIKE is not leakproof), which is why search_products exists', async () => {
    const plan = await as(client, anon, async (db) => {
      await db.query('set local enable_seqscan = off');
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain select id from public.products where name ilike '%white%'`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toContain('products_name_trgm_idx');
  });

  it('search_products answers from the trigram indexes, for anon too', async () => {
    const plans: string[] = [];
    const collect = (notice: { message?: string }) => plans.push(notice.message ?? '');
    client.on('notice', collect);
    try {
      await as(client, anon, async (db) => {
        await asSuperuser(db);
        // auto_explain reports the plans of the statements inside the function, as LOG messages.
        await db.query(`load 'auto_explain'`);
        await db.query('set local auto_explain.log_min_duration = 0');
        await db.query('set local auto_explain.log_nested_statements = on');
        await db.query('set local client_min_messages = log');
        // Two products make a sequential scan the cheaper plan; forbid it to see that the index serves the query.
        await db.query('set local enable_seqscan = off');
        await db.query('set local role anon');
        await db.query(`select id from public.search_products('white')`);
      });
    } finally {
      client.off('notice', collect);
    }
    const inner = plans.join('\n');
    expect(inner).toContain('Bitmap Index Scan on products_name_trgm_idx');
    expect(inner).toContain('Bitmap Index Scan on products_description_trgm_idx');
  });
});

describe('search_products (text search for the storefront and the admin table)', () => {
  async function found(actor: Actor, query: string): Promise<string[]> {
    return as(client, actor, async (db) => {
      const { rows } = await db.query<{ sku: string }>('select sku from public.search_products($1) order by sku', [query]);
      return rows.map((row) => row.sku);
    });
  }

  it('finds by a part of the name or the description, in any case, and only active products for anon', async () => {
    expect(await found(anon, 'WHITE t')).toEqual([ACTIVE_SKU]);
    expect(await found(anon, 'great comfort')).toEqual([ACTIVE_SKU]);
    expect(await found(anon, 'slim jeans')).toEqual([]);
  });

  it('finds inactive products for an admin', async () => {
    expect(await found(admin, 'slim jeans')).toEqual([INACTIVE_SKU]);
  });

  it('treats % and _ as text, not as wildcards', async () => {
    expect(await found(anon, '%')).toEqual([]);
    expect(await found(anon, 'T_shirt')).toEqual([]);
  });

  it('is security definer with a fixed, empty search_path', async () => {
    const { rows } = await client.query(`select prosecdef, proconfig from pg_proc where oid = 'public.search_products(text)'::regprocedure`);
    expect(rows[0]).toEqual({ prosecdef: true, proconfig: ['search_path=""'] });
  });
});

describe('the sequences (issue 20: Supabase’s default privileges let anon and authenticated move them)', () => {
  const SEQUENCES = ['public.products_id_seq', 'public.products_catalogue_position_seq', 'public.admin_activity_id_seq'];

  it.each([anon, shopper, admin])('$label cannot setval, nextval or read any of them (42501)', async (actor: Actor) => {
    await as(client, actor, async (db) => {
      for (const sequence of SEQUENCES) {
        expect((await attempt(db, `select setval($1::regclass, 1)`, [sequence])).code, `setval ${sequence}`).toBe('42501');
        expect((await attempt(db, `select last_value from ${sequence}`)).code, `select ${sequence}`).toBe('42501');
      }
      expect((await attempt(db, `select nextval('public.products_id_seq')`)).code).toBe('42501');
      expect((await attempt(db, `select nextval('public.admin_activity_id_seq')`)).code).toBe('42501');
    });
  });

  it('no sequence in public, now or made later, grants anon or authenticated more than the catalogue position’s USAGE', async () => {
    const { rows } = await client.query<{ sequence: string; role: string; privilege: string }>(
      `select c.oid::regclass::text as sequence, r.role, p.privilege
         from pg_class c
         cross join (values ('anon'), ('authenticated')) as r(role)
         cross join (values ('USAGE'), ('SELECT'), ('UPDATE')) as p(privilege)
        where c.relkind = 'S' and c.relnamespace = 'public'::regnamespace
          and has_sequence_privilege(r.role, c.oid, p.privilege)
        order by 1, 2, 3`,
    );
    expect(rows).toEqual([{ sequence: 'products_catalogue_position_seq', role: 'authenticated', privilege: 'USAGE' }]);
    const { rows: defaults } = await client.query(
      `select defaclacl::text as acl from pg_default_acl
        where defaclnamespace = 'public'::regnamespace and defaclobjtype = 'S'`,
    );
    for (const { acl } of defaults as { acl: string }[]) expect(acl).not.toMatch(/\b(anon|authenticated)=/);
  });

  it('an admin still adds a product without an id (identity and catalogue position drawn) and records the activity', async () => {
    await as(client, admin, async (db) => {
      const product = await attempt(db, NEW_PRODUCT, ['Cosy Hoodie', 999, 10, 'HOO-000001']);
      expect(product).toMatchObject({ code: undefined, rowCount: 1 });
      const activity = await attempt(
        db,
        `insert into public.admin_activity (action, product_id, product_title) values ('added', $1, 'Cosy Hoodie') returning id`,
        [product.rows[0]?.id],
      );
      expect(activity).toMatchObject({ code: undefined, rowCount: 1 });
    });
  });
});
