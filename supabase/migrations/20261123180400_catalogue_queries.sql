-- What the catalogue adapter (src/adapters/supabase) needs to answer every question of the
-- ProductRepository port in PostgreSQL: the catalogue's order, a stock the store does not count,
-- new ids that never collide with ids given explicitly, and the shop's word search, the header's
-- suggestions and the admin table's substring search, each served by an index.

-- A product whose stock nobody counts (the storefront says 'Unknown' and still sells it) is null,
-- not 0, which would read as sold out. The check (>= 0) still holds for every counted stock.
alter table public.products alter column stock_quantity drop not null;

-- "Catalogue order" is the order products were added, and replacing a product keeps its place:
-- neither the id (the migration keeps a browser's ids, in any order) nor created_at (one insert of
-- many rows gives them all the same time) says it. A writer never sets it; an upsert that updates
-- leaves it as it was.
create sequence public.products_catalogue_position_seq;
alter table public.products
  add column catalogue_position bigint not null default nextval('public.products_catalogue_position_seq');
alter sequence public.products_catalogue_position_seq owned by public.products.catalogue_position;
create unique index products_catalogue_position_key on public.products (catalogue_position);
-- The deals: biggest discount first, then catalogue order.
create index products_discount_idx on public.products (discount desc, catalogue_position);
grant usage on sequence public.products_catalogue_position_seq to authenticated, service_role;

-- A product saved under an explicit id (the local store's ids, the migration) leaves the identity
-- sequence behind it, and the next product added without an id would collide. This moves the
-- sequence past the highest id after every insert. SECURITY DEFINER: the admin inserting may not
-- own the sequence. Two concurrent writers may both move it; setval only ever moves it forward here.
create function public.keep_product_ids_ahead() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  highest bigint;
  sequence_name text := pg_get_serial_sequence('public.products', 'id');
begin
  select max(id) into highest from public.products;
  if highest is not null and highest >= coalesce(
       (select last_value from pg_catalog.pg_sequences
         where schemaname = 'public' and sequencename = split_part(sequence_name, '.', 2)), 0) then
    perform setval(sequence_name, highest);
  end if;
  return null;
end;
$$;
revoke execute on function public.keep_product_ids_ahead() from public, anon, authenticated;

create trigger keep_product_ids_ahead_after_insert
  after insert on public.products
  for each statement execute function public.keep_product_ids_ahead();

-- ---- The shop's search (domain/catalogue/search.ts, done here) ----
-- A product matches when every word typed starts a word of its title, category (as stored and as
-- shown), brand or audience, ignoring case, accents and punctuation. The words are kept in a
-- tsvector, so that "every word typed starts a word" is a prefix tsquery ('denim':* & 'jeans':*)
-- a GIN index answers. The client folds what was typed into those words (searchTerms).

create extension if not exists unaccent with schema extensions;

-- The names the storefront shows (CATEGORY_NAMES in domain/catalogue/category.ts): 'T-shirts' is
-- how a shopper types 'tshirts', so its words are searched too.
create function public.category_display_name(category text) returns text
language sql immutable set search_path = ''
as $$
  select case category
    when 'tshirts' then 'T-shirts' when 'dresses' then 'Dresses' when 'jeans' then 'Jeans'
    when 'hoodies' then 'Hoodies' when 'kids' then 'Kids' when 'shirts' then 'Shirts'
    when 'outerwear' then 'Outerwear' when 'activewear' then 'Activewear'
    when 'accessories' then 'Accessories' else '' end;
$$;

-- The words of a text as the domain's wordsOf makes them: folded, each whitespace-separated piece
-- split at punctuation, and also joined up ('T-Shirt' → t, shirt, tshirt).
create function public.search_words_of(content text) returns text[]
language sql stable set search_path = ''
as $$
  select coalesce(array_agg(distinct word), '{}')
  from (
    select array_remove(regexp_split_to_array(piece, '[^[:alnum:]]+'), '') as parts
    from regexp_split_to_table(lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(content, ''))), '\s+') as piece
  ) as pieces,
  lateral unnest(parts || case when cardinality(parts) > 1 then array[array_to_string(parts, '')] else '{}' end) as word
  where word <> '';
$$;

-- Which search words a product has. Kept by a trigger, not a generated column: unaccent depends on
-- its dictionary, so PostgreSQL does not accept it as immutable. SECURITY DEFINER: the admin who
-- writes may not use the `extensions` schema (a plain PostgreSQL does not grant it as Supabase does);
-- it only sets the row's own search_words.
alter table public.products add column search_words tsvector not null default ''::tsvector;

create function public.set_product_search_words() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  new.search_words := array_to_tsvector(public.search_words_of(
    concat_ws(' ', new.name, new.category, public.category_display_name(new.category), new.brand, new.audience)));
  return new;
end;
$$;

revoke execute on function public.set_product_search_words() from public, anon, authenticated;

create trigger set_product_search_words_before_write
  before insert or update of name, category, brand, audience on public.products
  for each row execute function public.set_product_search_words();
update public.products set name = name;

create index products_search_words_idx on public.products using gin (search_words);

-- Every term as a prefix, all of them required; no term, no query (and so no match).
create function public.prefix_query(terms text[]) returns tsquery
language sql immutable set search_path = ''
as $$
  select string_agg(quote_literal(term) || ':*', ' & ')::tsquery
  from unnest(terms) as term
  where term <> '';
$$;

-- The products a search finds, for PostgREST to filter, sort and page (POST /rpc/search_catalogue
-- with ?price=gte.…&order=…). SECURITY DEFINER for the index, as search_products (previous
-- migration) explains, applying the read rule itself.
create function public.search_catalogue(terms text[]) returns setof public.products
language sql stable security definer set search_path = ''
as $$
  select p.*
  from public.products p
  where p.search_words @@ public.prefix_query(terms)
    and (p.is_active or (select public.is_admin()));
$$;
revoke execute on function public.search_catalogue(text[]) from public;
grant execute on function public.search_catalogue(text[]) to anon, authenticated, service_role;

-- The header's suggestions: what search_catalogue finds, ranked as domain/catalogue/search.ts's
-- suggest does: 0 when the title's first word starts with the first term, 1 when the title has
-- every term, 2 when found through category, brand or audience; then the most rated, the lowest id.
-- (Not called `rank`: PostgREST's order=rank.asc would read as the rank() aggregate.)
create function public.suggest_products(terms text[], max_count integer)
returns table (id bigint, name text, category text, brand text, suggestion_rank integer, rating_count integer)
language sql stable security definer set search_path = ''
as $$
  select p.id, p.name, p.category, p.brand, ranked.suggestion_rank, p.rating_count
  from public.products p,
  lateral (
    select case
      when not array_to_tsvector(public.search_words_of(p.name)) @@ public.prefix_query(terms) then 2
      when (regexp_match(lower(extensions.unaccent('extensions.unaccent'::regdictionary, p.name)), '[[:alnum:]]+'))[1] like
           replace(replace(replace(terms[1], '\', '\\'), '%', '\%'), '_', '\_') || '%' then 0
      else 1 end as suggestion_rank
  ) as ranked
  where p.search_words @@ public.prefix_query(terms)
    and (p.is_active or (select public.is_admin()))
  order by ranked.suggestion_rank, p.rating_count desc, p.id
  limit greatest(max_count, 0);
$$;
revoke execute on function public.suggest_products(text[], integer) from public;
grant execute on function public.suggest_products(text[], integer) to anon, authenticated, service_role;

-- ---- The admin product table (domain/admin/product-table.ts) ----
-- A case-insensitive substring of the title, category or sku. Trigram indexes on each, so that the
-- three ILIKEs combine into one bitmap scan; SECURITY DEFINER for the same reason as above.
create index products_sku_trgm_idx on public.products using gin (sku extensions.gin_trgm_ops);
create index products_category_trgm_idx on public.products using gin (category extensions.gin_trgm_ops);

create function public.search_product_table(needle text) returns setof public.products
language sql stable security definer set search_path = ''
as $$
  with pattern as (
    select '%' || replace(replace(replace(btrim(needle), '\', '\\'), '%', '\%'), '_', '\_') || '%' as value
  )
  select p.*
  from public.products p, pattern
  where (p.name ilike pattern.value or p.category ilike pattern.value or p.sku ilike pattern.value)
    and (p.is_active or (select public.is_admin()));
$$;
revoke execute on function public.search_product_table(text) from public;
grant execute on function public.search_product_table(text) to anon, authenticated, service_role;
