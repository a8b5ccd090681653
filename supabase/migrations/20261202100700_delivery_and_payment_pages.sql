-- Delivery and Payment History asked of the database a page at a time (issue 37, item 7): both
-- screens read every order (all_orders(), 100 MB and 21 s of database time at 100,000 orders) and
-- paged in the browser. Delivery now asks delivery_board() for one page of the orders on their way
-- and its counts; Payment History asks search_orders() (20261126130000_back_office.sql) for one
-- page newest first, filtered by the payment's state or method, over the indexes below.

-- The orders on their way, in the board's order (the estimated day, then the number, which is the
-- id's): however many orders the shop has, a page and both counts read this small index alone.
create index orders_on_their_way_idx on public.orders (estimated_date, id) where status in ('Shipped', 'In Transit');

-- Payment History's filters: each state's or method's orders newest first, counted from the index
-- (search_orders plans each call with its values, so `payment_state = $5` meets these).
create index orders_payment_state_placed_idx on public.orders (payment_state, placed_at desc, id desc);
create index orders_payment_method_placed_idx on public.orders (payment_method, placed_at desc, id desc);

-- The Delivery section's page (deliveryPage, src/domain/admin/deliveries.ts): the orders Shipped or
-- In Transit, the overdue first then the soonest due. Overdue: the estimated day is before today
-- in India by the server's clock, so the overdue are the first of the estimated day's order and
-- "overdue only" is a prefix of the same walk. Answers {today ('YYYY-MM-DD', India), total (of the
-- rows asked for), overdue (of the whole board), orders (order_json of the page)}. For the admin
-- only, at aal2 when the admin has a second factor (require_admin), as every back-office function.
create function public.delivery_board(overdue_only boolean default false, page_offset integer default 0, page_size integer default 10)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  today constant date := (now() at time zone 'Asia/Kolkata')::date;
  on_their_way bigint;
  overdue bigint;
  orders jsonb;
begin
  perform public.require_admin('reads the deliveries');
  if delivery_board.overdue_only is null
     or delivery_board.page_offset is null or delivery_board.page_offset < 0
     or delivery_board.page_size is null or delivery_board.page_size not between 1 and 100 then
    raise exception 'say whether overdue only; a page starts at 0 or later and holds 1 to 100 orders' using errcode = '22023';
  end if;

  select count(*), count(*) filter (where o.estimated_date < today)
    into on_their_way, overdue
    from public.orders o
   where o.status in ('Shipped', 'In Transit');

  select coalesce(jsonb_agg(public.order_json(p.id) order by p.estimated_date, p.id), '[]'::jsonb)
    into orders
    from (select o.id, o.estimated_date
            from public.orders o
           where o.status in ('Shipped', 'In Transit')
             and (not delivery_board.overdue_only or o.estimated_date < today)
           order by o.estimated_date, o.id
          offset delivery_board.page_offset limit delivery_board.page_size) as p;

  return jsonb_build_object(
    'today', to_char(today, 'YYYY-MM-DD'),
    'total', case when delivery_board.overdue_only then overdue else on_their_way end,
    'overdue', overdue,
    'orders', orders);
end;
$$;

revoke execute on function public.delivery_board(boolean, integer, integer) from public, anon, service_role;
grant execute on function public.delivery_board(boolean, integer, integer) to authenticated;
