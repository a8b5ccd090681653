-- Orders (issue 21): each shopper's orders, their lines as bought, their status history, and the
-- tax invoices' serial per financial year.
--
-- Orders come to exist only through place_order and change only through cancel_order: the API roles
-- may read their own rows and write none (no insert, update or delete privilege on any of these
-- tables), so a client can neither forge an order, nor change its total or status, nor take stock.
-- Both functions are SECURITY DEFINER with an empty search_path, and decide as the domain does
-- (src/domain/orders: order-request.ts decideOrder, order-totals.ts, cancellation.ts); the
-- constants below are the shop's policies (src/domain/policies/shop-policies.ts) and must change
-- with them.

-- ---- The tables ----

-- One row per order, its number from its id ('FZ' and 8 digits: at most 99,999,999 orders).
-- The address is copied in, with the address form's limits (as public.addresses holds them): the
-- order goes where it was sent, whatever the shopper's saved addresses become.
create table public.orders (
  id bigint generated always as identity (minvalue 1 maxvalue 99999999 no cycle) primary key,
  number text generated always as ('FZ' || lpad(id::text, 8, '0')) stored unique,
  -- An order is a tax record (its invoice is kept for years): the account of a shopper who ordered
  -- cannot be deleted while its orders are there.
  user_id uuid not null references auth.users (id) on delete restrict,
  -- One per checkout (OrderRequest.idempotencyKey): the same key again answers this order.
  idempotency_key text not null check (char_length(idempotency_key) between 8 and 64),
  placed_at timestamptz not null,
  status text not null default 'Processing'
    check (status in ('Processing', 'Shipped', 'In Transit', 'Delivered', 'Cancelled')),
  payment_method text not null check (payment_method in ('cod', 'upi')),
  payment_state text not null
    check (payment_state in ('cod-due', 'pending', 'paid', 'refund-due', 'refunded', 'void')),
  -- In paise, as the domain counts (Paise): whole numbers, so that the sums add up exactly.
  subtotal bigint not null check (subtotal >= 0),
  delivery_fee bigint not null check (delivery_fee >= 0),
  discount bigint not null default 0 check (discount between 0 and subtotal),
  total bigint not null check (total = subtotal + delivery_fee - discount),
  full_name text not null check (char_length(full_name) between 3 and 60 and full_name = btrim(full_name)),
  mobile text not null check (mobile ~ '^[6-9][0-9]{9}$'),
  email text not null check (char_length(email) <= 120 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  line1 text not null check (char_length(line1) between 1 and 120 and line1 = btrim(line1)),
  line2 text not null check (char_length(line2) between 1 and 120 and line2 = btrim(line2)),
  landmark text not null default '' check (char_length(landmark) <= 80 and landmark = btrim(landmark)),
  city text not null check (char_length(city) between 2 and 60 and city = btrim(city)),
  state text not null check (state in (
    'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana',
    'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur',
    'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana',
    'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
    'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi',
    'Jammu and Kashmir', 'Ladakh', 'Lakshadweep', 'Puducherry'
  )),
  pin_code text not null check (pin_code ~ '^[1-9][0-9]{5}$'),
  delivery_option text not null check (delivery_option in ('standard', 'express', 'same-day')),
  estimated_date date not null,
  -- GST rule 46: a serial unique within its financial year, at most 16 characters ('FZ/26-27/000123').
  invoice_number text not null unique check (invoice_number ~ '^FZ/[0-9]{2}-[0-9]{2}/[0-9]{6}$'),
  -- The key is the caller's: place_order's second call with it (a retry, a double click, two tabs
  -- at once) finds this order, or fails on this index and then finds it.
  unique (user_id, idempotency_key)
);
create index orders_user_placed_at on public.orders (user_id, placed_at desc, id desc);

-- Each line as bought: what the product was called, showed and cost then, whatever it becomes. No
-- foreign key to products: a product deleted later leaves its orders as they were.
create table public.order_lines (
  order_id bigint not null references public.orders (id) on delete cascade,
  position smallint not null check (position between 0 and 49),
  product_id bigint not null check (product_id > 0),
  title text not null check (title <> ''),
  image text not null,
  category text not null check (category in
    ('tshirts', 'dresses', 'jeans', 'hoodies', 'kids', 'shirts', 'outerwear', 'activewear', 'accessories')),
  size text not null check (size in ('S', 'M', 'L', 'XL', 'XXL')),
  quantity integer not null check (quantity between 1 and 10),
  unit_price bigint not null check (unit_price >= 0),
  mrp bigint not null check (mrp >= unit_price),
  primary key (order_id, position)
);

-- Every status the order had, oldest first: 'Processing' at placing, then each move.
create table public.order_history (
  order_id bigint not null references public.orders (id) on delete cascade,
  position smallint not null check (position >= 0),
  status text not null check (status in ('Processing', 'Shipped', 'In Transit', 'Delivered', 'Cancelled')),
  at timestamptz not null,
  by text not null check (by in ('shopper', 'admin', 'system')),
  note text check (char_length(note) between 1 and 200),
  primary key (order_id, position)
);

-- The last invoice number given in each financial year ('26-27'). A row, not a sequence: it is
-- counted in the placing's transaction, so an order that is not placed takes no number and the
-- serial has no gaps; its row lock orders concurrent placings.
create table public.invoice_counters (
  financial_year text primary key check (financial_year ~ '^[0-9]{2}-[0-9]{2}$'),
  last_number integer not null check (last_number between 1 and 999999)
);

-- ---- Who reads and writes them ----
-- A shopper reads their own orders, lines and history; nobody else's (an admin included, until the
-- admin's orders screen brings its own policy); anon nothing. Nobody writes through the API.
alter table public.orders enable row level security;
alter table public.order_lines enable row level security;
alter table public.order_history enable row level security;
alter table public.invoice_counters enable row level security;
revoke all on table public.orders, public.order_lines, public.order_history, public.invoice_counters from anon, authenticated;
grant select on table public.orders, public.order_lines, public.order_history to authenticated;
grant all on table public.orders, public.order_lines, public.order_history, public.invoice_counters to service_role;
-- The id's sequence: nobody but place_order draws numbers (the later migration's default already
-- gives the API roles none; said here too, as the sequences of security_fixes are).
revoke all on sequence public.orders_id_seq from anon, authenticated;

create policy orders_read_own on public.orders
  for select to authenticated using (user_id = (select auth.uid()));
create policy order_lines_read_own on public.order_lines
  for select to authenticated
  using (order_id in (select o.id from public.orders o where o.user_id = (select auth.uid())));
create policy order_history_read_own on public.order_history
  for select to authenticated
  using (order_id in (select o.id from public.orders o where o.user_id = (select auth.uid())));

-- ---- The domain's rules, in SQL ----

-- Why a request is not one the checkout makes (requestProblem, order-request.ts: the same checks in
-- the same order, the same words), or null. Lines are checked as JSON, whatever a client sent:
-- numbers that are whole and in range, a size on sale, no product and size twice.
create function public.order_request_problem(idempotency_key text, lines jsonb, delivery_option text, payment_method text)
returns text
language plpgsql immutable set search_path = ''
as $$
declare
  line jsonb;
  seen text[] := '{}';
  product_and_size text;
begin
  if idempotency_key is null or char_length(idempotency_key) not between 8 and 64 then
    return 'The checkout has no valid key';
  end if;
  if jsonb_typeof(lines) is distinct from 'array' or jsonb_array_length(lines) = 0 then
    return 'There is nothing to order';
  end if;
  if jsonb_array_length(lines) > 50 then
    return 'An order holds at most 50 lines';
  end if;
  for line in select item from jsonb_array_elements(lines) as item loop
    if not public.is_whole_number(line -> 'productId', 1, null) then
      return 'A line names no product';
    end if;
    if jsonb_typeof(line -> 'size') is distinct from 'string' or (line ->> 'size') not in ('S', 'M', 'L', 'XL', 'XXL') then
      return 'A line has no valid size';
    end if;
    if not public.is_whole_number(line -> 'quantity', 1, 10) then
      return 'A quantity must be a whole number from 1 to 10';
    end if;
    if not public.is_whole_number(line -> 'unitPrice', 0, null) then
      return 'A line has no valid price';
    end if;
    product_and_size := trunc((line ->> 'productId')::numeric)::text || '/' || (line ->> 'size');
    if product_and_size = any (seen) then
      return 'The same product and size appear twice';
    end if;
    seen := seen || product_and_size;
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

-- Is `value` a JSON number that is whole, at least `low` and (unless null) at most `high`?
-- (Number.isInteger: a string such as '2', or 1.5, is not.)
create function public.is_whole_number(value jsonb, low numeric, high numeric) returns boolean
language sql immutable set search_path = ''
as $$
  select coalesce(jsonb_typeof(value) = 'number'
    and value::numeric = trunc(value::numeric)
    and value::numeric >= low
    and (high is null or value::numeric <= high), false);
$$;

-- Delivery's fee in paise (deliveryFee, order-totals.ts): standard ₹49, free from a subtotal of
-- ₹499 (and for nothing); express ₹99; same-day ₹149.
create function public.order_delivery_fee(delivery_option text, subtotal bigint) returns bigint
language sql immutable set search_path = ''
as $$
  select case delivery_option
    when 'standard' then case when subtotal <= 0 or subtotal >= 49900 then 0 else 4900 end
    when 'express' then 9900
    when 'same-day' then 14900
  end;
$$;

-- The financial year of an instant in India (1 April to 31 March), as an invoice writes it: '26-27'
-- (financialYear, order-number.ts).
create function public.financial_year_of(instant timestamptz) returns text
language sql stable set search_path = ''
as $$
  select lpad((first_year % 100)::text, 2, '0') || '-' || lpad(((first_year + 1) % 100)::text, 2, '0')
    from (select extract(year from local)::integer - case when extract(month from local) < 4 then 1 else 0 end as first_year
            from (select instant at time zone 'Asia/Kolkata' as local) as india) as year;
$$;

-- A cart's lines (public.carts.lines) less what was bought of each product and size, in the
-- cart's order: a line bought whole goes, one bought in part keeps the rest.
create function public.cart_without(cart jsonb, bought jsonb) returns jsonb
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
                where sold -> 'productId' = item -> 'productId' and sold ->> 'size' = item ->> 'size'), 0)::integer as quantity
        from jsonb_array_elements(cart) with ordinality as line(item, place)
    ) as kept
   where kept.quantity > 0;
$$;

revoke execute on function public.order_request_problem(text, jsonb, text, text), public.is_whole_number(jsonb, numeric, numeric),
  public.order_delivery_fee(text, bigint), public.financial_year_of(timestamptz), public.cart_without(jsonb, jsonb)
  from public, anon, authenticated, service_role;

-- An order in the domain's shape (Order, order.ts), with the key it was placed with (StoredOrder,
-- stored-order.ts, which the adapter reads it as); null when the caller may not read it. SECURITY
-- INVOKER: called by my_orders, row-level security decides; called inside place_order and
-- cancel_order, the order is the caller's already.
create function public.order_json(order_id bigint) returns jsonb
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
    'payment', jsonb_build_object('method', o.payment_method, 'state', o.payment_state),
    'status', o.status,
    -- An entry without a note has no note key, as the domain's.
    'history', (select coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
                  'status', h.status, 'at', (extract(epoch from h.at) * 1000)::bigint, 'by', h.by, 'note', h.note)) order by h.position), '[]'::jsonb)
                  from public.order_history h where h.order_id = o.id),
    'invoiceNumber', o.invoice_number)
  from public.orders o
  where o.id = $1;
$$;
revoke execute on function public.order_json(bigint) from public, anon, service_role;
grant execute on function public.order_json(bigint) to authenticated;

-- ---- Placing ----

-- Places the caller's order, all of it or nothing, in one transaction, and answers as the port's
-- PlaceResult: {kind:'placed', order, replayed}, {kind:'refused', problems} or {kind:'invalid', reason}.
-- The products are re-read locked (FOR UPDATE, in id order, so that two placings never wait on each
-- other crosswise), so two shoppers buying the last unit at once are served one after the other:
-- the second reads the stock the first left. Prices and stock come from public.products, never from
-- the client, whose unit prices and total are only compared. A product off sale, in a category the
-- store does not sell or without an image is one the storefront does not show: gone. Stock is taken
-- only where it is counted (null: not counted) and never below 0 (checked under the lock, and by the
-- table's check). Placed from the cart (from_cart, the checkout's source), what was bought leaves
-- the caller's cart in the same transaction; Buy Now leaves the cart as it is.
create function public.place_order(
  idempotency_key text, lines jsonb, address jsonb, delivery_option text, estimated_date text, payment_method text, total bigint,
  from_cart boolean default true
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
  if place_order.total is distinct from subtotal + fee then
    return jsonb_build_object('kind', 'invalid', 'reason', 'The total has changed');
  end if;
  -- paymentChoices (order-totals.ts): cash up to ₹5,000, UPI up to ₹1,00,000 (UPI_MAX_AMOUNT).
  if place_order.payment_method = 'cod' and subtotal + fee > 500000 then
    return jsonb_build_object('kind', 'invalid', 'reason', 'Cash on Delivery is available on orders up to ₹5,000');
  end if;
  if place_order.payment_method = 'upi' and subtotal + fee > 10000000 then
    return jsonb_build_object('kind', 'invalid', 'reason', 'UPI takes payments of up to ₹1,00,000');
  end if;
  -- The checkout gives a day; anything else is refused by its SQLSTATE, as the address's checks are.
  if place_order.estimated_date is null or place_order.estimated_date !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    raise exception 'the delivery date must be a day, as YYYY-MM-DD' using errcode = '22007';
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

    insert into public.orders (user_id, idempotency_key, placed_at, payment_method, payment_state, subtotal, delivery_fee, total,
                               full_name, mobile, email, line1, line2, landmark, city, state, pin_code,
                               delivery_option, estimated_date, invoice_number)
    values (caller, request_key, placed, place_order.payment_method,
            case place_order.payment_method when 'cod' then 'cod-due' else 'pending' end,
            subtotal, fee, subtotal + fee,
            place_order.address ->> 'fullName', place_order.address ->> 'mobile', place_order.address ->> 'email',
            place_order.address ->> 'line1', place_order.address ->> 'line2', coalesce(place_order.address ->> 'landmark', ''),
            place_order.address ->> 'city', place_order.address ->> 'state', place_order.address ->> 'pinCode',
            place_order.delivery_option, place_order.estimated_date::date, 'FZ/' || year || '/' || lpad(invoice::text, 6, '0'))
    returning id into created;

    insert into public.order_lines (order_id, position, product_id, title, image, category, size, quantity, unit_price, mrp)
    select created, sold.place - 1, (sold.item ->> 'productId')::bigint, sold.item ->> 'title', sold.item ->> 'image',
           sold.item ->> 'category', sold.item ->> 'size', (sold.item ->> 'quantity')::integer,
           (sold.item ->> 'unitPrice')::bigint, (sold.item ->> 'mrp')::bigint
      from jsonb_array_elements(bought) with ordinality as sold(item, place);

    insert into public.order_history (order_id, position, status, at, by) values (created, 0, 'Processing', placed, 'shopper');

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
revoke execute on function public.place_order(text, jsonb, jsonb, text, text, text, bigint, boolean) from public, anon, service_role;
grant execute on function public.place_order(text, jsonb, jsonb, text, text, text, bigint, boolean) to authenticated;

-- ---- Cancelling ----

-- The caller cancels their own order, by the shopper's rule (cancelByShopper, cancellation.ts, with
-- its words): while it is Processing, within 24 hours of placing (CANCELLATION.selfServiceHours),
-- by the database's clock. Its stock is put back (where counted, on products still there), cash is
-- no longer due and a UPI payment is owed back, and the history records the reason. Answers
-- {kind:'cancelled', order}, {kind:'refused', reason} or {kind:'not-found'} (another's order too).
create function public.cancel_order(order_number text, reason text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  given_reason text := regexp_replace(coalesce(cancel_order.reason, ''), '^\s+|\s+$', '', 'g');
  cancelled_at timestamptz := date_trunc('milliseconds', now());
  target public.orders;
begin
  if caller is null then
    raise exception 'sign in to cancel an order' using errcode = '42501';
  end if;
  -- checkCancelReason: the use case checks it first; a caller that did not is refused.
  if char_length(given_reason) not between 1 and 200 then
    raise exception 'a cancellation needs a reason of 1 to 200 characters' using errcode = '22023';
  end if;

  select o.* into target from public.orders o
   where o.number = cancel_order.order_number and o.user_id = caller
     for update;
  if not found then
    return jsonb_build_object('kind', 'not-found');
  end if;
  if target.status = 'Cancelled' then
    return jsonb_build_object('kind', 'refused', 'reason', 'This order is already cancelled.');
  end if;
  if target.status <> 'Processing' then
    return jsonb_build_object('kind', 'refused', 'reason',
      'This order has shipped, so it can no longer be cancelled. You can return it once it is delivered.');
  end if;
  if cancelled_at >= target.placed_at + interval '24 hours' then
    return jsonb_build_object('kind', 'refused', 'reason',
      'Orders can be cancelled within 24 hours of ordering. Please contact Customer Care.');
  end if;

  perform 1 from public.products p
   where p.id in (select l.product_id from public.order_lines l where l.order_id = target.id)
   order by p.id for update;
  update public.products p
     set stock_quantity = p.stock_quantity + back.quantity
    from (select l.product_id, sum(l.quantity) as quantity from public.order_lines l where l.order_id = target.id group by l.product_id) as back
   where p.id = back.product_id and p.stock_quantity is not null;

  update public.orders o
     set status = 'Cancelled',
         payment_state = case o.payment_state when 'cod-due' then 'void' when 'pending' then 'refund-due' when 'paid' then 'refund-due'
                         else o.payment_state end
   where o.id = target.id;
  insert into public.order_history (order_id, position, status, at, by, note)
  select target.id, max(h.position) + 1, 'Cancelled', cancelled_at, 'shopper', given_reason
    from public.order_history h where h.order_id = target.id;

  return jsonb_build_object('kind', 'cancelled', 'order', public.order_json(target.id));
end;
$$;
revoke execute on function public.cancel_order(text, text) from public, anon, service_role;
grant execute on function public.cancel_order(text, text) to authenticated;

-- ---- Reading ----
-- The caller's orders, newest first (newestFirst, order.ts), and one by its number (null when the
-- caller has none by it). SECURITY INVOKER: row-level security applies, and the caller's own id is
-- asked for besides, so that a later policy letting an admin read every order changes neither.
create function public.my_orders() returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(public.order_json(o.id) order by o.placed_at desc, o.id desc), '[]'::jsonb)
    from public.orders o
   where o.user_id = (select auth.uid());
$$;

create function public.my_order(order_number text) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select public.order_json(o.id)
    from public.orders o
   where o.number = $1 and o.user_id = (select auth.uid());
$$;
revoke execute on function public.my_orders(), public.my_order(text) from public, anon, service_role;
grant execute on function public.my_orders(), public.my_order(text) to authenticated;
