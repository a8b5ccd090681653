-- The delivery promise is the server's: place_order works out whether the chosen option is offered
-- for the address's PIN code at the moment of placing, and the day it arrives, by the same rules as
-- the domain's estimateDelivery (src/domain/orders/delivery-estimate.ts; both pass the table of
-- cases in tests/support/delivery-promise-cases.ts). A date sent by the client is not read.

-- India Post's postal circles by the PIN's first two digits, and the states each serves
-- (src/domain/orders/pin-code.ts, CIRCLES; tests/db/delivery-promise.test.ts compares the two).
create table public.pin_circles (
  prefix text primary key check (prefix ~ '^[1-9][0-9]$'),
  states text[] not null check (cardinality(states) > 0)
);
alter table public.pin_circles enable row level security;
revoke all on public.pin_circles from public, anon, authenticated;

insert into public.pin_circles (prefix, states) values
  ('11', array['Delhi']),
  ('12', array['Haryana']),
  ('13', array['Haryana']),
  ('14', array['Punjab']),
  ('15', array['Punjab']),
  ('16', array['Punjab', 'Chandigarh']),
  ('17', array['Himachal Pradesh']),
  ('18', array['Jammu and Kashmir']),
  ('19', array['Jammu and Kashmir', 'Ladakh']),
  ('20', array['Uttar Pradesh']),
  ('21', array['Uttar Pradesh']),
  ('22', array['Uttar Pradesh']),
  ('23', array['Uttar Pradesh']),
  ('24', array['Uttar Pradesh', 'Uttarakhand']),
  ('25', array['Uttar Pradesh']),
  ('26', array['Uttar Pradesh', 'Uttarakhand']),
  ('27', array['Uttar Pradesh']),
  ('28', array['Uttar Pradesh']),
  ('30', array['Rajasthan']),
  ('31', array['Rajasthan']),
  ('32', array['Rajasthan']),
  ('33', array['Rajasthan']),
  ('34', array['Rajasthan']),
  ('36', array['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu']),
  ('37', array['Gujarat']),
  ('38', array['Gujarat']),
  ('39', array['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu']),
  ('40', array['Maharashtra', 'Goa']),
  ('41', array['Maharashtra']),
  ('42', array['Maharashtra']),
  ('43', array['Maharashtra']),
  ('44', array['Maharashtra']),
  ('45', array['Madhya Pradesh']),
  ('46', array['Madhya Pradesh']),
  ('47', array['Madhya Pradesh']),
  ('48', array['Madhya Pradesh']),
  ('49', array['Chhattisgarh']),
  ('50', array['Telangana']),
  ('51', array['Andhra Pradesh']),
  ('52', array['Andhra Pradesh']),
  ('53', array['Andhra Pradesh', 'Puducherry']),
  ('56', array['Karnataka']),
  ('57', array['Karnataka']),
  ('58', array['Karnataka']),
  ('59', array['Karnataka']),
  ('60', array['Tamil Nadu', 'Puducherry']),
  ('61', array['Tamil Nadu']),
  ('62', array['Tamil Nadu']),
  ('63', array['Tamil Nadu']),
  ('64', array['Tamil Nadu']),
  ('67', array['Kerala', 'Puducherry']),
  ('68', array['Kerala', 'Lakshadweep']),
  ('69', array['Kerala']),
  ('70', array['West Bengal']),
  ('71', array['West Bengal']),
  ('72', array['West Bengal']),
  ('73', array['West Bengal', 'Sikkim']),
  ('74', array['West Bengal', 'Andaman and Nicobar Islands']),
  ('75', array['Odisha']),
  ('76', array['Odisha']),
  ('77', array['Odisha']),
  ('78', array['Assam']),
  ('79', array['Arunachal Pradesh', 'Meghalaya', 'Manipur', 'Mizoram', 'Nagaland', 'Tripura']),
  ('80', array['Bihar']),
  ('81', array['Bihar', 'Jharkhand']),
  ('82', array['Bihar', 'Jharkhand']),
  ('83', array['Jharkhand']),
  ('84', array['Bihar']),
  ('85', array['Bihar']);

-- Where orders ship from (SHOP_IDENTITY.warehousePinCode in src/domain/orders/shop-identity.ts).
create function public.shop_warehouse_pin() returns text
language sql immutable set search_path = ''
as $$ select '560001' $$;

-- indiaBusinessDaysAfter (india-time.ts): couriers work Monday to Saturday, so Sundays are not
-- counted and a delivery never falls on one.
create function public.india_business_days_after(from_day date, business_days integer) returns date
language plpgsql immutable set search_path = ''
as $$
declare
  days integer := 0;
  counted integer := 0;
begin
  while counted < business_days or extract(isodow from from_day + days) = 7 loop
    days := days + 1;
    if extract(isodow from from_day + days) <> 7 then
      counted := counted + 1;
    end if;
  end loop;
  return from_day + days;
end;
$$;

-- estimateDelivery: {kind: 'available', date} or {kind: 'unavailable', reason}, in the domain's words.
-- India time is UTC+5:30 all year, as the domain counts it.
create function public.delivery_estimate(option text, pin text, placed timestamptz) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  warehouse text := public.shop_warehouse_pin();
  india timestamp := (placed at time zone 'UTC') + interval '5 hours 30 minutes';
  pin_states text[];
  zone text;
  days integer;
begin
  if pin is null or pin !~ '^[1-9][0-9]{5}$' then
    return jsonb_build_object('kind', 'unavailable', 'reason', 'We do not deliver to this PIN code');
  end if;
  select c.states into pin_states from public.pin_circles c where c.prefix = left(pin, 2);
  if not found then
    return jsonb_build_object('kind', 'unavailable', 'reason', 'We do not deliver to this PIN code');
  end if;
  -- deliveryZone: the north-east (79), Ladakh (194), Sikkim (737), the Andaman and Nicobar Islands
  -- (744) and Lakshadweep (6825) are remote whatever their circle.
  zone := case
    when left(pin, 3) = left(warehouse, 3) then 'local'
    when left(pin, 2) = '79' or left(pin, 3) in ('194', '737', '744') or left(pin, 4) = '6825' then 'remote'
    when pin_states && (select c.states from public.pin_circles c where c.prefix = left(warehouse, 2)) then 'state'
    when left(pin, 1) = left(warehouse, 1) then 'region'
    else 'national'
  end;
  if option = 'same-day' then
    if zone <> 'local' then
      return jsonb_build_object('kind', 'unavailable', 'reason', 'Same-day delivery is only for addresses in our own city');
    end if;
    -- SAME_DAY_CUTOFF_HOUR: before 12 PM, Monday to Saturday.
    if extract(isodow from india) = 7 or extract(hour from india) >= 12 then
      return jsonb_build_object('kind', 'unavailable', 'reason', 'For orders placed before 12 PM, in select cities, Monday to Saturday');
    end if;
    return jsonb_build_object('kind', 'available', 'date', to_char(india::date, 'YYYY-MM-DD'));
  end if;
  days := case option
    when 'standard' then case zone when 'region' then 4 when 'national' then 5 when 'remote' then 5 else 3 end
    when 'express' then case zone when 'region' then 2 when 'national' then 2 when 'remote' then null else 1 end
  end;
  if option is null or option not in ('standard', 'express') then
    return jsonb_build_object('kind', 'unavailable', 'reason', 'Choose a delivery option');
  end if;
  if days is null then
    return jsonb_build_object('kind', 'unavailable', 'reason', 'Express delivery does not reach this PIN code');
  end if;
  return jsonb_build_object('kind', 'available', 'date', to_char(public.india_business_days_after(india::date, days), 'YYYY-MM-DD'));
end;
$$;

revoke execute on function public.shop_warehouse_pin(), public.india_business_days_after(date, integer),
  public.delivery_estimate(text, text, timestamptz) from public, anon, authenticated, service_role;

-- ---- place_order: the delivery promise is its own ----

-- As 20261202100100_promotion_checks_without_oracle.sql's, without the estimated_date argument: the
-- day comes from delivery_estimate, and an option the address's PIN code or the time does not allow
-- is refused with its reason ('invalid', as the request's other refusals).
drop function public.place_order(text, jsonb, jsonb, text, text, text, bigint, boolean, text);

create function public.place_order(
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
  year text;
  invoice integer;
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

    year := public.financial_year_of(placed);
    insert into public.invoice_counters as counter (financial_year, last_number) values (year, 1)
    on conflict (financial_year) do update set last_number = counter.last_number + 1
    returning counter.last_number into invoice;

    insert into public.orders (user_id, idempotency_key, placed_at, payment_method, payment_state, subtotal, delivery_fee, discount, total,
                               full_name, mobile, email, line1, line2, landmark, city, state, pin_code,
                               delivery_option, estimated_date, invoice_number)
    values (caller, request_key, placed, place_order.payment_method,
            case place_order.payment_method when 'cod' then 'cod-due' else 'pending' end,
            subtotal, fee, promo_discount, subtotal + fee - promo_discount,
            place_order.address ->> 'fullName', place_order.address ->> 'mobile', place_order.address ->> 'email',
            place_order.address ->> 'line1', place_order.address ->> 'line2', coalesce(place_order.address ->> 'landmark', ''),
            place_order.address ->> 'city', place_order.address ->> 'state', place_order.address ->> 'pinCode',
            place_order.delivery_option, (promise ->> 'date')::date, 'FZ/' || year || '/' || lpad(invoice::text, 6, '0'))
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
    -- everything above is undone (the stock, the invoice number), and that order is the answer.
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
