-- Invoice at the time of supply (issue 37, item 5): the tax invoice is issued when the order ships
-- (the desk's Shipped), at the removal of the goods (CGST Act s.31), numbered consecutively in the
-- financial year of that day. place_order took the number at placing, so every cancelled order left
-- a hole in the series and placing and cancelling could use up a year's 999,999 numbers. Now:
--   * place_order takes no number; advance_order takes it, to Shipped, from invoice_counters (its
--     row lock orders concurrent shippings) and keeps the India day it was issued;
--   * order_json answers the invoice only once issued (src/domain/orders/invoice-issue.ts, stored-order.ts);
--   * a cancellation gives the order's promotion use back, whoever cancels (the shopper's
--     cancel_order, the admin's admin_cancel_order and the pg_cron job's release_expired_holds all
--     cancel through cancel_order_as, the one redefined here).
-- Orders placed before keep the numbers they have (invoice_date null: issued the day they were placed).
-- Each function below is its latest body with only these changes.

-- ---- What the orders keep ----

alter table public.orders
  alter column invoice_number drop not null,
  add column invoice_date date,
  add constraint orders_invoice_date_of_number check (invoice_date is null or invoice_number is not null);

-- ---- The order, as the domain reads it ----
-- As 20261202100400_shop_identity_settings.sql's, the invoice only once issued.
create or replace function public.order_json(order_id bigint) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'key', o.idempotency_key,
    'number', o.number,
    'placedAt', (extract(epoch from o.placed_at) * 1000)::bigint,
    'lines', (select coalesce(jsonb_agg(jsonb_build_object(
                'productId', l.product_id, 'title', l.title, 'image', l.image, 'category', l.category, 'size', l.size,
                'quantity', l.quantity, 'unitPrice', l.unit_price, 'mrp', l.mrp) order by l.position), '[]'::jsonb)
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
    -- Only once issued; an order numbered at placing (invoice_date null) is dated the day it was placed.
    || case when o.invoice_number is null then '{}'::jsonb
            else jsonb_build_object('invoice', jsonb_build_object('number', o.invoice_number, 'date',
                   to_char(coalesce(o.invoice_date, (o.placed_at at time zone 'Asia/Kolkata')::date), 'YYYY-MM-DD'))) end
  from public.orders o
  where o.id = $1;
$$;

-- ---- place_order: no invoice number at placing ----
-- As 20261202100200_delivery_promise.sql's, without the invoice counter.
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

  -- An id beyond bigint names no product (gone), rather than failing the cast.
  product_ids := array(
    select distinct trunc((item ->> 'productId')::numeric)::bigint
      from jsonb_array_elements(place_order.lines) as item
     where (item ->> 'productId')::numeric <= 9223372036854775807);
  perform 1 from public.products p where p.id = any (product_ids) order by p.id for update;

  -- A concurrent call with the same key that held these locks first has committed its order by now.
  select o.id into earlier from public.orders o where o.user_id = caller and o.idempotency_key = request_key;
  if found then
    return jsonb_build_object('kind', 'placed', 'order', public.order_json(earlier), 'replayed', true);
  end if;

  -- decideOrder: each line against its product now, in the request's order; the stock of a
  -- product is counted against every size of it asked for.
  for wanted in
    with line as (
      select item, place,
             case when (item ->> 'productId')::numeric <= 9223372036854775807
                  then trunc((item ->> 'productId')::numeric)::bigint end as product_id
        from jsonb_array_elements(place_order.lines) with ordinality as requested(item, place)
    ), asked as (
      select line.product_id, sum((line.item ->> 'quantity')::integer) as quantity from line group by line.product_id
    )
    select line.item, line.item ->> 'size' as size, (line.item ->> 'quantity')::integer as quantity,
           (line.item ->> 'unitPrice')::numeric as unit_price, asked.quantity as asked,
           p.id, p.name, p.image_url, p.category, p.stock_quantity,
           round(p.price * 100)::bigint as price, round(p.original_price * 100)::bigint as original_price
      from line
      join asked on asked.product_id is not distinct from line.product_id
      left join public.products p
        on p.id = line.product_id and p.is_active and public.category_display_name(p.category) <> '' and p.image_url <> ''
     order by line.place
  loop
    if wanted.id is null then
      problems := problems || jsonb_build_object('kind', 'gone', 'productId', wanted.item -> 'productId', 'size', wanted.size);
      continue;
    end if;
    if wanted.stock_quantity is not null and wanted.stock_quantity < wanted.asked then
      problems := problems || jsonb_build_object('kind', 'short', 'productId', wanted.id, 'size', wanted.size,
                                                 'title', wanted.name, 'left', greatest(0, wanted.stock_quantity));
    elsif wanted.price <> wanted.unit_price then
      problems := problems || jsonb_build_object('kind', 'repriced', 'productId', wanted.id, 'size', wanted.size,
                                                 'title', wanted.name, 'was', wanted.item -> 'unitPrice', 'now', wanted.price);
    end if;
    bought := bought || jsonb_build_object('productId', wanted.id, 'title', wanted.name, 'image', wanted.image_url,
                                           'category', wanted.category, 'size', wanted.size, 'quantity', wanted.quantity,
                                           'unitPrice', wanted.price, 'mrp', greatest(wanted.price, wanted.original_price));
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
    update public.products p
       set stock_quantity = p.stock_quantity - taken.quantity
      from (select (item ->> 'productId')::bigint as id, sum((item ->> 'quantity')::integer) as quantity
              from jsonb_array_elements(bought) as item group by 1) as taken
     where p.id = taken.id and p.stock_quantity is not null;

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

    insert into public.order_lines (order_id, position, product_id, title, image, category, size, quantity, unit_price, mrp)
    select created, sold.place - 1, (sold.item ->> 'productId')::bigint, sold.item ->> 'title', sold.item ->> 'image',
           sold.item ->> 'category', sold.item ->> 'size', (sold.item ->> 'quantity')::integer,
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

-- ---- advance_order: shipping issues the invoice ----
-- As 20261126130000_back_office.sql's, numbering the invoice when the order ships.
create or replace function public.advance_order(order_number text, to_status text, courier text default null, tracking_number text default null)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  moved_at timestamptz := date_trunc('milliseconds', now());
  given_courier text := btrim(coalesce(advance_order.courier, ''));
  given_tracking text := btrim(coalesce(advance_order.tracking_number, ''));
  target public.orders;
  issued_year text;
  issued_number integer;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'only the admin moves orders on' using errcode = '42501';
  end if;

  select o.* into target from public.orders o where o.number = advance_order.order_number for update;
  if not found then
    return jsonb_build_object('kind', 'not-found');
  end if;
  if not ((target.status = 'Processing' and to_status = 'Shipped')
       or (target.status = 'Shipped' and to_status = 'In Transit')
       or (target.status = 'In Transit' and to_status = 'Delivered')) then
    return jsonb_build_object('kind', 'refused', 'reason',
      format('An order that is %s cannot be moved to %s.', target.status, coalesce(to_status, 'nothing')));
  end if;
  if to_status = 'Shipped' then
    if given_courier = '' then
      return jsonb_build_object('kind', 'refused', 'reason', 'Enter the courier’s name.');
    end if;
    if char_length(given_courier) not between 2 and 40 then
      return jsonb_build_object('kind', 'refused', 'reason', 'The courier’s name is 2 to 40 characters.');
    end if;
    if given_tracking = '' then
      return jsonb_build_object('kind', 'refused', 'reason', 'Enter the tracking number.');
    end if;
    if given_tracking !~ '^[A-Za-z0-9-]{6,30}$' then
      return jsonb_build_object('kind', 'refused', 'reason', 'The tracking number is 6 to 30 letters, digits or hyphens.');
    end if;
  end if;

  -- Shipped: the tax invoice is issued now, the next number of today's financial year (India). The
  -- counter's row lock orders two admins shipping at once: each its own number, one after the
  -- other. An order numbered at placing (before this migration) keeps its number.
  if to_status = 'Shipped' and target.invoice_number is null then
    issued_year := public.financial_year_of(moved_at);
    insert into public.invoice_counters as counter (financial_year, last_number) values (issued_year, 1)
    on conflict (financial_year) do update set last_number = counter.last_number + 1
    returning counter.last_number into issued_number;
  end if;

  update public.orders o
     set status = to_status,
         invoice_number = case when issued_number is null then o.invoice_number
                               else 'FZ/' || issued_year || '/' || lpad(issued_number::text, 6, '0') end,
         invoice_date = case when issued_number is null then o.invoice_date else (moved_at at time zone 'Asia/Kolkata')::date end,
         courier = case when to_status = 'Shipped' then given_courier else o.courier end,
         tracking_number = case when to_status = 'Shipped' then given_tracking else o.tracking_number end,
         payment_state = case when to_status = 'Delivered' and o.payment_state = 'cod-due' then 'paid' else o.payment_state end,
         settled_at = case when to_status = 'Delivered' and o.payment_state = 'cod-due' then moved_at else o.settled_at end
   where o.id = target.id;
  insert into public.order_history (order_id, position, status, at, by)
  select target.id, max(h.position) + 1, to_status, moved_at, 'admin'
    from public.order_history h where h.order_id = target.id;

  return jsonb_build_object('kind', 'moved', 'order', public.order_json(target.id));
end;
$$;

revoke execute on function public.advance_order(text, text, text, text) from public, anon, service_role;
grant execute on function public.advance_order(text, text, text, text) to authenticated;

-- ---- Cancelling gives the promotion use back ----
-- As 20261126130000_back_office.sql's, the order's promotion use deleted with the cancellation.
create or replace function public.cancel_order_as(target_id bigint, at timestamptz, actor text, note text, new_payment_state text) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform 1 from public.products p
   where p.id in (select l.product_id from public.order_lines l where l.order_id = target_id)
   order by p.id for update;
  update public.products p
     set stock_quantity = p.stock_quantity + back.quantity
    from (select l.product_id, sum(l.quantity) as quantity from public.order_lines l where l.order_id = target_id group by l.product_id) as back
   where p.id = back.product_id and p.stock_quantity is not null;
  update public.orders o set status = 'Cancelled', payment_state = new_payment_state where o.id = target_id;
  -- A cancelled order used no code: its use is given back, for the shopper's and the code's limits.
  delete from public.promotion_uses u where u.order_id = target_id;
  insert into public.order_history (order_id, position, status, at, by, note)
  select target_id, max(h.position) + 1, 'Cancelled', cancel_order_as.at, actor, cancel_order_as.note
    from public.order_history h where h.order_id = target_id;
end;
$$;

revoke execute on function public.cancel_order_as(bigint, timestamptz, text, text, text) from public, anon, authenticated, service_role;
