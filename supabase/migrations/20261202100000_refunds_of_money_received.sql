-- The database decides (issue 37): refunds only of money received, and a clean refusal for every
-- malformed value of a placing request.
--
-- 1. Cancelling an order whose payment the shop never confirmed (a UPI payment still 'pending')
--    made it 'refund-due', and mark_refunded then marked it 'refunded' with no payment reference:
--    a refund of money never received. Now (paymentStateAfterCancel, order.ts) such a payment is
--    'void'; only a payment received ('paid') is owed back, and mark_refunded refuses a refund of a
--    payment not received (refundRefusal, order-desk.ts). The orders kept 'refund-due' without any
--    money received are made 'void' here, as the browser backends read theirs (stored-order.ts).
-- 2. A quantity of 2.0 was a whole number to is_whole_number, then failed place_order's ::integer
--    cast (22P02). A whole number is now one written as an integer (what JSON.stringify writes), so
--    every value the body casts is refused first, by order_request_problem's 'invalid' answer.
-- place_order itself is not replaced: it calls both functions by name.

-- ---- Money received ----

-- Whether the shop received an order's money (paymentReceived, order.ts): a UPI payment confirmed
-- with its reference, or cash collected at delivery.
create function public.payment_received(payment_method text, upi_reference text, settled_at timestamptz) returns boolean
language sql immutable set search_path = ''
as $$
  select case when payment_method = 'upi' then upi_reference is not null else settled_at is not null end;
$$;

-- The payment state after a cancellation (paymentStateAfterCancel, order.ts): cash not collected and
-- a UPI payment never confirmed are void; a payment received is owed back.
create function public.payment_state_after_cancel(state text) returns text
language sql immutable set search_path = ''
as $$
  select case state when 'cod-due' then 'void' when 'pending' then 'void' when 'paid' then 'refund-due' else state end;
$$;

revoke execute on function public.payment_received(text, text, timestamptz), public.payment_state_after_cancel(text)
  from public, anon, authenticated, service_role;

update public.orders o
   set payment_state = 'void'
 where o.payment_state = 'refund-due' and not public.payment_received(o.payment_method, o.upi_reference, o.settled_at);

-- As 20261126110000_orders.sql's, the payment by payment_state_after_cancel.
create or replace function public.cancel_order(order_number text, reason text) returns jsonb
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

  perform public.cancel_order_as(target.id, cancelled_at, 'shopper', given_reason, public.payment_state_after_cancel(target.payment_state));
  return jsonb_build_object('kind', 'cancelled', 'order', public.order_json(target.id));
end;
$$;

-- As 20261126130000_back_office.sql's, the payment by payment_state_after_cancel.
create or replace function public.admin_cancel_order(order_number text, reason text) returns jsonb
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
    public.payment_state_after_cancel(target.payment_state));
  return jsonb_build_object('kind', 'cancelled', 'order', public.order_json(target.id));
end;
$$;

-- The admin marks a refund owed as paid back (refund, order-desk.ts): 'refund-due' → 'refunded', and
-- only of money received (refundRefusal's words).
create or replace function public.mark_refunded(order_number text) returns jsonb
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
  if not public.payment_received(target.payment_method, target.upi_reference, target.settled_at) then
    return jsonb_build_object('kind', 'refused', 'reason', 'No payment was received for this order: there is nothing to refund.');
  end if;
  update public.orders o set payment_state = 'refunded', settled_at = date_trunc('milliseconds', now()) where o.id = target.id;
  return jsonb_build_object('kind', 'settled', 'order', public.order_json(target.id));
end;
$$;

-- ---- Clean refusals of a placing request ----

-- Is `value` a JSON number written as a whole number (digits, no point, no exponent once PostgreSQL
-- has read it: 1e3 is 1000, 2.0 stays 2.0), at least `low` and (unless null) at most `high`? A
-- string such as '2', 2.0 or 1.5 is not: place_order casts these values to integer and bigint,
-- which refuse '2.0' (22P02). Number.isInteger agrees on every number JSON.stringify writes.
create or replace function public.is_whole_number(value jsonb, low numeric, high numeric) returns boolean
language plpgsql immutable set search_path = ''
as $$
begin
  -- Each test only once the one before holds: a cast of a JSON string to numeric would raise.
  if value is null or jsonb_typeof(value) <> 'number' then
    return false;
  end if;
  if value::text !~ '^-?[0-9]+$' then
    return false;
  end if;
  return value::numeric >= low and (high is null or value::numeric <= high);
end;
$$;

-- As 20261126110000_orders.sql's (requestProblem, order-request.ts: the same checks in the same
-- order, the same words), with no test that can raise on a value of the wrong type: the lines'
-- type before their length, each line's fields only through is_whole_number and jsonb_typeof.
create or replace function public.order_request_problem(idempotency_key text, lines jsonb, delivery_option text, payment_method text)
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
    -- A line that is no object has no fields: its product is the first thing missing.
    if jsonb_typeof(line) <> 'object' or not public.is_whole_number(line -> 'productId', 1, null) then
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
    product_and_size := (line ->> 'productId') || '/' || (line ->> 'size');
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

revoke execute on function public.is_whole_number(jsonb, numeric, numeric), public.order_request_problem(text, jsonb, text, text)
  from public, anon, authenticated, service_role;
