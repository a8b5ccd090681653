-- The admin product table's search also finds a product by its category's name as the table's
-- Category column shows it (category_display_name, the database's copy of CATEGORY_NAMES in
-- domain/catalogue/category.ts): 'T-shirts' finds the tshirts, as in domain/admin/product-table.ts.
-- A trigram index on that name, so that the four ILIKEs still combine into one bitmap scan.
create index products_category_name_trgm_idx on public.products
  using gin (public.category_display_name(category) extensions.gin_trgm_ops);

-- As before (20261123180400_catalogue_queries.sql), with the category's shown name.
create or replace function public.search_product_table(needle text) returns setof public.products
language sql stable security definer set search_path = ''
as $$
  with pattern as (
    select '%' || replace(replace(replace(btrim(needle), '\', '\\'), '%', '\%'), '_', '\_') || '%' as value
  )
  select p.*
  from public.products p, pattern
  where (p.name ilike pattern.value or p.category ilike pattern.value or public.category_display_name(p.category) ilike pattern.value
         or p.sku ilike pattern.value)
    and (p.is_active or (select public.is_admin()));
$$;
