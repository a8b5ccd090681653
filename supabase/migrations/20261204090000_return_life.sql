-- A return's life (issue 40, on Supabase): after it is asked for, the admin approves or rejects a
-- return, books its pickup, receives it, inspects each line and refunds it; the shopper may cancel it
-- before the pickup is booked. The machine, its checks and its words are the domain's
-- (src/domain/returns/return-life.ts: checkReturnMove, moveReturn, refusalOf); the queue is
-- queuePage's (src/domain/returns/return-queue.ts). As before, the API roles write none of these
-- tables: a return moves only through cancel_return (its shopper) and move_return (the admin).
--
-- The history is a jsonb array on the request, not a table of its own: written in the same update as
-- the status, a check keeps the two agreeing (what readStoredReturnRequest refuses otherwise), and
-- the fixtures that empty the orders (truncate ... return_requests, return_request_lines) need no
-- third table named beside them.

-- ---- What a request keeps ----

alter table public.return_requests drop constraint return_requests_status_check;
alter table public.return_requests
  add constraint return_requests_status_check check (status in
    ('Requested', 'Approved', 'Rejected', 'Pickup scheduled', 'Received', 'Inspected', 'Refunded', 'Cancelled')),
  -- Each move, oldest first, as ReturnEvent: {status, at (ms), by ('shopper' or 'admin')}.
  add column history jsonb,
  add column rejection text check (rejection is null or (char_length(rejection) between 1 and 200 and rejection = btrim(rejection))),
  -- The pickup as the order's shipment is kept (shipmentProblem): a courier of 2 to 40 characters, a tracking number.
  add column pickup_courier text check (pickup_courier is null or (char_length(pickup_courier) between 2 and 40 and pickup_courier = btrim(pickup_courier))),
  add column pickup_tracking text check (pickup_tracking is null or pickup_tracking ~ '^[A-Za-z0-9-]{6,30}$'),
  -- An India day.
  add column pickup_date date,
  add column refund_reference text check (refund_reference is null or refund_reference ~ '^[A-Za-z0-9/-]{6,40}$'),
  -- What was paid back (paise), worked out by move_return (refundDue), never taken from the caller.
  add column refund_amount bigint check (refund_amount is null or refund_amount >= 0),
  add constraint return_requests_refund_whole check ((refund_reference is null) = (refund_amount is null)),
  add constraint return_requests_pickup_whole
    check ((pickup_courier is null) = (pickup_tracking is null) and (pickup_courier is null) = (pickup_date is null));

-- Requests kept before: their request, and, for one whose status was set by hand since (nothing but
-- the maintainer could), that status too, so that the history ends where the request stands.
update public.return_requests r
   set history = jsonb_build_array(jsonb_build_object('status', 'Requested', 'at', (extract(epoch from r.requested_at) * 1000)::bigint, 'by', 'shopper'))
              || case when r.status = 'Requested' then '[]'::jsonb
                      else jsonb_build_array(jsonb_build_object('status', r.status, 'at', (extract(epoch from r.requested_at) * 1000)::bigint, 'by', 'admin')) end;
alter table public.return_requests
  alter column history set not null,
  add constraint return_requests_history_agrees check (case when jsonb_typeof(history) = 'array' and jsonb_array_length(history) >= 1
    then history -> 0 ->> 'status' = 'Requested' and history -> -1 ->> 'status' = status else false end);

-- A line of an order is asked back by at most one request that stands (requestedKeys): a cancelled
-- request keeps its lines, withdrawn, and they may be asked back again.
alter table public.return_request_lines
  add column withdrawn boolean not null default false,
  drop constraint return_request_lines_order_id_line_position_key;
create unique index return_request_lines_standing on public.return_request_lines (order_id, line_position) where not withdrawn;

-- The warehouse's verdict on each line (LineVerdict): none until inspected; refused with a reason.
alter table public.return_request_lines
  add column accepted boolean,
  add column refusal text check (refusal is null or (char_length(refusal) between 1 and 200 and refusal = btrim(refusal))),
  add constraint return_request_lines_verdict_whole check ((accepted is distinct from false) = (refusal is null));

-- The queue's page walks one of these, newest first; the counts by status read the second alone.
create index return_requests_newest on public.return_requests (requested_at desc, id desc);
create index return_requests_status_newest on public.return_requests (status, requested_at desc, id desc);

-- ---- The request's JSON, and its making ----

-- As before (20261202110200_returns_by_variant.sql), with the history, and the rejection, pickup,
-- inspection and refund reference once there are some (readStoredReturnRequest's shape).
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
    'status', r.status,
    'history', r.history)
    || case when r.rejection is null then '{}'::jsonb else jsonb_build_object('rejection', r.rejection) end
    || case when r.pickup_courier is null then '{}'::jsonb
            else jsonb_build_object('pickup', jsonb_build_object(
                   'courier', r.pickup_courier, 'trackingNumber', r.pickup_tracking, 'date', to_char(r.pickup_date, 'YYYY-MM-DD'))) end
    || coalesce((select jsonb_build_object('inspection', jsonb_agg(
                   case when rl.accepted then jsonb_build_object('accepted', true)
                        else jsonb_build_object('accepted', false, 'reason', rl.refusal) end order by rl.line_position))
                   from public.return_request_lines rl where rl.request_id = r.id
                 having bool_and(rl.accepted is not null)), '{}'::jsonb)
    || case when r.refund_reference is null then '{}'::jsonb
            else jsonb_build_object('refund', jsonb_build_object('amount', r.refund_amount, 'reference', r.refund_reference)) end
  from public.return_requests r
  join public.orders o on o.id = r.order_id
  where r.id = $1;
$$;

-- As before (20261202110200_returns_by_variant.sql), its history begun with the request, and the
-- lines of a cancelled request not counted as asked for.
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
       and not exists (select 1 from public.return_request_lines rl
                        where rl.order_id = l.order_id and rl.line_position = l.position and not rl.withdrawn))
  then
    return jsonb_build_object('kind', 'refused', 'reason',
      'Nothing in this order can be returned: its items are non-returnable or already on their way back.');
  end if;

  -- decideReturn: each line asked, in the ask's order.
  for wanted in
    select item, l.position, l.category, l.quantity as bought,
           exists (select 1 from public.return_request_lines rl
                    where rl.order_id = target.id and rl.line_position = l.position and not rl.withdrawn) as earlier
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

  insert into public.return_requests (order_id, user_id, requested_at, reason, comment, history)
  values (target.id, caller, asked_at, request_return.reason, given_comment,
          jsonb_build_array(jsonb_build_object('status', 'Requested', 'at', (extract(epoch from asked_at) * 1000)::bigint, 'by', 'shopper')))
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

-- ---- Shared steps ----

-- A move's text field as checkReturnMove reads it: a string, trimmed; '' for anything else.
create function public.return_move_text(field jsonb) returns text
language sql immutable set search_path = ''
as $$
  select case when jsonb_typeof(field) = 'string' then regexp_replace(field #>> '{}', '^\s+|\s+$', '', 'g') else '' end;
$$;

-- What is wrong with a reason (a rejection's or a refused line's), trimmed, or null (reasonProblem).
create function public.return_reason_problem(reason text) returns text
language sql immutable set search_path = ''
as $$
  select case when reason = '' then 'Say why, in a few words.'
              when char_length(reason) > 200 then 'The reason must be at most 200 characters.' end;
$$;

revoke execute on function public.return_move_text(jsonb), public.return_reason_problem(text) from public, anon, authenticated, service_role;

-- ---- The shopper's cancel ----

-- Cancels the caller's return numbered `return_number` by the database's clock, while it is
-- Requested or Approved (once the pickup is booked, the parcel is on its way); its lines may then be
-- asked back again. Answers as the port's ReturnMoveAnswer: {kind:'moved', request},
-- {kind:'refused', reason} (refusalOf's words) or {kind:'not-found'} (another's return too: never
-- said to exist).
create function public.cancel_return(return_number text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  moved_at timestamptz := date_trunc('milliseconds', now());
  target public.return_requests;
begin
  if caller is null then
    raise exception 'sign in to cancel a return' using errcode = '42501';
  end if;

  select r.* into target from public.return_requests r
   where r.number = cancel_return.return_number and r.user_id = caller
     for update;
  if not found then
    return jsonb_build_object('kind', 'not-found');
  end if;
  if target.status not in ('Requested', 'Approved') then
    return jsonb_build_object('kind', 'refused', 'reason', format('A return that is %s cannot be cancelled.', target.status));
  end if;

  update public.return_requests r
     set status = 'Cancelled',
         history = r.history || jsonb_build_array(jsonb_build_object('status', 'Cancelled', 'at', (extract(epoch from moved_at) * 1000)::bigint, 'by', 'shopper'))
   where r.id = target.id;
  update public.return_request_lines rl set withdrawn = true where rl.request_id = target.id;
  return jsonb_build_object('kind', 'moved', 'request', public.return_request_json(target.id));
end;
$$;
revoke execute on function public.cancel_return(text) from public, anon, service_role;
grant execute on function public.cancel_return(text) to authenticated;

-- ---- The admin's moves ----

-- Moves the return numbered `return_number` by `move` ({kind, ...}, a ReturnMove) by the database's
-- clock, for the admin only (42501). A malformed move raises 22023 with checkReturnMove's words (the
-- use case checks it first; a pickup day is checked against the India day of now()). Then decides as
-- moveReturn: a move from a status the machine does not allow it from, a cancel (the shopper's), a
-- refund with no line accepted are refused in refusalOf's words; an inspection needs a verdict for
-- each line, in line order. Answers as cancel_return.
create function public.move_return(return_number text, move jsonb) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  moved_at timestamptz := date_trunc('milliseconds', now());
  today date := (now() at time zone 'Asia/Kolkata')::date;
  given jsonb := case when jsonb_typeof(move_return.move) = 'object' then move_return.move else '{}'::jsonb end;
  move_kind text := case when jsonb_typeof(given -> 'kind') = 'string' then given ->> 'kind' end;
  problem text;
  given_reason text;
  courier text;
  tracking text;
  pickup_day text;
  pickup date;
  verdict jsonb;
  verdicts jsonb := '[]'::jsonb;
  reference text;
  refunded bigint;
  target public.return_requests;
  allowed_from text[];
  to_status text;
  words text;
begin
  perform public.require_admin('moves returns on');

  -- checkReturnMove.
  case move_kind
    when 'approve', 'receive', 'cancel' then
      null;
    when 'reject' then
      given_reason := public.return_move_text(given -> 'reason');
      problem := public.return_reason_problem(given_reason);
    when 'schedule-pickup' then
      courier := public.return_move_text(given -> 'courier');
      tracking := public.return_move_text(given -> 'trackingNumber');
      pickup_day := case when jsonb_typeof(given -> 'date') = 'string' then given ->> 'date' end;
      problem := case when courier = '' then 'Enter the courier’s name.'
                      when char_length(courier) not between 2 and 40 then 'The courier’s name is 2 to 40 characters.'
                      when tracking = '' then 'Enter the tracking number.'
                      when tracking !~ '^[A-Za-z0-9-]{6,30}$' then 'The tracking number is 6 to 30 letters, digits or hyphens.'
                      when pickup_day is null or pickup_day !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then 'Choose the pickup day.' end;
      if problem is null then
        begin
          pickup := pickup_day::date;
        exception when datetime_field_overflow or invalid_datetime_format then
          pickup := null;
        end;
        problem := case when pickup is null or to_char(pickup, 'YYYY-MM-DD') <> pickup_day then 'Choose the pickup day.'
                        when pickup < today or pickup > today + 14 then 'The pickup day is today or one of the next 14 days.' end;
      end if;
    when 'inspect' then
      if jsonb_typeof(given -> 'verdicts') is distinct from 'array' or jsonb_array_length(given -> 'verdicts') = 0 then
        problem := 'Say for each item whether it is accepted.';
      else
        for verdict in select item from jsonb_array_elements(given -> 'verdicts') with ordinality as v(item, place) order by place loop
          if jsonb_typeof(verdict) = 'object' and verdict -> 'accepted' = 'true'::jsonb then
            verdicts := verdicts || jsonb_build_array(jsonb_build_object('accepted', true));
          elsif jsonb_typeof(verdict) = 'object' and verdict -> 'accepted' = 'false'::jsonb then
            given_reason := public.return_move_text(verdict -> 'reason');
            problem := public.return_reason_problem(given_reason);
            exit when problem is not null;
            verdicts := verdicts || jsonb_build_array(jsonb_build_object('accepted', false, 'reason', given_reason));
          else
            problem := 'Say for each item whether it is accepted.';
            exit;
          end if;
        end loop;
      end if;
    when 'refund' then
      reference := public.return_move_text(given -> 'reference');
      if reference !~ '^[A-Za-z0-9/-]{6,40}$' then
        problem := 'The refund reference is 6 to 40 letters, digits, hyphens or slashes.';
      end if;
    else
      problem := 'That is not a move a return makes.';
  end case;
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;

  select r.* into target from public.return_requests r where r.number = move_return.return_number for update;
  if not found then
    return jsonb_build_object('kind', 'not-found');
  end if;

  -- moveReturn: the machine's rules (RULES), the admin's moves; a cancel is the shopper's alone.
  select m.allowed, m.target_status, m.words into allowed_from, to_status, words
    from (values ('approve', array['Requested'], 'Approved', 'approved'),
                 ('reject', array['Requested'], 'Rejected', 'rejected'),
                 ('schedule-pickup', array['Approved', 'Pickup scheduled'], 'Pickup scheduled', 'booked for pickup'),
                 ('receive', array['Pickup scheduled'], 'Received', 'received'),
                 ('inspect', array['Received'], 'Inspected', 'inspected'),
                 ('refund', array['Inspected'], 'Refunded', 'refunded'),
                 ('cancel', array[]::text[], 'Cancelled', 'cancelled')) as m(kind, allowed, target_status, words)
   where m.kind = move_kind;
  if not (target.status = any (allowed_from))
     or (move_kind = 'refund' and not exists (select 1 from public.return_request_lines rl where rl.request_id = target.id and rl.accepted)) then
    return jsonb_build_object('kind', 'refused', 'reason', format('A return that is %s cannot be %s.', target.status, words));
  end if;
  if move_kind = 'inspect' and jsonb_array_length(verdicts) <> (select count(*) from public.return_request_lines rl where rl.request_id = target.id) then
    return jsonb_build_object('kind', 'refused', 'reason', 'Say for each item whether it is accepted.');
  end if;
  if move_kind = 'refund' then
    -- refundDue (src/domain/returns/refund-due.ts): each accepted line's price less its share of the
    -- order's discount, rounded to the paisa; the delivery fee too for the shop's fault or the whole
    -- order back; never more than the order's total.
    select least(o.total, greatest(0,
             coalesce(sum(l.unit_price * least(rl.quantity, l.quantity)
                          - case when o.subtotal > 0 then round(o.discount * (l.unit_price * least(rl.quantity, l.quantity))::numeric / o.subtotal) else 0 end), 0)
             + case when target.reason in ('Defective or damaged', 'Wrong item received')
                      or not exists (select 1 from public.order_lines ol
                                      where ol.order_id = o.id
                                        and not exists (select 1 from public.return_request_lines a
                                                         where a.request_id = target.id and a.accepted
                                                           and a.line_position = ol.position and a.quantity >= ol.quantity))
                    then o.delivery_fee else 0 end))::bigint
      into refunded
      from public.orders o
      join public.return_request_lines rl on rl.request_id = target.id and rl.accepted
      join public.order_lines l on l.order_id = rl.order_id and l.position = rl.line_position
     where o.id = target.order_id
     group by o.id, o.total, o.subtotal, o.discount, o.delivery_fee;
  end if;

  update public.return_requests r
     set status = to_status,
         history = r.history || jsonb_build_array(jsonb_build_object('status', to_status, 'at', (extract(epoch from moved_at) * 1000)::bigint, 'by', 'admin')),
         rejection = case when move_kind = 'reject' then given_reason else r.rejection end,
         pickup_courier = case when move_kind = 'schedule-pickup' then courier else r.pickup_courier end,
         pickup_tracking = case when move_kind = 'schedule-pickup' then tracking else r.pickup_tracking end,
         pickup_date = case when move_kind = 'schedule-pickup' then pickup else r.pickup_date end,
         refund_reference = case when move_kind = 'refund' then reference else r.refund_reference end,
         refund_amount = case when move_kind = 'refund' then refunded else r.refund_amount end
   where r.id = target.id;
  if move_kind = 'inspect' then
    -- The n-th verdict is the n-th line's, in line order.
    update public.return_request_lines rl
       set accepted = (v.item ->> 'accepted')::boolean, refusal = v.item ->> 'reason'
      from (select l.line_position, row_number() over (order by l.line_position) as place
              from public.return_request_lines l where l.request_id = target.id) as ordered
      join jsonb_array_elements(verdicts) with ordinality as v(item, place) on v.place = ordered.place
     where rl.request_id = target.id and rl.line_position = ordered.line_position;
  end if;
  return jsonb_build_object('kind', 'moved', 'request', public.return_request_json(target.id));
end;
$$;
revoke execute on function public.move_return(text, jsonb) from public, anon, service_role;
grant execute on function public.move_return(text, jsonb) to authenticated;

-- ---- The admin's queue ----

-- One page of every shopper's requests the query finds, newest first (requested_at, then id), for
-- the admin only (42501): {rows: [{request, customer, phone}], total, counts}, customer and phone
-- being the order's delivery name and mobile; counts, every request's by status whatever the query
-- (queuePage, return-queue.ts). Each filter applies when given; the search (trimmed, any case) is
-- a return's number or an order's number whole, or, when its last ten digits make one, the
-- delivery's mobile. A status or reason off the lists, or a page out of range, raises 22023. The
-- count and the page are run by EXECUTE, planned with the search itself, as search_orders is.
create function public.returns_queue(
  status text default null, reason text default null, search text default '', page_offset integer default 0, page_limit integer default 10
) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  statuses constant text[] := array['Requested', 'Approved', 'Rejected', 'Pickup scheduled', 'Received', 'Inspected', 'Refunded', 'Cancelled'];
  wanted text := upper(regexp_replace(coalesce(returns_queue.search, ''), '^\s+|\s+$', '', 'g'));
  digits text := right(regexp_replace(wanted, '[^0-9]', '', 'g'), 10);
  -- A search is first turned into the few requests it names (the numbers are unique keys), so that
  -- the count and the page join only those.
  matching constant text := $filter$
      from public.return_requests r
      join public.orders o on o.id = r.order_id
     where ($1::text is null or r.status = $1)
       and ($2::text is null or r.reason = $2)
       and ($3 = '' or r.id in (
             select f.id from public.return_requests f where f.number = $3
             union
             select f.id from public.return_requests f join public.orders fo on fo.id = f.order_id
              where fo.number = $3 or (char_length($4) = 10 and fo.mobile = $4)))
  $filter$;
  total bigint;
  found_rows jsonb;
  counts jsonb;
begin
  perform public.require_admin('reads every return');
  if (returns_queue.status is not null and returns_queue.status <> all (statuses))
     or (returns_queue.reason is not null and returns_queue.reason not in
         ('Size too small', 'Size too large', 'Not as described', 'Defective or damaged', 'Wrong item received', 'Changed my mind')) then
    raise exception 'a status or a reason from the lists, or none' using errcode = '22023';
  end if;
  if returns_queue.page_offset is null or returns_queue.page_offset < 0
     or returns_queue.page_limit is null or returns_queue.page_limit not between 1 and 100 then
    raise exception 'a page starts at 0 or later and holds 1 to 100 returns' using errcode = '22023';
  end if;

  execute 'select count(*) ' || matching
    into total
    using returns_queue.status, returns_queue.reason, wanted, digits;
  execute 'select coalesce(jsonb_agg(jsonb_build_object(''request'', public.return_request_json(p.id), ''customer'', p.full_name, ''phone'', p.mobile)
                                     order by p.requested_at desc, p.id desc), ''[]''::jsonb)
             from (select r.id, r.requested_at, o.full_name, o.mobile ' || matching || '
                    order by r.requested_at desc, r.id desc offset $5 limit $6) as p'
    into found_rows
    using returns_queue.status, returns_queue.reason, wanted, digits, returns_queue.page_offset, returns_queue.page_limit;
  select jsonb_object_agg(s.name, coalesce(c.n, 0)) into counts
    from unnest(statuses) as s(name)
    left join (select r.status as name, count(*) as n from public.return_requests r group by r.status) as c on c.name = s.name;

  return jsonb_build_object('rows', found_rows, 'total', total, 'counts', counts);
end;
$$;
revoke execute on function public.returns_queue(text, text, text, integer, integer) from public, anon, service_role;
grant execute on function public.returns_queue(text, text, text, integer, integer) to authenticated;
