-- Return requests (returns issue): a shopper asks to send back lines of their own delivered order.
--
-- Requests come to exist only through request_return: the API roles may read their own rows and
-- write none (no insert, update or delete privilege), so a client can neither ask back another's
-- order, nor one not delivered or past the window, nor an item twice, nor change a request's status.
-- request_return is SECURITY DEFINER with an empty search_path and decides as the domain does
-- (src/domain/returns: return-policy.ts orderReturnability, return-request.ts checkReturnAsk and
-- decideReturn, with their words); the constants below are the shop's policies
-- (src/domain/policies/shop-policies.ts RETURNS) and must change with them.

create table public.return_requests (
  id bigint generated always as identity (minvalue 1 maxvalue 99999999 no cycle) primary key,
  -- 'RT' and 8 digits (RETURN_ID_PATTERN).
  number text generated always as ('RT' || lpad(id::text, 8, '0')) stored unique,
  order_id bigint not null references public.orders (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete restrict,
  requested_at timestamptz not null,
  reason text not null check (reason in
    ('Size too small', 'Size too large', 'Not as described', 'Defective or damaged', 'Wrong item received', 'Changed my mind')),
  comment text not null default '' check (char_length(comment) <= 500),
  status text not null default 'Requested' check (status in ('Requested', 'Approved', 'Refunded', 'Rejected'))
);
create index return_requests_order on public.return_requests (order_id, requested_at, id);
create index return_requests_user on public.return_requests (user_id);

-- The order lines each request asks back. A line of an order is asked back at most once, whatever
-- the request (the unique key): two requests for one item cannot both be kept.
create table public.return_request_lines (
  request_id bigint not null references public.return_requests (id) on delete cascade,
  order_id bigint not null,
  line_position smallint not null,
  quantity integer not null check (quantity between 1 and 10),
  primary key (request_id, line_position),
  unique (order_id, line_position),
  foreign key (order_id, line_position) references public.order_lines (order_id, position) on delete cascade
);

alter table public.return_requests enable row level security;
alter table public.return_request_lines enable row level security;
revoke all on table public.return_requests, public.return_request_lines from anon, authenticated;
grant select on table public.return_requests, public.return_request_lines to authenticated;
grant all on table public.return_requests, public.return_request_lines to service_role;
revoke all on sequence public.return_requests_id_seq from anon, authenticated;

create policy return_requests_read_own on public.return_requests
  for select to authenticated using (user_id = (select auth.uid()));
create policy return_request_lines_read_own on public.return_request_lines
  for select to authenticated
  using (request_id in (select r.id from public.return_requests r where r.user_id = (select auth.uid())));

-- A request in the domain's shape (ReturnRequest, return-request.ts). SECURITY INVOKER: called by
-- my_return_requests, row-level security decides; inside request_return, the request is the caller's.
create function public.return_request_json(request_id bigint) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'id', r.number,
    'orderNumber', o.number,
    'requestedAt', (extract(epoch from r.requested_at) * 1000)::bigint,
    'lines', (select coalesce(jsonb_agg(jsonb_build_object(
                'productId', l.product_id, 'size', l.size, 'quantity', rl.quantity, 'title', l.title) order by rl.line_position), '[]'::jsonb)
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
revoke execute on function public.return_request_json(bigint) from public, anon, service_role;
grant execute on function public.return_request_json(bigint) to authenticated;

-- The caller asks to return `lines` ([{productId, size, quantity}]) of their order numbered
-- `order_number`, for `reason` with `comment`, by the database's clock. A malformed ask (no line, a
-- line twice, a reason not on the list, a comment over 500 characters) raises 22023: the use case
-- checks it first. Otherwise answers {kind:'requested', request}, {kind:'refused', reason} or
-- {kind:'not-found'} (another's order too: never said to exist). All the lines or none.
create function public.request_return(order_number text, lines jsonb, reason text, comment text default '') returns jsonb
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
        or (item ->> 'size') is null or (item ->> 'size') not in ('S', 'M', 'L', 'XL', 'XXL'))
  then
    raise exception 'a return line is {productId, size, quantity}' using errcode = '22023';
  end if;
  if (select count(distinct ((item ->> 'productId')::numeric, item ->> 'size')) from jsonb_array_elements(request_return.lines) as item)
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
      on l.order_id = target.id and l.product_id = (asked.item ->> 'productId')::numeric and l.size = asked.item ->> 'size';

  return jsonb_build_object('kind', 'requested', 'request', public.return_request_json(created));
end;
$$;
revoke execute on function public.request_return(text, jsonb, text, text) from public, anon, service_role;
grant execute on function public.request_return(text, jsonb, text, text) to authenticated;

-- The caller's requests for their order numbered `order_number`, oldest first; none for another's.
-- SECURITY INVOKER: row-level security applies, and the caller's own id is asked for besides.
create function public.my_return_requests(order_number text) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(public.return_request_json(r.id) order by r.requested_at, r.id), '[]'::jsonb)
    from public.return_requests r
    join public.orders o on o.id = r.order_id
   where o.number = $1 and r.user_id = (select auth.uid());
$$;
revoke execute on function public.my_return_requests(text) from public, anon, service_role;
grant execute on function public.my_return_requests(text) to authenticated;
