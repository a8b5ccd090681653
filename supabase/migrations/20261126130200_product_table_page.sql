-- The admin product table's search, one page and its count in one question (issue 23: 73-75 ms at
-- 100,000 products through search_product_table, whose rows PostgREST counted and paged: a SECURITY
-- DEFINER set-returning function is never inlined, so each of its 20,000 matching rows was built
-- whole, twice). Here the count comes from the trigram indexes and the page is read alone, each
-- planned for the text itself (plan_cache_mode: a plan cached for any text would not use them).
-- The same matches as search_product_table (which stays for older clients), limited to the
-- products the store can show, as the adapter's `showable` filter asks: a category the store knows
-- (domain/catalogue/category.ts CATEGORIES; a list, not category_display_name, whose pinned
-- search_path makes it a call per row) and an image.
create or replace function public.product_table_page(needle text, page_offset integer, page_size integer) returns jsonb
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_custom_plan
as $$
declare
  pattern text := '%' || replace(replace(replace(btrim(needle), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  admin boolean := public.is_admin();
  total bigint;
  page jsonb;
begin
  -- Two questions, each planned for itself: the count from the trigram indexes' bitmap, the page by
  -- the catalogue order's index until it has its rows (a common text) or from the bitmap, sorted (a
  -- rare one). One set of matches feeding both would be built whole first.
  select count(*) into total
  from public.products p
  where (p.name ilike pattern or p.category ilike pattern or public.category_display_name(p.category) ilike pattern or p.sku ilike pattern)
    and (p.is_active or admin)
    and p.category = any (array['tshirts', 'hoodies', 'jeans', 'dresses', 'shirts', 'kids', 'outerwear', 'activewear', 'accessories'])
    and p.image_url <> '';
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', r.id, 'name', r.name, 'description', r.description, 'price', r.price, 'original_price', r.original_price,
           'discount', r.discount, 'rating', r.rating, 'rating_count', r.rating_count, 'image_url', r.image_url,
           'category', r.category, 'brand', r.brand, 'audience', r.audience, 'stock_quantity', r.stock_quantity, 'sku', r.sku
         ) order by r.catalogue_position), '[]'::jsonb) into page
  from (
    select p.* from public.products p
    where (p.name ilike pattern or p.category ilike pattern or public.category_display_name(p.category) ilike pattern or p.sku ilike pattern)
      and (p.is_active or admin)
      and p.category = any (array['tshirts', 'hoodies', 'jeans', 'dresses', 'shirts', 'kids', 'outerwear', 'activewear', 'accessories'])
      and p.image_url <> ''
    order by p.catalogue_position
    offset greatest(page_offset, 0) limit least(greatest(page_size, 0), 1000)
  ) r;
  return jsonb_build_object('total', total, 'rows', page);
end;
$$;

revoke execute on function public.product_table_page(text, integer, integer) from public;
grant execute on function public.product_table_page(text, integer, integer) to anon, authenticated, service_role;
