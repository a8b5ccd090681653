-- Every line carries its variant (issue 38, item 5, on Supabase): a cart line, an order request line
-- and an order line name a size of any scale ('One Size' too) and, for a product with colours, the
-- colour; an order line keeps the variant's SKU at the time of sale. Stock is taken and given back
-- per variant:
--   * place_order finds each line's variant (a size or colour the product does not have is a
--     'no-variant' problem), locks the products and then the variants in id order, checks and takes
--     each variant's own stock ('short' says what that variant has left); the product's total
--     follows by the variants' trigger (20261202110000_product_variants.sql);
--   * cancel_order_as (the shopper's cancel_order, the admin's admin_cancel_order and the pg_cron job
--     release_expired_holds) puts the stock back on the same variant, where it still exists;
--   * the same product, size and colour twice in one request is refused, as a cart merges them.
-- Each function below is its latest body with only these changes.

-- ---- What the lines keep ----

alter table public.order_lines drop constraint order_lines_size_check;
alter table public.order_lines
  add constraint order_lines_size_check check (size in ('S', 'M', 'L', 'XL', 'XXL', 'One Size')),
  add column colour text check (colour is null or (char_length(colour) between 1 and 24 and colour = btrim(colour))),
  add column sku text check (sku is null or (char_length(sku) <= 64 and sku ~ '^[A-Z0-9]+(-[A-Z0-9]+)*$'));
-- The lines sold before variants: the SKU their size has now (the product's SKU and the size, as the
-- conversion gave it). A line whose product is gone keeps none, and the order's JSON then has no
-- `sku` for it. place_order always writes one; the tests' and benches' fixtures insert lines
-- directly, so the column stays nullable.
update public.order_lines l
   set sku = v.sku
  from public.product_variants v
 where v.product_id = l.product_id and v.size = l.size and v.colour is null and l.sku is null;

-- ---- The cart's lines ----
-- As 20261126090000_carts.sql's check, with a size of any scale and an optional colour (a name of
-- 1 to 24 characters): [{ productId, size, colour?, quantity, priceWhenAdded }].
alter table public.carts drop constraint carts_lines_check;
alter table public.carts add constraint carts_lines_check check (
  jsonb_typeof(lines) = 'array'
  and jsonb_path_match(lines, '$.size() <= 100')
  and jsonb_path_query_array(lines, '$[*] ? (
        @.type() == "object"
        && !exists (@.keyvalue() ? (@.key != "productId" && @.key != "size" && @.key != "colour" && @.key != "quantity" && @.key != "priceWhenAdded"))
        && @.productId.type() == "number" && @.productId.floor() == @.productId && @.productId > 0
        && @.size.type() == "string" && (@.size == "S" || @.size == "M" || @.size == "L" || @.size == "XL" || @.size == "XXL" || @.size == "One Size")
        && (!exists (@.colour) || (@.colour.type() == "string" && @.colour like_regex "^[^ ].{0,22}[^ ]$|^[^ ]$"))
        && @.quantity.type() == "number" && @.quantity.floor() == @.quantity && @.quantity >= 1 && @.quantity <= 10
        && @.priceWhenAdded.type() == "number" && @.priceWhenAdded >= 0
      )') = lines
);

-- A cart's lines less what was bought of each variant (product, size and colour), in the cart's
-- order: a line bought whole goes, one bought in part keeps the rest.
create or replace function public.cart_without(cart jsonb, bought jsonb) returns jsonb
language sql immutable set search_path = ''
as $$
  select coalesce(jsonb_agg(
           case when kept.quantity < (kept.item ->> 'quantity')::integer
                then jsonb_set(kept.item, '{quantity}', to_jsonb(kept.quantity)) else kept.item end
           order by kept.place), '[]'::jsonb)
    from (
      select item, place, (item ->> 'quantity')::integer - coalesce((
               select sum((sold ->> 'quantity')::integer)
                 from jsonb_array_elements(bought) as sold
                where sold -> 'productId' = item -> 'productId' and sold ->> 'size' = item ->> 'size'
                  and (sold ->> 'colour') is not distinct from (item ->> 'colour')), 0)::integer as quantity
        from jsonb_array_elements(cart) with ordinality as line(item, place)
    ) as kept
   where kept.quantity > 0;
$$;

-- ---- The request ----
-- As 20261202100000_refunds_of_money_received.sql's (requestProblem, order-request.ts), with a size
-- of any scale, an optional colour, and one line a variant.
create or replace function public.order_request_problem(idempotency_key text, lines jsonb, delivery_option text, payment_method text)
returns text
language plpgsql immutable set search_path = ''
as $$
declare
  line jsonb;
  seen text[] := '{}';
  variant_key text;
begin
  if idempotency_key is null or char_length(idempotency_key) not between 8 and 64 then
    return 'The checkout has no valid key';
  end if;
  if lines is null or jsonb_typeof(lines) <> 'array' then
    return 'There is nothing to order';
  end if;
  if jsonb_array_length(lines) = 0 then
    return 'There is nothing to order';
  end if;
  if jsonb_array_length(lines) > 50 then
    return 'An order holds at most 50 lines';
  end if;
  for line in select item from jsonb_array_elements(lines) as item loop
    if jsonb_typeof(line) <> 'object' or not public.is_whole_number(line -> 'productId', 1, null) then
      return 'A line names no product';
    end if;
    if jsonb_typeof(line -> 'size') is distinct from 'string' or (line ->> 'size') not in ('S', 'M', 'L', 'XL', 'XXL', 'One Size') then
      return 'A line has no valid size';
    end if;
    if line ? 'colour' and (jsonb_typeof(line -> 'colour') <> 'string' or char_length(line ->> 'colour') not between 1 and 24) then
      return 'A line has no valid colour';
    end if;
    if not public.is_whole_number(line -> 'quantity', 1, 10) then
      return 'A quantity must be a whole number from 1 to 10';
    end if;
    if not public.is_whole_number(line -> 'unitPrice', 0, null) then
      return 'A line has no valid price';
    end if;
    variant_key := jsonb_build_array(line -> 'productId', line -> 'size', coalesce(line -> 'colour', 'null'::jsonb))::text;
    if variant_key = any (seen) then
      return 'The same product, size and colour appear twice';
    end if;
    seen := seen || variant_key;
  end loop;
  if delivery_option is null or delivery_option not in ('standard', 'express', 'same-day') then
    return 'Choose a delivery option';
  end if;
  if payment_method is null or payment_method not in ('cod', 'upi') then
    return 'Choose a payment method';
  end if;
  return null;
end;
$$;
revoke execute on function public.order_request_problem(text, jsonb, text, text) from public, anon, authenticated, service_role;

-- ---- The order, as the domain reads it ----
-- As 20261202100600_invoice_at_dispatch.sql's, each line with its SKU and, when it has one, colour.
create or replace function public.order_json(order_id bigint) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'key', o.idempotency_key,
    'number', o.number,
    'placedAt', (extract(epoch from o.placed_at) * 1000)::bigint,
    'lines', (select coalesce(jsonb_agg(jsonb_build_object(
                'productId', l.product_id, 'title', l.title, 'image', l.image, 'category', l.category, 'size', l.size,
                'quantity', l.quantity, 'unitPrice', l.unit_price, 'mrp', l.mrp)
                || case when l.colour is null then '{}'::jsonb else jsonb_build_object('colour', l.colour) end
                || case when l.sku is null then '{}'::jsonb else jsonb_build_object('sku', l.sku) end
                order by l.position), '[]'::jsonb)
                from public.order_lines l where l.order_id = o.id),
    'totals', jsonb_build_object('subtotal', o.subtotal, 'delivery', o.delivery_fee, 'discount', o.discount, 'total', o.total),
    'address', jsonb_build_object('fullName', o.full_name, 'mobile', o.mobile, 'email', o.email, 'line1', o.line1,
                 'line2', o.line2, 'landmark', o.landmark, 'city', o.city, 'state', o.state, 'pinCode', o.pin_code),
    'delivery', jsonb_build_object('option', o.delivery_option, 'estimatedDate', to_char(o.estimated_date, 'YYYY-MM-DD')),
    'payment', jsonb_strip_nulls(jsonb_build_object('method', o.payment_method, 'state', o.payment_state,
                 'upiReference', o.upi_reference, 'settledAt', (extract(epoch from o.settled_at) * 1000)::bigint)),
    'status', o.status,
    'history', (select coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
                  'status', h.status, 'at', (extract(epoch from h.at) * 1000)::bigint, 'by', h.by, 'note', h.note)) order by h.position), '[]'::jsonb)
                  from public.order_history h where h.order_id = o.id))
    || case when o.courier is null then '{}'::jsonb
            else jsonb_build_object('shipment', jsonb_build_object('courier', o.courier, 'trackingNumber', o.tracking_number)) end
    || case when o.seller is null then '{}'::jsonb else jsonb_build_object('seller', o.seller) end
    || case when o.invoice_number is null then '{}'::jsonb
            else jsonb_build_object('invoice', jsonb_build_object('number', o.invoice_number, 'date',
                   to_char(coalesce(o.invoice_date, (o.placed_at at time zone 'Asia/Kolkata')::date), 'YYYY-MM-DD'))) end
  from public.orders o
  where o.id = $1;
$$;

-- ---- place_order: stock per variant ----
-- As 20261202100600_invoice_at_dispatch.sql's, each line's variant found, locked and taken from.
create or replace function public.place_order(
  idempotency_key text, lines jsonb, address jsonb, delivery_option text, payment_method text, total bigint,
  from_cart boolean default true, promotion_code text default null
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  request_key text := place_order.idempotency_key;
  earlier bigint;
  problem text;
  product_ids bigint[];
  wanted record;
  problems jsonb := '[]';
  bought jsonb := '[]';
  subtotal bigint := 0;
  fee bigint;
  placed timestamptz := date_trunc('milliseconds', now());
  created bigint;
  wanted_code text := upper(btrim(place_order.promotion_code));
  promotion public.promotions;
  outcome jsonb;
  promo_discount bigint := 0;
  promise jsonb;
  colour_of jsonb;
begin
  if caller is null then
    raise exception 'sign in to place an order' using errcode = '42501';
  end if;

  -- The key was used already: that order, never a second one.
  select o.id into earlier from public.orders o where o.user_id = caller and o.idempotency_key = request_key;
  if found then
    return jsonb_build_object('kind', 'placed', 'order', public.order_json(earlier), 'replayed', true);
  end if;

  problem := public.order_request_problem(request_key, place_order.lines, place_order.delivery_option, place_order.payment_method);
  if problem is not null then
    return jsonb_build_object('kind', 'invalid', 'reason', problem);
  end if;

  -- The products, then their variants asked for, each in id order: two placings never wait on each
  -- other crosswise, and the variants' stock trigger, which locks the products, finds them held.
  -- An id beyond bigint names no product (gone), rather than failing the cast.
  product_ids := array(
    select distinct trunc((item ->> 'productId')::numeric)::bigint
      from jsonb_array_elements(place_order.lines) as item
     where (item ->> 'productId')::numeric <= 9223372036854775807);
  perform 1 from public.products p where p.id = any (product_ids) order by p.id for update;
  perform 1 from public.product_variants v
   where v.product_id = any (product_ids)
     and exists (select 1 from jsonb_array_elements(place_order.lines) as item
                  where (item ->> 'productId')::numeric = v.product_id and item ->> 'size' = v.size
                    and (item ->> 'colour') is not distinct from v.colour)
   order by v.id for update;

  -- A concurrent call with the same key that held these locks first has committed its order by now.
  select o.id into earlier from public.orders o where o.user_id = caller and o.idempotency_key = request_key;
  if found then
    return jsonb_build_object('kind', 'placed', 'order', public.order_json(earlier), 'replayed', true);
  end if;

  -- decideOrder: each line against its product and its variant now, in the request's order. One
  -- line a variant (order_request_problem), so each variant's stock is checked against its line.
  for wanted in
    with line as (
      select item, place,
             case when (item ->> 'productId')::numeric <= 9223372036854775807
                  then trunc((item ->> 'productId')::numeric)::bigint end as product_id
        from jsonb_array_elements(place_order.lines) with ordinality as requested(item, place)
    )
    select line.item, line.item ->> 'size' as size, line.item ->> 'colour' as colour, (line.item ->> 'quantity')::integer as quantity,
           (line.item ->> 'unitPrice')::numeric as unit_price,
           p.id, p.name, p.image_url, p.category,
           round(p.price * 100)::bigint as price, round(p.original_price * 100)::bigint as original_price,
           v.id as variant_id, v.sku, v.stock
      from line
      left join public.products p
        on p.id = line.product_id and p.is_active and public.category_display_name(p.category) <> '' and p.image_url <> ''
      left join public.product_variants v
        on v.product_id = p.id and v.size = line.item ->> 'size' and v.colour is not distinct from line.item ->> 'colour'
     order by line.place
  loop
    colour_of := case when wanted.colour is null then '{}'::jsonb else jsonb_build_object('colour', wanted.colour) end;
    if wanted.id is null then
      problems := problems || (jsonb_build_object('kind', 'gone', 'productId', wanted.item -> 'productId', 'size', wanted.size) || colour_of);
      continue;
    end if;
    if wanted.variant_id is null then
      problems := problems || (jsonb_build_object('kind', 'no-variant', 'productId', wanted.id, 'size', wanted.size, 'title', wanted.name) || colour_of);
      continue;
    end if;
    if wanted.stock < wanted.quantity then
      problems := problems || (jsonb_build_object('kind', 'short', 'productId', wanted.id, 'size', wanted.size,
                                                  'title', wanted.name, 'left', greatest(0, wanted.stock)) || colour_of);
    elsif wanted.price <> wanted.unit_price then
      problems := problems || (jsonb_build_object('kind', 'repriced', 'productId', wanted.id, 'size', wanted.size,
                                                  'title', wanted.name, 'was', wanted.item -> 'unitPrice', 'now', wanted.price) || colour_of);
    end if;
    bought := bought || (jsonb_build_object('productId', wanted.id, 'variantId', wanted.variant_id, 'sku', wanted.sku,
                                            'title', wanted.name, 'image', wanted.image_url,
                                            'category', wanted.category, 'size', wanted.size, 'quantity', wanted.quantity,
                                            'unitPrice', wanted.price, 'mrp', greatest(wanted.price, wanted.original_price)) || colour_of);
    subtotal := subtotal + wanted.price * wanted.quantity;
  end loop;
  if jsonb_array_length(problems) > 0 then
    return jsonb_build_object('kind', 'refused', 'problems', problems);
  end if;

  fee := public.order_delivery_fee(place_order.delivery_option, subtotal);
  -- The code, by promotion_offer: the try counted, its row locked so that placings with it are served one
  -- after the other, each counting the uses left. A code that does not apply refuses the order.
  if place_order.promotion_code is not null then
    outcome := public.promotion_offer(caller, wanted_code, subtotal, true);
    if outcome ->> 'kind' <> 'applies' then
      return jsonb_build_object('kind', 'invalid', 'reason', outcome ->> 'reason');
    end if;
    promotion.code := outcome ->> 'code';
    promo_discount := (outcome ->> 'discount')::bigint;
  end if;
  if place_order.total is distinct from subtotal + fee - promo_discount then
    return jsonb_build_object('kind', 'invalid', 'reason', 'The total has changed');
  end if;
  -- paymentChoices (order-totals.ts): cash up to ₹5,000, UPI up to ₹1,00,000 (UPI_MAX_AMOUNT).
  if place_order.payment_method = 'cod' and subtotal + fee - promo_discount > 500000 then
    return jsonb_build_object('kind', 'invalid', 'reason', 'Cash on Delivery is available on orders up to ₹5,000');
  end if;
  if place_order.payment_method = 'upi' and subtotal + fee - promo_discount > 10000000 then
    return jsonb_build_object('kind', 'invalid', 'reason', 'UPI takes payments of up to ₹1,00,000');
  end if;
  -- The delivery promise: the option offered for the address's PIN code now, and its day.
  promise := public.delivery_estimate(place_order.delivery_option, place_order.address ->> 'pinCode', placed);
  if promise ->> 'kind' <> 'available' then
    return jsonb_build_object('kind', 'invalid', 'reason', promise ->> 'reason');
  end if;

  begin
    -- Each variant's own stock, held since the lock above; the check (stock >= 0) holds besides.
    update public.product_variants v
       set stock = v.stock - (item ->> 'quantity')::integer
      from jsonb_array_elements(bought) as item
     where v.id = (item ->> 'variantId')::bigint;

    insert into public.orders (user_id, idempotency_key, placed_at, payment_method, payment_state, subtotal, delivery_fee, discount, total,
                               full_name, mobile, email, line1, line2, landmark, city, state, pin_code,
                               delivery_option, estimated_date)
    values (caller, request_key, placed, place_order.payment_method,
            case place_order.payment_method when 'cod' then 'cod-due' else 'pending' end,
            subtotal, fee, promo_discount, subtotal + fee - promo_discount,
            place_order.address ->> 'fullName', place_order.address ->> 'mobile', place_order.address ->> 'email',
            place_order.address ->> 'line1', place_order.address ->> 'line2', coalesce(place_order.address ->> 'landmark', ''),
            place_order.address ->> 'city', place_order.address ->> 'state', place_order.address ->> 'pinCode',
            place_order.delivery_option, (promise ->> 'date')::date)
    returning id into created;

    insert into public.order_lines (order_id, position, product_id, title, image, category, size, colour, sku, quantity, unit_price, mrp)
    select created, sold.place - 1, (sold.item ->> 'productId')::bigint, sold.item ->> 'title', sold.item ->> 'image',
           sold.item ->> 'category', sold.item ->> 'size', sold.item ->> 'colour', sold.item ->> 'sku', (sold.item ->> 'quantity')::integer,
           (sold.item ->> 'unitPrice')::bigint, (sold.item ->> 'mrp')::bigint
      from jsonb_array_elements(bought) with ordinality as sold(item, place);

    insert into public.order_history (order_id, position, status, at, by) values (created, 0, 'Processing', placed, 'shopper');

    if promotion.code is not null then
      insert into public.promotion_uses (code, user_id, order_id, used_at) values (promotion.code, caller, created, placed);
    end if;

    if from_cart then
      update public.carts c set lines = public.cart_without(c.lines, bought), updated_at = now() where c.user_id = caller;
    end if;
  exception when unique_violation then
    -- The same key, placed by a concurrent call that committed first (its lines need not be these):
    -- everything above is undone (the stock), and that order is the answer.
    select o.id into earlier from public.orders o where o.user_id = caller and o.idempotency_key = request_key;
    if not found then
      raise;
    end if;
    return jsonb_build_object('kind', 'placed', 'order', public.order_json(earlier), 'replayed', true);
  end;

  return jsonb_build_object('kind', 'placed', 'order', public.order_json(created), 'replayed', false);
end;
$$;

revoke execute on function public.place_order(text, jsonb, jsonb, text, text, bigint, boolean, text) from public, anon, service_role;
grant execute on function public.place_order(text, jsonb, jsonb, text, text, bigint, boolean, text) to authenticated;

-- ---- Cancelling puts the stock back on the variant ----
-- As 20261202100600_invoice_at_dispatch.sql's, the stock back on each line's variant (product, size
-- and colour), where the product still has it; products then variants locked in id order, as
-- place_order locks them.
create or replace function public.cancel_order_as(target_id bigint, at timestamptz, actor text, note text, new_payment_state text) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform 1 from public.products p
   where p.id in (select l.product_id from public.order_lines l where l.order_id = target_id)
   order by p.id for update;
  perform 1 from public.product_variants v
   where exists (select 1 from public.order_lines l
                  where l.order_id = target_id and l.product_id = v.product_id and l.size = v.size and l.colour is not distinct from v.colour)
   order by v.id for update;
  update public.product_variants v
     set stock = v.stock + back.quantity
    from (select l.product_id, l.size, l.colour, sum(l.quantity)::integer as quantity
            from public.order_lines l where l.order_id = target_id group by l.product_id, l.size, l.colour) as back
   where v.product_id = back.product_id and v.size = back.size and v.colour is not distinct from back.colour;
  update public.orders o set status = 'Cancelled', payment_state = new_payment_state where o.id = target_id;
  -- A cancelled order used no code: its use is given back, for the shopper's and the code's limits.
  delete from public.promotion_uses u where u.order_id = target_id;
  insert into public.order_history (order_id, position, status, at, by, note)
  select target_id, max(h.position) + 1, 'Cancelled', cancel_order_as.at, actor, cancel_order_as.note
    from public.order_history h where h.order_id = target_id;
end;
$$;

revoke execute on function public.cancel_order_as(bigint, timestamptz, text, text, text) from public, anon, authenticated, service_role;
