-- Promotion checks without an oracle (issue 37, item 3). check_promotion and place_order told a
-- shopper which codes exist ('No such code.', 'This code is paused.', 'used up' …), as often as asked.
-- Now an unknown, paused, ended, expired, not-yet-started or used-up code answers alike, 'This code
-- cannot be used' (CODE_CANNOT_BE_USED, src/domain/promotions/apply-promotion.ts); reasons about this
-- shopper or order (used already, first order only, the minimum) stay: they concern a live code. Each
-- shopper's tries are counted here, by check_promotion and place_order with a code alike (else placing
-- is the oracle): 10 an hour, then 'Too many codes tried. Please try again later.' (code-checks.ts).
-- Replaced: promotion_outcome, check_promotion (now volatile: it writes a try) and place_order (its
-- code block alone, now promotion_offer), each with its signature. New: promotion_code_checks,
-- note_promotion_check, promotion_offer.

-- One row per try of a code in the last hour, per shopper. No API role reads or writes it: only
-- note_promotion_check, inside check_promotion and place_order.
create table public.promotion_code_checks (
  user_id uuid not null references auth.users (id) on delete cascade,
  checked_at timestamptz not null
);
create index promotion_code_checks_by_user on public.promotion_code_checks (user_id, checked_at);
alter table public.promotion_code_checks enable row level security;
revoke all on public.promotion_code_checks from public, anon, authenticated;

-- Counts one try of `caller`: false, nothing written, when the hour's tries are used up (a refused
-- try neither lengthens the wait nor grows the table). A try that cannot be written fails the call.
create function public.note_promotion_check(caller uuid) returns boolean
language plpgsql volatile set search_path = ''
as $$
declare
  -- PROMOTION_CHECKS_PER_HOUR in src/domain/promotions/code-checks.ts: change both together.
  checks_per_hour constant integer := 10;
  recent integer;
begin
  if caller is null then
    raise exception 'sign in to use a promotion code' using errcode = '42501';
  end if;
  -- One caller's tries are counted one after another: two at once never both take the last one.
  perform pg_advisory_xact_lock(hashtextextended('promotion_code_checks:' || caller::text, 0));
  delete from public.promotion_code_checks c where c.user_id = caller and c.checked_at <= now() - interval '1 hour';
  select count(*) into recent from public.promotion_code_checks c where c.user_id = caller;
  if recent >= checks_per_hour then
    return false;
  end if;
  insert into public.promotion_code_checks (user_id, checked_at) values (caller, now());
  return true;
end;
$$;

-- applyPromotion (apply-promotion.ts), with its words: a code not live now answers as no code does.
create or replace function public.promotion_outcome(
  promotion public.promotions, subtotal bigint, uses_total integer, uses_by_customer integer, customer_order_count integer
) returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  today date := (now() at time zone 'Asia/Kolkata')::date;
  goods bigint := greatest(0, subtotal);
  off bigint;
begin
  if promotion.state <> 'active' or today < promotion.valid_from
     or (promotion.valid_until is not null and today > promotion.valid_until)
     or (promotion.total_uses is not null and uses_total >= promotion.total_uses) then
    return jsonb_build_object('kind', 'refused', 'reason', 'This code cannot be used');
  end if;
  if promotion.uses_per_customer is not null and uses_by_customer >= promotion.uses_per_customer then
    return jsonb_build_object('kind', 'refused', 'reason', 'You have already used this code.');
  end if;
  if promotion.first_order_only and customer_order_count > 0 then
    return jsonb_build_object('kind', 'refused', 'reason', 'This code is for a first order only.');
  end if;
  if goods < promotion.minimum_order then
    return jsonb_build_object('kind', 'refused', 'reason', 'Add ' || public.rupees_text(promotion.minimum_order - goods) || ' more to use this code.');
  end if;
  off := case promotion.off_kind when 'percent' then floor(goods * promotion.percent_off / 100.0)::bigint else promotion.flat_off end;
  return jsonb_build_object('kind', 'applies', 'discount', least(greatest(off, 0), goods));
end;
$$;

-- What `caller`'s code (upper-case) takes off goods of `subtotal`, after counting the try:
-- {kind:'applies', discount, code} or {kind:'refused', reason}. `for_order`: the code's row is locked
-- until the placing's transaction ends.
create function public.promotion_offer(caller uuid, wanted_code text, subtotal bigint, for_order boolean) returns jsonb
language plpgsql volatile set search_path = ''
as $$
declare
  promotion public.promotions;
  outcome jsonb;
begin
  if not public.note_promotion_check(caller) then
    return jsonb_build_object('kind', 'refused', 'reason', 'Too many codes tried. Please try again later.');
  end if;
  if for_order then
    select p.* into promotion from public.promotions p where p.code = wanted_code for update;
  else
    select p.* into promotion from public.promotions p where p.code = wanted_code;
  end if;
  if not found then
    return jsonb_build_object('kind', 'refused', 'reason', 'This code cannot be used');
  end if;
  outcome := public.promotion_outcome(promotion, subtotal,
    (select count(*)::integer from public.promotion_uses u where u.code = promotion.code),
    (select count(*)::integer from public.promotion_uses u where u.code = promotion.code and u.user_id = caller),
    (select count(*)::integer from public.orders o where o.user_id = caller and o.status <> 'Cancelled'));
  return case when outcome ->> 'kind' = 'applies' then outcome || jsonb_build_object('code', promotion.code) else outcome end;
end;
$$;

revoke execute on function public.note_promotion_check(uuid), public.promotion_offer(uuid, text, bigint, boolean) from public, anon, authenticated, service_role;

-- The review step's Apply: the signed-in shopper's try, counted; the discount or the reason, nothing else.
create or replace function public.check_promotion(code text, subtotal bigint) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'sign in to use a promotion code' using errcode = '42501';
  end if;
  return public.promotion_offer(caller, upper(btrim(check_promotion.code)), check_promotion.subtotal, false) - 'code';
end;
$$;
revoke execute on function public.check_promotion(text, bigint) from public, anon, service_role;
grant execute on function public.check_promotion(text, bigint) to authenticated;

-- place_order as 20261126130100_promotions.sql's but its code block; its privileges stay as they were.

create or replace function public.place_order(
  idempotency_key text, lines jsonb, address jsonb, delivery_option text, estimated_date text, payment_method text, total bigint,
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

    insert into public.orders (user_id, idempotency_key, placed_at, payment_method, payment_state, subtotal, delivery_fee, discount, total,
                               full_name, mobile, email, line1, line2, landmark, city, state, pin_code,
                               delivery_option, estimated_date, invoice_number)
    values (caller, request_key, placed, place_order.payment_method,
            case place_order.payment_method when 'cod' then 'cod-due' else 'pending' end,
            subtotal, fee, promo_discount, subtotal + fee - promo_discount,
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
