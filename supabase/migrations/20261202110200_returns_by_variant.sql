-- Returns by variant (issue 38, item 5, on Supabase): a shopper asks back a line of their order by
-- its product, size ('One Size' too) and, for a product in colours, colour; two colours of one size
-- are two lines, each asked back on its own. The request's JSON names the colour of each line that
-- has one. No stock moves when a return is asked: it comes back with the parcel. Each function is its
-- latest body (20261126120100_return_requests.sql) with only these changes.

create or replace function public.return_request_json(request_id bigint) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'id', r.number,
    'orderNumber', o.number,
    'requestedAt', (extract(epoch from r.requested_at) * 1000)::bigint,
    'lines', (select coalesce(jsonb_agg(jsonb_build_object(
                'productId', l.product_id, 'size', l.size, 'quantity', rl.quantity, 'title', l.title)
                || case when l.colour is null then '{}'::jsonb else jsonb_build_object('colour', l.colour) end
                order by rl.line_position), '[]'::jsonb)
                from public.return_request_lines rl
                join public.order_lines l on l.order_id = rl.order_id and l.position = rl.line_position
               where rl.request_id = r.id),
    'reason', r.reason,
    'comment', r.comment,
    'status', r.status)
  from public.return_requests r
  join public.orders o on o.id = r.order_id
  where r.id = $1;
$$;

create or replace function public.request_return(order_number text, lines jsonb, reason text, comment text default '') returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  given_comment text := regexp_replace(coalesce(request_return.comment, ''), '^\s+|\s+$', '', 'g');
  asked_at timestamptz := date_trunc('milliseconds', now());
  target public.orders;
  delivered timestamptz;
  wanted record;
  created bigint;
begin
  if caller is null then
    raise exception 'sign in to request a return' using errcode = '42501';
  end if;

  -- checkReturnAsk.
  if request_return.reason is null or request_return.reason not in
     ('Size too small', 'Size too large', 'Not as described', 'Defective or damaged', 'Wrong item received', 'Changed my mind') then
    raise exception 'a return needs a reason from the list' using errcode = '22023';
  end if;
  if char_length(given_comment) > 500 then
    raise exception 'the comment must be at most 500 characters' using errcode = '22023';
  end if;
  if jsonb_typeof(request_return.lines) is distinct from 'array'
     or jsonb_array_length(request_return.lines) not between 1 and 50 then
    raise exception 'a return needs 1 to 50 lines' using errcode = '22023';
  end if;
  if exists (
    select 1 from jsonb_array_elements(request_return.lines) as item
     where jsonb_typeof(item) is distinct from 'object'
        or jsonb_typeof(item -> 'productId') is distinct from 'number'
        or jsonb_typeof(item -> 'quantity') is distinct from 'number'
        or (item ->> 'productId')::numeric <> trunc((item ->> 'productId')::numeric) or (item ->> 'productId')::numeric < 1
        or (item ->> 'quantity')::numeric <> trunc((item ->> 'quantity')::numeric) or (item ->> 'quantity')::numeric < 1
        or (item ->> 'size') is null or (item ->> 'size') not in ('S', 'M', 'L', 'XL', 'XXL', 'One Size')
        or (item ? 'colour' and jsonb_typeof(item -> 'colour') is distinct from 'string'))
  then
    raise exception 'a return line is {productId, size, colour?, quantity}' using errcode = '22023';
  end if;
  if (select count(distinct ((item ->> 'productId')::numeric, item ->> 'size', coalesce(item ->> 'colour', ''))) from jsonb_array_elements(request_return.lines) as item)
     <> jsonb_array_length(request_return.lines) then
    raise exception 'a line is asked twice' using errcode = '22023';
  end if;

  -- The order, locked: two requests for one order are decided one after the other.
  select o.* into target from public.orders o
   where o.number = request_return.order_number and o.user_id = caller
     for update;
  if not found then
    return jsonb_build_object('kind', 'not-found');
  end if;

  -- orderReturnability: delivered, within 30 days of delivery, something still returnable.
  select max(h.at) into delivered from public.order_history h where h.order_id = target.id and h.status = 'Delivered';
  if target.status <> 'Delivered' or delivered is null then
    return jsonb_build_object('kind', 'refused', 'reason', 'This order has not been delivered yet. You can return items once it is delivered.');
  end if;
  if asked_at >= delivered + interval '30 days' then
    return jsonb_build_object('kind', 'refused', 'reason',
      'This order was delivered more than 30 days ago: items can be returned within 30 days of delivery.');
  end if;
  -- NON_RETURNABLE_CATEGORIES: accessories (earrings are sold there).
  if not exists (
    select 1 from public.order_lines l
     where l.order_id = target.id and l.category <> 'accessories'
       and not exists (select 1 from public.return_request_lines rl where rl.order_id = l.order_id and rl.line_position = l.position))
  then
    return jsonb_build_object('kind', 'refused', 'reason',
      'Nothing in this order can be returned: its items are non-returnable or already on their way back.');
  end if;

  -- decideReturn: each line asked, in the ask's order.
  for wanted in
    select item, l.position, l.category, l.quantity as bought,
           exists (select 1 from public.return_request_lines rl where rl.order_id = target.id and rl.line_position = l.position) as earlier
      from jsonb_array_elements(request_return.lines) with ordinality as asked(item, place)
      left join public.order_lines l
        on l.order_id = target.id and l.product_id = (asked.item ->> 'productId')::numeric and l.size = asked.item ->> 'size'
         and l.colour is not distinct from asked.item ->> 'colour'
     order by asked.place
  loop
    if wanted.position is null then
      return jsonb_build_object('kind', 'refused', 'reason', 'One of the items chosen is not in this order.');
    end if;
    if wanted.category = 'accessories' then
      return jsonb_build_object('kind', 'refused', 'reason', 'Accessories, such as earrings, cannot be returned.');
    end if;
    if wanted.earlier then
      return jsonb_build_object('kind', 'refused', 'reason', 'A return has already been requested for this item.');
    end if;
    if (wanted.item ->> 'quantity')::numeric > wanted.bought then
      return jsonb_build_object('kind', 'refused', 'reason', 'You can return at most as many of an item as you bought.');
    end if;
  end loop;

  insert into public.return_requests (order_id, user_id, requested_at, reason, comment)
  values (target.id, caller, asked_at, request_return.reason, given_comment)
  returning id into created;
  insert into public.return_request_lines (request_id, order_id, line_position, quantity)
  select created, target.id, l.position, (asked.item ->> 'quantity')::integer
    from jsonb_array_elements(request_return.lines) as asked(item)
    join public.order_lines l
      on l.order_id = target.id and l.product_id = (asked.item ->> 'productId')::numeric and l.size = asked.item ->> 'size'
         and l.colour is not distinct from asked.item ->> 'colour';

  return jsonb_build_object('kind', 'requested', 'request', public.return_request_json(created));
end;
$$;
