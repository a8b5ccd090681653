-- The admin's Add and Edit of a product as one transaction: the product's own columns and its grid
-- (replace_product_variants) are written together or not at all. Two requests left half a write
-- behind when the second failed: an edit's new sizes and stock under the old name and price, or an
-- added product's row that a compensating delete had to take away again.
--
-- `product` holds the row's columns as the adapter writes them (rowFromDraft: name, description,
-- price, original_price, discount, rating, rating_count, image_url, category, brand, audience, sku),
-- with `id` to write that product (inserted when there is none: an id of the migration's) and
-- without it to add one. The product's stock is its variants' sum and its scale comes with the
-- grid, as before; `is_active` is not touched, so an edit leaves a product off sale off sale.
--
-- SECURITY INVOKER: row-level security decides the row's write as it does a PostgREST upsert, and
-- replace_product_variants checks the admin (aal2) itself. Answers the product's id.
create function public.save_product(product jsonb, size_scale text, colours jsonb, variants jsonb)
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
      insert into public.products (name, description, price, original_price, discount, rating, rating_count, image_url, category, brand, audience, sku)
      values (fields.name, fields.description, fields.price, fields.original_price, fields.discount, fields.rating, fields.rating_count,
              fields.image_url, fields.category, fields.brand, fields.audience, fields.sku)
      returning id into saved;
    else
      insert into public.products (id, name, description, price, original_price, discount, rating, rating_count, image_url, category, brand, audience, sku)
      values (fields.id, fields.name, fields.description, fields.price, fields.original_price, fields.discount, fields.rating, fields.rating_count,
              fields.image_url, fields.category, fields.brand, fields.audience, fields.sku)
      on conflict (id) do update
        set name = excluded.name, description = excluded.description, price = excluded.price, original_price = excluded.original_price,
            discount = excluded.discount, rating = excluded.rating, rating_count = excluded.rating_count, image_url = excluded.image_url,
            category = excluded.category, brand = excluded.brand, audience = excluded.audience, sku = excluded.sku
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

revoke execute on function public.save_product(jsonb, text, jsonb, jsonb) from public, anon, service_role;
grant execute on function public.save_product(jsonb, text, jsonb, jsonb) to authenticated;
