-- A product's fit note (src/domain/catalogue/fit-note.ts): one line under its sizes on how it sits
-- and what the model wears, written by the admin; null when the product has none. The browser's
-- form tidies its spaces and allows 160 characters: the column refuses a longer or an empty one,
-- whoever writes it.
alter table public.products
  add column fit_note text
  constraint products_fit_note_length check (fit_note is null or char_length(fit_note) between 1 and 160);

-- save_product (20261203090100_save_product.sql) writes the note with the product's other columns.
create or replace function public.save_product(product jsonb, size_scale text, colours jsonb, variants jsonb)
returns bigint
language plpgsql security invoker set search_path = ''
as $$
declare
  fields public.products;
  saved bigint;
begin
  if save_product.product is null or jsonb_typeof(save_product.product) <> 'object' then
    raise exception 'A product is an object of its columns.' using errcode = '22023';
  end if;
  fields := jsonb_populate_record(null::public.products, save_product.product);
  begin
    if fields.id is null then
      insert into public.products (name, description, price, original_price, discount, rating, rating_count, image_url, category, brand, audience, sku, fit_note)
      values (fields.name, fields.description, fields.price, fields.original_price, fields.discount, fields.rating, fields.rating_count,
              fields.image_url, fields.category, fields.brand, fields.audience, fields.sku, fields.fit_note)
      returning id into saved;
    else
      insert into public.products (id, name, description, price, original_price, discount, rating, rating_count, image_url, category, brand, audience, sku, fit_note)
      values (fields.id, fields.name, fields.description, fields.price, fields.original_price, fields.discount, fields.rating, fields.rating_count,
              fields.image_url, fields.category, fields.brand, fields.audience, fields.sku, fields.fit_note)
      on conflict (id) do update
        set name = excluded.name, description = excluded.description, price = excluded.price, original_price = excluded.original_price,
            discount = excluded.discount, rating = excluded.rating, rating_count = excluded.rating_count, image_url = excluded.image_url,
            category = excluded.category, brand = excluded.brand, audience = excluded.audience, sku = excluded.sku,
            fit_note = excluded.fit_note
      returning id into saved;
    end if;
  exception when unique_violation then
    -- The grid's own clashes are sentences of replace_product_variants'; the row's are the name's or the SKU's.
    raise exception 'another product already has this name or SKU' using errcode = '23505';
  end;
  perform public.replace_product_variants(saved, save_product.size_scale, save_product.colours, save_product.variants);
  return saved;
end;
$$;

-- The admin table's page (20261202110000_product_variants.sql) carries the note too: the Edit form
-- starts from the row, and would save an empty note over it.
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
           'fit_note', p.fit_note, 'size_scale', p.size_scale, 'grid_colours', p.grid_colours, 'grid_variants', p.grid_variants
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
