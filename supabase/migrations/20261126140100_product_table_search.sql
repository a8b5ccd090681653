-- The admin product table's search (product_table_page, 20261126130200) from a narrow table of its
-- own (issue: 21.3 ms, 18.4x the round trip, in the last CI run at 100,000 products; asked: under
-- 20 ms, with room). Where the time went, by EXPLAIN (ANALYZE, BUFFERS) over the bench's 100,000
-- products: the count of the 20,000 that match "den" was a bitmap heap scan over every page of
-- `products` (Heap Blocks: exact=4150 of 4,150; one match in five rows, 24 rows a page) rechecking
-- `name ILIKE` on each match (ILIKE lower-cases the title every time), plus the showable filter and a
-- BitmapOr of four trigram indexes (the category's, given `category = ANY (…)` as its condition, read
-- 243 pages for nothing); the page itself took about 1 ms. The backend's CPU time for that count,
-- one server, one session:
--   four ILIKEs on products, four trigram indexes (before)           25-30 ms
--   one lower-cased generated column on products, one index          16-18 ms (still every page)
--   this table, one lower-cased text a product, one index             8-9 ms (1,346 pages)
-- and the whole function: 'den' page 3 30 -> 9 ms, a sku 3.8 -> 0.9 ms, 'shirt' page 501 200 -> 18 ms.
-- The bench (tests/db/bench/catalogue-in-postgres.bench.ts), before and after alternately in one
-- session on a loaded 2-core machine: 43.2 ms (36.6x) and 31.2 ms (22.3x) before, 11.3 ms (8.8x) and
-- 10.4 ms (9.7x) after, beside 'by category' at 31.6-36.0 ms in the same runs.
--
-- One row for each product the admin table lists (in a category the store knows, with an image,
-- as the adapter's `showable` filter asks), kept by triggers on `products` as each write changes
-- it: inserts (the seed, the migration target's upserts), an admin's edits, deletes and TRUNCATE
-- (the tests empty the catalogue so). Nobody writes it but those triggers.
--
-- `search` is the title, the category as stored, the category's shown name (category_display_name)
-- and the sku, each lower-cased, joined by a newline. `x ILIKE p` is `lower(x) LIKE lower(p)` in a
-- UTF8 database (like.c lower-cases both sides so), hence `search LIKE lower(pattern)` finds what
-- the four ILIKEs found, as long as the needle cannot match across the newline: a search box's
-- value never holds one, and a needle that does (an RPC call) is checked field by field against
-- `products` as before. `%`, `_` and `\` in the needle are escaped as before: literal.
-- The trigram indexes on products' category, category name and sku stay, for search_product_table
-- (older clients); dropping them once it goes would pay for this table's index on each write.

create table public.product_table_search (
  product_id bigint primary key,
  catalogue_position bigint not null,
  is_active boolean not null,
  search text not null
);
-- fastupdate off: no pending list for a search to read through after a bulk insert (writes to the
-- catalogue are few; its searches are not).
create index product_table_search_trgm_idx on public.product_table_search
  using gin (search extensions.gin_trgm_ops) with (fastupdate = off);
-- Not unique: a statement that moves positions may hold two rows on one for a moment (`products`
-- keeps them unique).
create index product_table_search_position_idx on public.product_table_search (catalogue_position);

-- Read only through product_table_page (SECURITY DEFINER); the triggers' function writes it.
alter table public.product_table_search enable row level security;
revoke all on table public.product_table_search from public, anon, authenticated, service_role;
grant select on table public.product_table_search to service_role;

-- Which products the admin table lists: those the store can show (domain/catalogue/category.ts
-- CATEGORIES, as the adapter's shop-filters.ts lists them, and an image). A category added to the
-- domain is added here, and the table refilled (as below).
create function public.product_table_lists(category text, image_url text) returns boolean
language sql immutable set search_path = ''
as $$
  select category = any (array['tshirts', 'hoodies', 'jeans', 'dresses', 'shirts', 'kids', 'outerwear', 'activewear', 'accessories'])
     and image_url <> '';
$$;

-- What the admin table's search matches a needle against: each field lower-cased on its own, one
-- newline between two.
create function public.product_table_search_text(name text, category text, sku text) returns text
language sql immutable set search_path = ''
as $$
  select lower(name) || E'\n' || lower(category) || E'\n' || lower(public.category_display_name(category)) || E'\n' || lower(sku);
$$;

-- SECURITY DEFINER: the admin who writes a product may not write this table.
create function public.keep_product_table_search() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' then
    truncate public.product_table_search;
  elsif tg_op = 'INSERT' then
    -- Once for the statement: the inserted rows are its transition table.
    insert into public.product_table_search (product_id, catalogue_position, is_active, search)
    select a.id, a.catalogue_position, a.is_active, public.product_table_search_text(a.name, a.category, a.sku)
    from added a
    where public.product_table_lists(a.category, a.image_url);
  else
    delete from public.product_table_search where product_id = old.id;
    if tg_op = 'UPDATE' and public.product_table_lists(new.category, new.image_url) then
      insert into public.product_table_search (product_id, catalogue_position, is_active, search)
      values (new.id, new.catalogue_position, new.is_active, public.product_table_search_text(new.name, new.category, new.sku));
    end if;
  end if;
  return null;
end;
$$;
revoke execute on function public.keep_product_table_search() from public, anon, authenticated;

create trigger keep_product_table_search_after_insert
  after insert on public.products
  referencing new table as added
  for each statement execute function public.keep_product_table_search();
-- Only when a field the table keeps changes: a sale's stock update does not touch it.
create trigger keep_product_table_search_after_update
  after update of id, name, category, sku, image_url, is_active, catalogue_position on public.products
  for each row
  when ((old.id, old.name, old.category, old.sku, old.image_url, old.is_active, old.catalogue_position)
        is distinct from (new.id, new.name, new.category, new.sku, new.image_url, new.is_active, new.catalogue_position))
  execute function public.keep_product_table_search();
create trigger keep_product_table_search_after_delete
  after delete on public.products
  for each row execute function public.keep_product_table_search();
create trigger keep_product_table_search_after_truncate
  after truncate on public.products
  for each statement execute function public.keep_product_table_search();

insert into public.product_table_search (product_id, catalogue_position, is_active, search)
select p.id, p.catalogue_position, p.is_active, public.product_table_search_text(p.name, p.category, p.sku)
from public.products p
where public.product_table_lists(p.category, p.image_url);

-- As before (20261126130200_product_table_page.sql): the same matches, count and page, now from
-- product_table_search; the page's rows are then read from `products` by id. Each question is still
-- planned for the text itself (plan_cache_mode), the needle's flag included: for a needle without a
-- newline `not spans or …` is planned away.
create or replace function public.product_table_page(needle text, page_offset integer, page_size integer) returns jsonb
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_custom_plan
as $$
declare
  pattern text := '%' || replace(replace(replace(btrim(needle), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  lowered text := lower(pattern);
  -- A needle holding the separator could match across two fields: then each field is asked too.
  spans boolean := strpos(lowered, E'\n') > 0;
  admin boolean := public.is_admin();
  total bigint;
  page jsonb;
begin
  -- Two questions, each planned for itself: the count from the trigram index's bitmap, the page by
  -- the catalogue order's index until it has its rows (a common text) or from the bitmap, sorted (a
  -- rare one).
  select count(*) into total
  from public.product_table_search s
  where s.search like lowered
    and (s.is_active or admin)
    and (not spans or exists (
      select from public.products p
      where p.id = s.product_id
        and (p.name ilike pattern or p.category ilike pattern or public.category_display_name(p.category) ilike pattern or p.sku ilike pattern)));
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', p.id, 'name', p.name, 'description', p.description, 'price', p.price, 'original_price', p.original_price,
           'discount', p.discount, 'rating', p.rating, 'rating_count', p.rating_count, 'image_url', p.image_url,
           'category', p.category, 'brand', p.brand, 'audience', p.audience, 'stock_quantity', p.stock_quantity, 'sku', p.sku
         ) order by m.catalogue_position), '[]'::jsonb) into page
  from (
    select s.product_id, s.catalogue_position from public.product_table_search s
    where s.search like lowered
      and (s.is_active or admin)
      and (not spans or exists (
        select from public.products p
        where p.id = s.product_id
          and (p.name ilike pattern or p.category ilike pattern or public.category_display_name(p.category) ilike pattern or p.sku ilike pattern)))
    order by s.catalogue_position
    offset greatest(page_offset, 0) limit least(greatest(page_size, 0), 1000)
  ) m
  join public.products p on p.id = m.product_id;
  return jsonb_build_object('total', total, 'rows', page);
end;
$$;
