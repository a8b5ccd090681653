-- Sizes and colours (issue 38, items 1, 2 and 8): a product has a size scale and, when it has more
-- than one, colours; each variant (size × colour, or size alone) has its own SKU and stock. Price
-- stays the product's. The rules are the domain's (src/domain/catalogue: size-scale.ts, colour.ts,
-- variant-sku.ts, variants.ts, variant-stock.ts) with their words:
--   * products.size_scale: 'clothing' (S, M, L, XL, XXL) or 'one-size' ('One Size'), by default the
--     category's (defaultSizeScale: accessories are One Size);
--   * product_colours: none, or at least two, each a name, a hex swatch and its own image;
--   * product_variants: each size of the scale (× each colour) once, a SKU unique across the whole
--     catalogue whatever its case, a stock that is a whole number never below 0 (a check);
--   * products.stock_quantity stays, always the sum of the product's variants (kept by triggers),
--     so that the catalogue's filters, sorts, in-stock checks and the bench read it as before.
-- Every existing product is converted here as variantsFromSingleStock converts a browser's: its
-- category's scale, no colours, its stock spread over its sizes (spreadStock: as even as whole units
-- allow, the remainder one each to the first sizes; an unknown stock, null, is 0 in each size). The
-- total is the old figure to the unit. A product inserted later without a grid (the seed, the table
-- editor, the migration from a browser) gets the same default grid from its stock_quantity.
--
-- Who writes: anyone reads the variants and colours of the products the storefront shows (as the
-- products' own select policy: on sale, or any for the admin); only the admin (public.is_admin():
-- the role, at aal2 when the admin has a second factor) writes, as products are written. The grid's
-- shape (all sizes × all colours, no colour alone) holds as a whole, so it is replaced as a whole by
-- replace_product_variants; the admin may also change a variant's stock alone (update of stock).

-- ---- The scale's sizes and the SKU rule ----

-- The sizes of a scale in the order a shopper reads them (sizesOf, size-scale.ts); null for no scale.
create function public.scale_sizes(scale text) returns text[]
language sql immutable set search_path = ''
as $$
  select case scale when 'clothing' then array['S', 'M', 'L', 'XL', 'XXL'] when 'one-size' then array['One Size'] end;
$$;

-- The scale a product gets from its category (defaultSizeScale).
create function public.default_size_scale(category text) returns text
language sql immutable set search_path = ''
as $$
  select case when category = 'accessories' then 'one-size' else 'clothing' end;
$$;

-- The colour's part of a SKU (colourCode, colour.ts): its letters and digits, uppercase.
create function public.colour_code(name text) returns text
language sql immutable set search_path = ''
as $$
  select regexp_replace(upper(normalize(name, NFKD)), '[^A-Z0-9]', '', 'g');
$$;

-- A variant's SKU (variantSku, variant-sku.ts): the product's SKU folded into uppercase letters and
-- digits joined by hyphens ('SKU' when nothing is left), the size ('OS' for One Size) and, for a
-- product with colours, the colour's code: 'TSH1001-M', 'TSH1001-M-NAVY'.
create function public.variant_sku(product_sku text, size text, colour text default null) returns text
language sql immutable set search_path = ''
as $$
  select concat_ws('-',
    coalesce(nullif(btrim(regexp_replace(upper(product_sku), '[^A-Z0-9]+', '-', 'g'), '-'), ''), 'SKU'),
    case when size = 'One Size' then 'OS' else size end,
    case when colour is not null then public.colour_code(colour) end);
$$;

-- ---- The tables ----

alter table public.products add column size_scale text;
update public.products set size_scale = public.default_size_scale(category);
alter table public.products
  alter column size_scale set not null,
  add constraint products_size_scale_check check (size_scale in ('clothing', 'one-size')),
  -- For the variants' foreign key: a variant's size must be of its product's scale.
  add constraint products_id_size_scale_key unique (id, size_scale),
  -- The grid as the storefront reads it, kept by triggers from the two tables below (keep_product_grid):
  -- [{name, swatch, image}] and [{size, colour, sku, stock}], each in the grid's order. A read of a
  -- page of products takes them with the row. Embedding the tables (PostgREST's resource embedding)
  -- ran two lateral sub-queries for every row a page passed over: in the bench over 100,000 products,
  -- 'by category' took 268x the round trip (budget 50x) and the admin table's last page 849x (150x).
  add column grid_colours jsonb not null default '[]',
  add column grid_variants jsonb not null default '[]';

-- A product written without a scale gets its category's; its grid is the triggers' to write (a
-- client's is not taken: the insert's default grid, below, fills it).
create function public.prepare_product_insert() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.size_scale is null then
    new.size_scale := public.default_size_scale(new.category);
  end if;
  new.grid_colours := '[]';
  new.grid_variants := '[]';
  return new;
end;
$$;
revoke execute on function public.prepare_product_insert() from public, anon, authenticated;
create trigger prepare_product_insert_before_insert
  before insert on public.products
  for each row execute function public.prepare_product_insert();

-- The colours a product comes in, in the order the product page shows them (colourProblem, colour.ts).
create table public.product_colours (
  product_id bigint not null,
  position smallint not null check (position between 0 and 19),
  name text not null check (char_length(name) between 1 and 24 and name = btrim(name) and public.colour_code(name) <> ''),
  -- Only hex: the value lands in a style attribute (isSwatch).
  swatch text not null check (swatch ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
  -- The products' image rule (20261125120000_security_fixes.sql), never empty.
  image text not null check (image = btrim(image) and image !~ '[\t\n\r]' and (image ~* '^https?://' or image ~ '^/(?![/\\])')),
  constraint product_colours_pkey primary key (product_id, position),
  constraint product_colours_name_key unique (product_id, name),
  constraint product_colours_product_fkey foreign key (product_id) references public.products (id) on delete cascade
);
-- Two names with one code ('Navy', 'navy!') would give two variants one SKU.
create unique index product_colours_code_key on public.product_colours (product_id, public.colour_code(name));

-- Each variant: a size of the product's scale (the foreign key carries the scale, the check pairs it
-- with the size) and, when the product has colours, one of them (the second foreign key).
create table public.product_variants (
  id bigint generated always as identity primary key,
  product_id bigint not null,
  size_scale text not null,
  -- The grid's order: by size in scale order, then by colour position (variantKeys, variants.ts).
  position smallint not null check (position between 0 and 199),
  size text not null,
  colour text,
  sku text not null check (char_length(sku) <= 64 and sku ~ '^[A-Z0-9]+(-[A-Z0-9]+)*$'),
  stock integer not null check (stock >= 0),
  constraint product_variants_size_check check (size = any (public.scale_sizes(size_scale))),
  constraint product_variants_product_fkey foreign key (product_id, size_scale)
    references public.products (id, size_scale) on delete cascade on update cascade,
  constraint product_variants_colour_fkey foreign key (product_id, colour)
    references public.product_colours (product_id, name) on delete cascade on update cascade,
  constraint product_variants_key unique nulls not distinct (product_id, size, colour),
  constraint product_variants_position_key unique (product_id, position)
);
-- A SKU is unique across the catalogue whatever its case (skuClashes, variant-sku.ts).
create unique index product_variants_sku_key on public.product_variants (upper(sku));
-- The colours' foreign key is checked on a colour's delete and rename.
create index product_variants_colour_idx on public.product_variants (product_id, colour) where colour is not null;

-- ---- The product's stock is its variants' sum, and its grid their copy ----

-- The stock (the variants' sum) and the grid (grid_colours, grid_variants) of the products in `ids`,
-- as the tables hold them now.
create function public.product_grids(ids bigint[])
returns table (id bigint, stock integer, colours jsonb, variants jsonb)
language sql stable set search_path = ''
as $$
  select t.id,
         coalesce((select sum(v.stock) from public.product_variants v where v.product_id = t.id), 0)::integer,
         coalesce((select jsonb_agg(jsonb_build_object('name', c.name, 'swatch', c.swatch, 'image', c.image) order by c.position)
                     from public.product_colours c where c.product_id = t.id), '[]'::jsonb),
         coalesce((select jsonb_agg(jsonb_build_object('size', v.size, 'colour', v.colour, 'sku', v.sku, 'stock', v.stock) order by v.position)
                     from public.product_variants v where v.product_id = t.id), '[]'::jsonb)
    from unnest(ids) as t(id);
$$;
revoke execute on function public.product_grids(bigint[]) from public, anon, authenticated;

-- After any write to variants or colours, the stock and grid of each product touched, recomputed.
-- The products are locked first, in id order, and read by the next statement, which sees every
-- change committed while it waited (READ COMMITTED takes a snapshot per statement): place_order,
-- cancel_order_as and replace_product_variants lock the same rows in the same order before they
-- touch variants. SECURITY DEFINER: the admin changing a stock may not write the product's copy.
create function public.keep_product_grid() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  touched bigint[];
begin
  if tg_op = 'INSERT' then
    touched := array(select distinct a.product_id from added a);
  elsif tg_op = 'DELETE' then
    touched := array(select distinct r.product_id from removed r);
  else
    touched := array(select a.product_id from added a union select r.product_id from removed r);
  end if;
  perform 1 from public.products p where p.id = any (touched) order by p.id for update;
  update public.products p
     set stock_quantity = g.stock, grid_colours = g.colours, grid_variants = g.variants
    from public.product_grids(touched) as g
   where p.id = g.id
     and (p.stock_quantity, p.grid_colours, p.grid_variants) is distinct from (g.stock, g.colours, g.variants);
  return null;
end;
$$;
revoke execute on function public.keep_product_grid() from public, anon, authenticated;

create trigger keep_product_grid_after_insert
  after insert on public.product_variants referencing new table as added
  for each statement execute function public.keep_product_grid();
create trigger keep_product_grid_after_update
  after update on public.product_variants referencing old table as removed new table as added
  for each statement execute function public.keep_product_grid();
create trigger keep_product_grid_after_delete
  after delete on public.product_variants referencing old table as removed
  for each statement execute function public.keep_product_grid();
create trigger keep_product_grid_after_colour_insert
  after insert on public.product_colours referencing new table as added
  for each statement execute function public.keep_product_grid();
create trigger keep_product_grid_after_colour_update
  after update on public.product_colours referencing old table as removed new table as added
  for each statement execute function public.keep_product_grid();
create trigger keep_product_grid_after_colour_delete
  after delete on public.product_colours referencing old table as removed
  for each statement execute function public.keep_product_grid();

-- The total and the grid are written only by those triggers: another total (a client's, the table
-- editor's) would be a stock no variant holds, and is refused; so is another grid. SECURITY DEFINER:
-- it reads the whole grid whoever writes (product_grids is no API role's).
create function public.guard_product_grid() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  now_held record;
begin
  if (new.stock_quantity, new.grid_colours, new.grid_variants) is distinct from (old.stock_quantity, old.grid_colours, old.grid_variants) then
    select g.stock, g.colours, g.variants into now_held from public.product_grids(array[new.id]) as g;
    if new.stock_quantity is distinct from now_held.stock then
      raise exception 'The stock of “%” is the sum of its sizes’ stock: change the stock of a size instead.', new.name
        using errcode = '23514', hint = 'replace_product_variants, or an update of product_variants.stock';
    end if;
    if (new.grid_colours, new.grid_variants) is distinct from (now_held.colours, now_held.variants) then
      raise exception 'The sizes and colours of “%” are written with replace_product_variants.', new.name using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_product_grid() from public, anon, authenticated;
create trigger guard_product_grid_before_update
  before update of stock_quantity, grid_colours, grid_variants on public.products
  for each row execute function public.guard_product_grid();

-- ---- The default grid ----

-- The default grid of the products in `ids` that have none: the scale's sizes, no colours, the
-- product's stock_quantity spread over them (spreadStock), SKUs by variant_sku. A SKU another variant
-- already holds, in any case (two products whose SKUs differ only in case or punctuation, 'tsh-1' and
-- 'TSH 1'), is made unique with the product's id ('TSH-1-P7-M'), so that nothing is refused and
-- nothing lost; the product's own SKU is unchanged.
create function public.give_default_variants(ids bigint[]) returns void
language sql security definer set search_path = ''
as $$
  insert into public.product_variants (product_id, size_scale, position, size, colour, sku, stock)
  select g.product_id, g.size_scale, g.position, g.size, null,
         -- The first product (by id) to make a SKU no variant holds yet keeps it; any other is told apart by id.
         case when g.place = 1 and not exists (select 1 from public.product_variants v where upper(v.sku) = upper(g.plain))
              then g.plain else public.variant_sku(g.base || '-P' || g.product_id, g.size) end,
         g.stock
    from (
      select p.id as product_id, p.size_scale, (s.place - 1)::smallint as position, s.size, p.sku as base,
             public.variant_sku(p.sku, s.size) as plain,
             row_number() over (partition by upper(public.variant_sku(p.sku, s.size)) order by p.id) as place,
             coalesce(p.stock_quantity, 0) / n.sizes + case when s.place <= coalesce(p.stock_quantity, 0) % n.sizes then 1 else 0 end as stock
        from public.products p
        cross join lateral (select cardinality(public.scale_sizes(p.size_scale)) as sizes) as n
        cross join lateral unnest(public.scale_sizes(p.size_scale)) with ordinality as s(size, place)
       where p.id = any (ids)
         and not exists (select 1 from public.product_variants v where v.product_id = p.id)
    ) as g
   order by g.product_id, g.position;
$$;
revoke execute on function public.give_default_variants(bigint[]) from public, anon, authenticated, service_role;

create function public.give_inserted_products_variants() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform public.give_default_variants(array(select a.id from added a));
  return null;
end;
$$;
revoke execute on function public.give_inserted_products_variants() from public, anon, authenticated;
create trigger give_products_variants_after_insert
  after insert on public.products referencing new table as added
  for each statement execute function public.give_inserted_products_variants();

-- The conversion: every product there is, as a browser's are converted (variantsFromSingleStock).
select public.give_default_variants(array(select p.id from public.products p));

-- Nothing lost: every product's total is its old stock (null, unknown, is now 0).
do $$
begin
  if exists (
    select 1 from public.products p
     where coalesce(p.stock_quantity, 0) <> (select coalesce(sum(v.stock), 0) from public.product_variants v where v.product_id = p.id)
        or not exists (select 1 from public.product_variants v where v.product_id = p.id)
        or jsonb_array_length(p.grid_variants) <> (select count(*) from public.product_variants v where v.product_id = p.id)
  ) then
    raise exception 'the conversion to variants lost stock: a product''s variants do not add up to its stock';
  end if;
end;
$$;
-- Null (not counted) no longer exists: a product's stock is its variants' sum.
update public.products set stock_quantity = 0 where stock_quantity is null;
alter table public.products alter column stock_quantity set default 0;

-- ---- Who reads and writes them ----

alter table public.product_colours enable row level security;
alter table public.product_variants enable row level security;
revoke all on table public.product_colours, public.product_variants from anon, authenticated;
grant select on table public.product_colours, public.product_variants to anon, authenticated;
-- The admin changes a variant's stock alone; the grid's shape only through replace_product_variants.
grant update (stock) on table public.product_variants to authenticated;
grant all on table public.product_colours, public.product_variants to service_role;
revoke all on sequence public.product_variants_id_seq from anon, authenticated;

-- As products_read_active: what is on sale, or everything for the admin. The product is read under
-- its own policy too (SECURITY INVOKER sub-select).
create policy product_colours_read on public.product_colours
  for select to anon, authenticated
  using ((select public.is_admin()) or exists (select 1 from public.products p where p.id = product_colours.product_id and p.is_active));
create policy product_variants_read on public.product_variants
  for select to anon, authenticated
  using ((select public.is_admin()) or exists (select 1 from public.products p where p.id = product_variants.product_id and p.is_active));
create policy product_variants_admin_update on public.product_variants
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- ---- The admin replaces a product's grid ----

-- Replaces the product's scale, colours and variants at once, refusing with the domain's words
-- (productVariantsProblem, colourProblem) and raising 22023 for a grid that is not whole or valid,
-- 23505 for a SKU another product holds, 42501 for anyone but the admin, P0002 for no such product.
-- `colours`: [{name, swatch, image}] (none, or at least two); `variants`: [{size, colour?, sku,
-- stock}], every size of the scale × every colour once. Answers the product's new total.
create function public.replace_product_variants(product_id bigint, size_scale text, colours jsonb, variants jsonb)
returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  target public.products;
  sizes text[];
  names text[] := '{}';
  codes text[] := '{}';
  skus text[] := '{}';
  keys text[] := '{}';
  item jsonb;
  name text;
  size text;
  colour text;
  label text;
  clash record;
  total integer;
begin
  perform public.require_admin('changes a product’s sizes, colours and stock');
  select p.* into target from public.products p where p.id = replace_product_variants.product_id for update;
  if not found then
    raise exception 'There is no product %.', replace_product_variants.product_id using errcode = 'P0002';
  end if;
  sizes := public.scale_sizes(replace_product_variants.size_scale);
  if sizes is null then
    raise exception 'A size scale is one of clothing, one-size.' using errcode = '22023';
  end if;

  -- colourProblem.
  if colours is null or jsonb_typeof(colours) <> 'array' then
    raise exception 'Colours are a list.' using errcode = '22023';
  end if;
  if jsonb_array_length(colours) = 1 then
    raise exception 'A product with colours needs at least two; with one colour, leave colours out.' using errcode = '22023';
  end if;
  if jsonb_array_length(colours) > 20 then
    raise exception 'A product comes in at most 20 colours.' using errcode = '22023';
  end if;
  for item in select c from jsonb_array_elements(colours) as c loop
    if jsonb_typeof(item) <> 'object' or jsonb_typeof(item -> 'name') is distinct from 'string' or btrim(item ->> 'name') = '' then
      raise exception 'Each colour needs a name.' using errcode = '22023';
    end if;
    name := btrim(item ->> 'name');
    if char_length(name) > 24 then
      raise exception 'The colour name ''%'' is longer than 24 characters.', name using errcode = '22023';
    end if;
    if public.colour_code(name) = '' then
      raise exception 'The colour name ''%'' needs a letter or a digit.', name using errcode = '22023';
    end if;
    if public.colour_code(name) = any (codes) then
      raise exception 'Two colours are both called ''%''.', name using errcode = '22023';
    end if;
    codes := codes || public.colour_code(name);
    names := names || name;
    if jsonb_typeof(item -> 'swatch') is distinct from 'string' or (item ->> 'swatch') !~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' then
      raise exception 'The swatch of ''%'' must be a hex colour such as #1f2a44.', name using errcode = '22023';
    end if;
    if jsonb_typeof(item -> 'image') is distinct from 'string'
       or btrim(item ->> 'image') !~* '^(https?://|/(?![/\\]))' or (item ->> 'image') ~ '[\t\n\r]' then
      raise exception 'The image of ''%'' must be an http(s) address or a path of this site.', name using errcode = '22023';
    end if;
  end loop;

  -- productVariantsProblem: each variant one the product has, its SKU well formed and its own, its
  -- stock a whole number from 0; then every combination exactly once.
  if variants is null or jsonb_typeof(variants) <> 'array' then
    raise exception 'Variants are a list.' using errcode = '22023';
  end if;
  for item in select v from jsonb_array_elements(variants) as v loop
    if jsonb_typeof(item) <> 'object' or jsonb_typeof(item -> 'size') is distinct from 'string' then
      raise exception 'Each variant needs a size: %.', array_to_string(sizes, ', ') using errcode = '22023';
    end if;
    size := item ->> 'size';
    if item -> 'colour' is not null and jsonb_typeof(item -> 'colour') not in ('string', 'null') then
      raise exception 'The colour of the variant in size % must be a colour’s name.', size using errcode = '22023';
    end if;
    colour := item ->> 'colour';
    label := size || coalesce(', ' || colour, '');
    if not (size = any (sizes)) or (colour is null and cardinality(names) > 0) or (colour is not null and not (colour = any (names))) then
      if colour is null and cardinality(names) > 0 then
        raise exception 'The variant in size % needs a colour.', size using errcode = '22023';
      end if;
      raise exception 'The product has no variant %.', label using errcode = '22023';
    end if;
    if jsonb_typeof(item -> 'sku') is distinct from 'string' or char_length(item ->> 'sku') > 64
       or (item ->> 'sku') !~ '^[A-Z0-9]+(-[A-Z0-9]+)*$' then
      raise exception 'The SKU ''%'' of % must be uppercase letters and digits joined by hyphens.', coalesce(item ->> 'sku', ''), label
        using errcode = '22023';
    end if;
    if upper(item ->> 'sku') = any (skus) then
      raise exception 'Two variants share the SKU ''%''.', item ->> 'sku' using errcode = '22023';
    end if;
    skus := skus || upper(item ->> 'sku');
    if not public.is_whole_number(item -> 'stock', 0, 2147483647) then
      raise exception 'The stock of % must be a whole number of 0 or more.', label using errcode = '22023';
    end if;
    keys := keys || label;
  end loop;
  foreach size in array sizes loop
    foreach colour in array (case when cardinality(names) = 0 then array[null::text] else names end) loop
      label := size || coalesce(', ' || colour, '');
      if not (label = any (keys)) then
        raise exception 'The variant % is missing.', label using errcode = '22023';
      end if;
      if (select count(*) from unnest(keys) as k where k = label) > 1 then
        raise exception 'The variant % is listed twice.', label using errcode = '22023';
      end if;
    end loop;
  end loop;

  -- Unique across the catalogue (skuClashes): another product's variant holding one of these SKUs.
  select v.sku, p.name into clash
    from public.product_variants v join public.products p on p.id = v.product_id
   where upper(v.sku) = any (skus) and v.product_id <> target.id
   limit 1;
  if found then
    raise exception 'The SKU ''%'' is already used by “%”.', clash.sku, clash.name using errcode = '23505';
  end if;

  -- Written in the locks' order (products, then variants), the old grid first: the scale may change.
  perform 1 from public.product_variants v where v.product_id = target.id order by v.id for update;
  delete from public.product_variants v where v.product_id = target.id;
  delete from public.product_colours c where c.product_id = target.id;
  update public.products p set size_scale = replace_product_variants.size_scale where p.id = target.id;
  insert into public.product_colours (product_id, position, name, swatch, image)
  select target.id, (c.place - 1)::smallint, btrim(c.item ->> 'name'), c.item ->> 'swatch', btrim(c.item ->> 'image')
    from jsonb_array_elements(colours) with ordinality as c(item, place);
  insert into public.product_variants (product_id, size_scale, position, size, colour, sku, stock)
  select target.id, replace_product_variants.size_scale,
         ((s.place - 1) * greatest(cardinality(names), 1) + coalesce(array_position(names, v.item ->> 'colour'), 1) - 1)::smallint,
         v.item ->> 'size', v.item ->> 'colour', v.item ->> 'sku', (v.item ->> 'stock')::integer
    from jsonb_array_elements(variants) as v(item)
    join unnest(sizes) with ordinality as s(size, place) on s.size = v.item ->> 'size';
  select p.stock_quantity into total from public.products p where p.id = target.id;
  return total;
end;
$$;
revoke execute on function public.replace_product_variants(bigint, text, jsonb, jsonb) from public, anon, service_role;
grant execute on function public.replace_product_variants(bigint, text, jsonb, jsonb) to authenticated;

-- ---- The admin table's page carries the grid ----
-- As 20261126140100_product_table_search.sql's, each row with its scale and grid, as the other
-- questions read them (product-rows.ts reads both alike).
create or replace function public.product_table_page(needle text, page_offset integer, page_size integer) returns jsonb
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_custom_plan
as $$
declare
  pattern text := '%' || replace(replace(replace(btrim(needle), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  lowered text := lower(pattern);
  spans boolean := strpos(lowered, E'\n') > 0;
  admin boolean := public.is_admin();
  total bigint;
  page jsonb;
begin
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
           'category', p.category, 'brand', p.brand, 'audience', p.audience, 'stock_quantity', p.stock_quantity, 'sku', p.sku,
           'size_scale', p.size_scale, 'grid_colours', p.grid_colours, 'grid_variants', p.grid_variants
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
