-- Promotion codes (back-office issue, item 4): the admin creates, edits, pauses and ends them;
-- a shopper tries one on the checkout's review step (check_promotion) and place_order applies it and
-- counts its use in the placing's transaction, so that a code limited to N uses is never used N+1
-- times. The rule is the domain's (applyPromotion, src/domain/promotions/apply-promotion.ts), with
-- its words. Row-level security: admins (public.is_admin(): the role, at aal2 when the admin has a
-- second factor) manage the promotions and read their uses; shoppers read neither table, and
-- nobody inserts a use but place_order.

create table public.promotions (
  code text primary key check (code ~ '^[A-Z0-9]{4,20}$'),
  title text not null check (char_length(title) between 1 and 60 and title = btrim(title)),
  off_kind text not null check (off_kind in ('percent', 'flat')),
  percent_off integer check (percent_off between 1 and 90),
  -- In paise, as the orders.
  flat_off bigint check (flat_off between 1 and 10000000),
  minimum_order bigint not null default 0 check (minimum_order between 0 and 10000000),
  -- India days, inclusive.
  valid_from date not null,
  valid_until date check (valid_until >= valid_from),
  total_uses integer check (total_uses between 1 and 1000000),
  uses_per_customer integer check (uses_per_customer between 1 and 1000000),
  first_order_only boolean not null default false,
  state text not null default 'paused' check (state in ('active', 'paused', 'ended')),
  created_at timestamptz not null default now(),
  check ((off_kind = 'percent' and percent_off is not null and flat_off is null)
      or (off_kind = 'flat' and flat_off is not null and percent_off is null))
);

-- One row per order that carried a code. No API role may insert, update or delete one.
create table public.promotion_uses (
  code text not null references public.promotions (code),
  user_id uuid not null references auth.users (id) on delete restrict,
  order_id bigint primary key references public.orders (id) on delete cascade,
  used_at timestamptz not null
);
create index promotion_uses_code_user on public.promotion_uses (code, user_id);

alter table public.promotions enable row level security;
alter table public.promotion_uses enable row level security;

revoke all on public.promotions, public.promotion_uses from public, anon, authenticated;
-- An ended code stays (its uses point at it): nobody deletes a promotion.
grant select, insert, update on public.promotions to authenticated;
grant select on public.promotion_uses to authenticated;

create policy "admins read promotions" on public.promotions for select to authenticated using (public.is_admin());
create policy "admins create promotions" on public.promotions for insert to authenticated with check (public.is_admin());
create policy "admins change promotions" on public.promotions for update to authenticated
  using (public.is_admin()) with check (public.is_admin());
create policy "admins read promotion uses" on public.promotion_uses for select to authenticated using (public.is_admin());

-- The spec's sample ('Sample promo: 20% off first order'), paused: the admin decides when it runs.
insert into public.promotions (code, title, off_kind, percent_off, minimum_order, valid_from, uses_per_customer, first_order_only, state)
values ('WELCOME20', '20% off first order', 'percent', 20, 0, '2026-01-01', 1, true, 'paused');

-- ₹1,23,456.50 as formatRupees (money.ts) writes paise: Indian digit grouping, paise only when there are some.
create function public.rupees_text(paise bigint) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  whole text := (abs(paise) / 100)::text;
  rest bigint := abs(paise) % 100;
begin
  if char_length(whole) > 3 then
    whole := regexp_replace(left(whole, char_length(whole) - 3), '(\d)(?=(\d\d)+$)', '\1,', 'g') || ',' || right(whole, 3);
  end if;
  return case when paise < 0 then '-' else '' end || '₹' || whole || case when rest = 0 then '' else '.' || lpad(rest::text, 2, '0') end;
end;
$$;

-- applyPromotion: {kind:'applies', discount} or {kind:'refused', reason}, checked in the domain's
-- order, by the database's clock (the India day).
create function public.promotion_outcome(
  promotion public.promotions, subtotal bigint, uses_total integer, uses_by_customer integer, customer_order_count integer
) returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  today date := (now() at time zone 'Asia/Kolkata')::date;
  goods bigint := greatest(0, subtotal);
  off bigint;
begin
  if promotion.state = 'ended' then return jsonb_build_object('kind', 'refused', 'reason', 'This code has expired.'); end if;
  if promotion.state = 'paused' then return jsonb_build_object('kind', 'refused', 'reason', 'This code is paused.'); end if;
  if today < promotion.valid_from then return jsonb_build_object('kind', 'refused', 'reason', 'This code is not active yet.'); end if;
  if promotion.valid_until is not null and today > promotion.valid_until then
    return jsonb_build_object('kind', 'refused', 'reason', 'This code has expired.');
  end if;
  if promotion.total_uses is not null and uses_total >= promotion.total_uses then
    return jsonb_build_object('kind', 'refused', 'reason', 'This code has been used up.');
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

revoke execute on function public.rupees_text(bigint), public.promotion_outcome(public.promotions, bigint, integer, integer, integer)
  from public, anon, authenticated, service_role;

-- What the signed-in shopper's code takes off goods of `subtotal` (paise) now: the review step's
-- Apply. The only way a shopper learns anything of a promotion; it reads nothing else of it.
create function public.check_promotion(code text, subtotal bigint) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  promotion public.promotions;
begin
  if caller is null then
    raise exception 'sign in to use a promotion code' using errcode = '42501';
  end if;
  select p.* into promotion from public.promotions p where p.code = upper(btrim(check_promotion.code));
  if not found then
    return jsonb_build_object('kind', 'refused', 'reason', 'No such code.');
  end if;
  return public.promotion_outcome(promotion, check_promotion.subtotal,
    (select count(*)::integer from public.promotion_uses u where u.code = promotion.code),
    (select count(*)::integer from public.promotion_uses u where u.code = promotion.code and u.user_id = caller),
    (select count(*)::integer from public.orders o where o.user_id = caller and o.status <> 'Cancelled'));
end;
$$;
revoke execute on function public.check_promotion(text, bigint) from public, anon, service_role;
grant execute on function public.check_promotion(text, bigint) to authenticated;

-- Every promotion with its uses, by code, for an admin only (the promotions' own rows carry no count).
create function public.admin_promotions() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'only the admin reads the promotions' using errcode = '42501';
  end if;
  return (select coalesce(jsonb_agg(to_jsonb(p) || jsonb_build_object('uses',
            (select count(*) from public.promotion_uses u where u.code = p.code)) order by p.code), '[]'::jsonb)
            from public.promotions p);
end;
$$;
revoke execute on function public.admin_promotions() from public, anon, service_role;
grant execute on function public.admin_promotions() to authenticated;

-- ---- place_order, now with a promotion code ----

-- As 20261126110000_orders.sql's, and: a code (promotion_code, as typed) is matched upper-case, its
-- row locked, checked by promotion_outcome, its discount set on the order (orders.discount) and its
-- use inserted, in the same transaction as the order.
drop function public.place_order(text, jsonb, jsonb, text, text, text, bigint, boolean);

create function public.place_order(
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
  uses_total integer := 0;
  uses_by_caller integer := 0;
  order_count integer := 0;
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
  -- The code (applyPromotion, apply-promotion.ts): its row locked, so that concurrent placings with
  -- it are served one after the other and each counts the uses the one before left. A code that does
  -- not apply refuses the order with its reason: the shopper saw it apply.
  if place_order.promotion_code is not null then
    select p.* into promotion from public.promotions p where p.code = wanted_code for update;
    if found then
      select count(*) into uses_total from public.promotion_uses u where u.code = promotion.code;
      select count(*) into uses_by_caller from public.promotion_uses u where u.code = promotion.code and u.user_id = caller;
      select count(*) into order_count from public.orders o where o.user_id = caller and o.status <> 'Cancelled';
      outcome := public.promotion_outcome(promotion, subtotal, uses_total, uses_by_caller, order_count);
    else
      outcome := jsonb_build_object('kind', 'refused', 'reason', 'No such code.');
    end if;
    if outcome ->> 'kind' <> 'applies' then
      return jsonb_build_object('kind', 'invalid', 'reason', outcome ->> 'reason');
    end if;
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

revoke execute on function public.place_order(text, jsonb, jsonb, text, text, text, bigint, boolean, text) from public, anon, service_role;
grant execute on function public.place_order(text, jsonb, jsonb, text, text, text, bigint, boolean, text) to authenticated;
