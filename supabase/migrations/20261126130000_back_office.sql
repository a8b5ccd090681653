-- The back office runs the shop (issue 23): the admin searches every order, ships it with a courier
-- and tracking number, cancels it before it ships, confirms a UPI payment with its reference and
-- marks a refund paid; a UPI order whose payment is not confirmed within the store's hold is
-- cancelled by the next read. As in 20261126120050_order_desk.sql, the orders tables still give the
-- API roles no write: every change is one of these functions, SECURITY DEFINER with an empty
-- search_path, each checking public.is_admin() itself (the admin role, at aal2 when the admin has a
-- second factor) — except release_expired_holds, which any signed-in reader triggers and which
-- decides only by the server's clock and the store's setting. They decide as the domain does
-- (src/domain/orders/order-desk.ts), with its words.

-- ---- What the orders keep ----

-- The shipment (shipmentProblem: a courier of 2 to 40 characters, trimmed; a tracking number of 6 to
-- 30 letters, digits or hyphens), both or neither; the UPI reference (12 digits, a UPI order's only);
-- when the money came in or went back.
alter table public.orders
  add column courier text check (courier is null or (char_length(courier) between 2 and 40 and courier = btrim(courier))),
  add column tracking_number text check (tracking_number is null or tracking_number ~ '^[A-Za-z0-9-]{6,30}$'),
  add column upi_reference text check (upi_reference is null or upi_reference ~ '^[0-9]{12}$'),
  add column settled_at timestamptz,
  add constraint orders_shipment_whole check ((courier is null) = (tracking_number is null)),
  add constraint orders_upi_reference_of_upi check (upi_reference is null or payment_method = 'upi');

-- The UPI payment hold in minutes (StoreSettingsValues.holdMinutes: 5 to 1440, 30 by default). The
-- table's policies already let only an admin change its row.
alter table public.store_settings
  add column hold_minutes integer not null default 30 check (hold_minutes between 5 and 1440);

-- ---- The search's indexes ----
-- The orders table's text search is a case-insensitive substring of four columns (matchesOrderQuery,
-- order-query.ts): a trigram index on each, so that the four ILIKEs combine into one bitmap scan;
-- and the placing order, newest first, for the unfiltered pages.
create index orders_number_trgm_idx on public.orders using gin (number extensions.gin_trgm_ops);
create index orders_full_name_trgm_idx on public.orders using gin (full_name extensions.gin_trgm_ops);
create index orders_mobile_trgm_idx on public.orders using gin (mobile extensions.gin_trgm_ops);
create index orders_pin_code_trgm_idx on public.orders using gin (pin_code extensions.gin_trgm_ops);
create index orders_placed_at_idx on public.orders (placed_at desc, id desc);

-- ---- The order, as the domain reads it ----
-- As before (20261126110000_orders.sql), with the shipment and how the payment was settled; a field
-- the order does not have is left out (the domain's optional fields), never null.
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
                  from public.order_history h where h.order_id = o.id),
    'invoiceNumber', o.invoice_number)
    || case when o.courier is null then '{}'::jsonb
            else jsonb_build_object('shipment', jsonb_build_object('courier', o.courier, 'trackingNumber', o.tracking_number)) end
  from public.orders o
  where o.id = $1;
$$;

-- ---- Shared steps ----

-- Refuses anyone but the admin (42501): the role, and the second factor when the admin has one.
create function public.require_admin(what text) returns void
language plpgsql stable security definer set search_path = ''
as $$
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'only the admin %', what using errcode = '42501';
  end if;
end;
$$;

-- Cancels the order `target_id` (locked by the caller, Processing) at `at` by `actor`: its stock
-- back (where counted, on products still there, locked in id order as place_order locks them), its
-- payment as `new_payment_state`, the history recording `note`.
create function public.cancel_order_as(target_id bigint, at timestamptz, actor text, note text, new_payment_state text) returns void
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
  insert into public.order_history (order_id, position, status, at, by, note)
  select target_id, max(h.position) + 1, 'Cancelled', cancel_order_as.at, actor, cancel_order_as.note
    from public.order_history h where h.order_id = target_id;
end;
$$;

revoke execute on function public.require_admin(text), public.cancel_order_as(bigint, timestamptz, text, text, text)
  from public, anon, authenticated, service_role;

-- ---- Searching ----

-- One page of every order the admin's query finds (searchOrders, order-query.ts), newest first, and
-- how many it finds: {total, orders}. The text is a case-insensitive substring of the number, the
-- name, the phone or the PIN (its LIKE characters taken literally); each filter applies when given;
-- the placing range is from inclusive, until exclusive. The count and the page are two queries, run
-- by EXECUTE so that each is planned with the text itself: a plan made for any text would not use
-- the trigram indexes, and the page alone walks the placing index, newest first, when nothing
-- narrows it.
create function public.search_orders(
  needle text default '', status text default null, method text default null, payment_state text default null,
  placed_from timestamptz default null, placed_until timestamptz default null, page_offset integer default 0, page_size integer default 10
) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  text_wanted text := btrim(coalesce(search_orders.needle, ''));
  pattern text := '%' || replace(replace(replace(text_wanted, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  matching constant text := $filter$
      from public.orders o
     where ($1 = '' or o.number ilike $2 or o.full_name ilike $2 or o.mobile ilike $2 or o.pin_code ilike $2)
       and ($3::text is null or o.status = $3)
       and ($4::text is null or o.payment_method = $4)
       and ($5::text is null or o.payment_state = $5)
       and ($6::timestamptz is null or o.placed_at >= $6)
       and ($7::timestamptz is null or o.placed_at < $7)
  $filter$;
  total bigint;
  orders jsonb;
begin
  perform public.require_admin('reads every order');
  if search_orders.page_offset is null or search_orders.page_offset < 0
     or search_orders.page_size is null or search_orders.page_size not between 1 and 100 then
    raise exception 'a page starts at 0 or later and holds 1 to 100 orders' using errcode = '22023';
  end if;
  execute 'select count(*) ' || matching
    into total
    using text_wanted, pattern, search_orders.status, search_orders.method, search_orders.payment_state,
          search_orders.placed_from, search_orders.placed_until;
  execute 'select coalesce(jsonb_agg(public.order_json(p.id) order by p.placed_at desc, p.id desc), ''[]''::jsonb)
             from (select o.id, o.placed_at ' || matching || ' order by o.placed_at desc, o.id desc offset $8 limit $9) as p'
    into orders
    using text_wanted, pattern, search_orders.status, search_orders.method, search_orders.payment_state,
          search_orders.placed_from, search_orders.placed_until, search_orders.page_offset, search_orders.page_size;
  return jsonb_build_object('total', total, 'orders', orders);
end;
$$;

-- ---- Moving on, with the shipment ----

-- As before (20261126120050_order_desk.sql), and to Shipped only with a courier and a tracking
-- number (moveByDesk and shipmentProblem, with their words), kept on the order trimmed; a cash order
-- delivered is paid, when it was settled.
drop function public.advance_order(text, text);
create function public.advance_order(order_number text, to_status text, courier text default null, tracking_number text default null)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  moved_at timestamptz := date_trunc('milliseconds', now());
  given_courier text := btrim(coalesce(advance_order.courier, ''));
  given_tracking text := btrim(coalesce(advance_order.tracking_number, ''));
  target public.orders;
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

  update public.orders o
     set status = to_status,
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

-- ---- Cancelling by the admin ----

-- The admin cancels any shopper's order before it ships (cancelByDesk): stock back, cash void, a
-- UPI payment owed back; by 'admin' with the reason (1 to 200 characters once trimmed, or 22023).
create function public.admin_cancel_order(order_number text, reason text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  given_reason text := regexp_replace(coalesce(admin_cancel_order.reason, ''), '^\s+|\s+$', '', 'g');
  target public.orders;
begin
  perform public.require_admin('cancels a shopper’s order');
  if char_length(given_reason) not between 1 and 200 then
    raise exception 'a cancellation needs a reason of 1 to 200 characters' using errcode = '22023';
  end if;
  select o.* into target from public.orders o where o.number = admin_cancel_order.order_number for update;
  if not found then
    return jsonb_build_object('kind', 'not-found');
  end if;
  if target.status = 'Cancelled' then
    return jsonb_build_object('kind', 'refused', 'reason', 'This order is already cancelled.');
  end if;
  if target.status <> 'Processing' then
    return jsonb_build_object('kind', 'refused', 'reason', format('An order that is %s cannot be cancelled: it has left the shop.', target.status));
  end if;
  perform public.cancel_order_as(target.id, date_trunc('milliseconds', now()), 'admin', given_reason,
    case target.payment_state when 'cod-due' then 'void' when 'pending' then 'refund-due' when 'paid' then 'refund-due' else target.payment_state end);
  return jsonb_build_object('kind', 'cancelled', 'order', public.order_json(target.id));
end;
$$;

-- ---- Payments ----

-- The admin confirms a UPI payment received (confirmUpi): 'pending' → 'paid', with its 12-digit
-- reference. Answers {kind:'settled', order}, {kind:'refused', reason} or {kind:'not-found'}.
create function public.confirm_upi_payment(order_number text, upi_reference text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  reference text := btrim(coalesce(confirm_upi_payment.upi_reference, ''));
  target public.orders;
begin
  perform public.require_admin('confirms a payment');
  select o.* into target from public.orders o where o.number = confirm_upi_payment.order_number for update;
  if not found then
    return jsonb_build_object('kind', 'not-found');
  end if;
  if target.payment_method <> 'upi' then
    return jsonb_build_object('kind', 'refused', 'reason', 'A cash order is paid at the door: it is collected when the order is delivered.');
  end if;
  if target.payment_state = 'paid' then
    return jsonb_build_object('kind', 'refused', 'reason', 'This payment is already confirmed.');
  end if;
  if target.payment_state <> 'pending' then
    return jsonb_build_object('kind', 'refused', 'reason', 'This order is cancelled: its payment can no longer be confirmed.');
  end if;
  if reference !~ '^[0-9]{12}$' then
    return jsonb_build_object('kind', 'refused', 'reason', 'The UPI reference number is 12 digits.');
  end if;
  update public.orders o
     set payment_state = 'paid', upi_reference = reference, settled_at = date_trunc('milliseconds', now())
   where o.id = target.id;
  return jsonb_build_object('kind', 'settled', 'order', public.order_json(target.id));
end;
$$;

-- The admin marks a refund owed as paid back (refund): 'refund-due' → 'refunded'.
create function public.mark_refunded(order_number text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  target public.orders;
begin
  perform public.require_admin('marks a refund paid');
  select o.* into target from public.orders o where o.number = mark_refunded.order_number for update;
  if not found then
    return jsonb_build_object('kind', 'not-found');
  end if;
  if target.payment_state = 'refunded' then
    return jsonb_build_object('kind', 'refused', 'reason', 'This refund is already marked as paid.');
  end if;
  if target.payment_state <> 'refund-due' then
    return jsonb_build_object('kind', 'refused', 'reason', 'This order is not owed a refund.');
  end if;
  update public.orders o set payment_state = 'refunded', settled_at = date_trunc('milliseconds', now()) where o.id = target.id;
  return jsonb_build_object('kind', 'settled', 'order', public.order_json(target.id));
end;
$$;

-- ---- The UPI hold ----

-- Cancels, by 'system', every UPI order still 'pending' and 'Processing' placed the store's hold
-- minutes or more ago by the server's clock (expiredHold, cancelExpiredHold): its stock back,
-- nothing owed (no payment was confirmed). Any signed-in caller's read triggers it: it takes no
-- argument, so a caller chooses nothing. Orders another call is changing are skipped (SKIP LOCKED),
-- for the next read. Answers how many it cancelled.
create function public.release_expired_holds() returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  now_ms timestamptz := date_trunc('milliseconds', now());
  hold integer := coalesce((select s.hold_minutes from public.store_settings s limit 1), 30);
  expired record;
  released integer := 0;
begin
  if auth.uid() is null then
    raise exception 'sign in to read orders' using errcode = '42501';
  end if;
  for expired in
    select o.id from public.orders o
     where o.status = 'Processing' and o.payment_method = 'upi' and o.payment_state = 'pending'
       and o.placed_at <= now_ms - make_interval(mins => hold)
     order by o.id
       for update skip locked
  loop
    perform public.cancel_order_as(expired.id, now_ms, 'system',
      format('The UPI payment was not confirmed within %s minutes.', hold), 'void');
    released := released + 1;
  end loop;
  return released;
end;
$$;
-- The expired holds: few at a time, found without reading every order.
create index orders_pending_upi_idx on public.orders (placed_at) where status = 'Processing' and payment_method = 'upi' and payment_state = 'pending';

revoke execute on function
  public.search_orders(text, text, text, text, timestamptz, timestamptz, integer, integer),
  public.advance_order(text, text, text, text), public.admin_cancel_order(text, text),
  public.confirm_upi_payment(text, text), public.mark_refunded(text), public.release_expired_holds()
  from public, anon, service_role;
grant execute on function
  public.search_orders(text, text, text, text, timestamptz, timestamptz, integer, integer),
  public.advance_order(text, text, text, text), public.admin_cancel_order(text, text),
  public.confirm_upi_payment(text, text), public.mark_refunded(text), public.release_expired_holds()
  to authenticated;
