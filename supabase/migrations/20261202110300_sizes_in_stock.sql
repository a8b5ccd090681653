-- The category and search pages' size filter (browse.ts, filterProducts): a product passes when one
-- of the ticked sizes has stock, in any colour. The sizes with stock are a column derived from the
-- product's copy of its grid (grid_variants, kept by keep_product_grid), so that PostgREST filters a
-- page of products by them like by any column (`sizes_in_stock=ov.{M,L}`), and nothing but the grid
-- can change them.

-- The distinct sizes of `grid` whose stock is above 0, in no particular order. Immutable: it reads
-- its argument alone, as a generated column requires. Executable by whoever writes a product (a
-- generated column is computed with the writer's rights), as the default grant leaves it: it
-- answers only about the array it is given.
create function public.sizes_in_stock(grid jsonb) returns text[]
language sql immutable strict parallel safe set search_path = ''
as $$
  select coalesce(array_agg(distinct v ->> 'size'), '{}')
    from jsonb_array_elements(grid) as v
   where (v ->> 'stock')::integer > 0;
$$;

alter table public.products
  add column sizes_in_stock text[] not null generated always as (public.sizes_in_stock(grid_variants)) stored;

-- Overlap (&&, PostgREST's `ov`) on a category's page: the category's index finds the page's rows,
-- this one a search for a size over the whole catalogue.
create index products_sizes_in_stock_idx on public.products using gin (sizes_in_stock);
