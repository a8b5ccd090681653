-- The admin product table's search, one page and its count in one question (issue 23: 73-75 ms at
-- 100,000 products through search_product_table, whose rows PostgREST counted and paged: a SECURITY
-- DEFINER set-returning function is never inlined, so each of its 20,000 matching rows was built
-- whole, twice). Here the trigram indexes find the matches' ids and places once; only the page's
-- rows are read whole. The same matches as search_product_table (which stays for older clients),
-- limited to the products the store can show, as the adapter's `showable` filter asks: a category
-- the store knows (domain/catalogue/category.ts CATEGORIES; a list, not category_display_name, whose
-- pinned search_path makes it a call per row) and an image.
create or replace function public.product_table_page(needle text, page_offset integer, page_size integer) returns jsonb
language sql stable security definer set search_path = ''
as $$
  with pattern as (
    select '%' || replace(replace(replace(btrim(needle), '\', '\\'), '%', '\%'), '_', '\_') || '%' as value
  ),
  hits as materialized (
    select p.id, p.catalogue_position
    from public.products p, pattern
    where (p.name ilike pattern.value or p.category ilike pattern.value or public.category_display_name(p.category) ilike pattern.value
           or p.sku ilike pattern.value)
      and (p.is_active or (select public.is_admin()))
      and p.category = any (array['tshirts', 'hoodies', 'jeans', 'dresses', 'shirts', 'kids', 'outerwear', 'activewear', 'accessories'])
      and p.image_url <> ''
  ),
  page as (
    select id, catalogue_position from hits
    order by catalogue_position
    offset greatest(page_offset, 0) limit least(greatest(page_size, 0), 1000)
  )
  select jsonb_build_object(
    'total', (select count(*) from hits),
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'name', p.name, 'description', p.description, 'price', p.price, 'original_price', p.original_price,
        'discount', p.discount, 'rating', p.rating, 'rating_count', p.rating_count, 'image_url', p.image_url,
        'category', p.category, 'brand', p.brand, 'audience', p.audience, 'stock_quantity', p.stock_quantity, 'sku', p.sku
      ) order by page.catalogue_position)
      from page join public.products p on p.id = page.id
    ), '[]'::jsonb)
  );
$$;

revoke execute on function public.product_table_page(text, integer, integer) from public;
grant execute on function public.product_table_page(text, integer, integer) to anon, authenticated, service_role;
