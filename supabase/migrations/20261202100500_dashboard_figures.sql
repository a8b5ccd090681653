-- The admin Dashboard's figures counted where the orders are (issue 37, item 7): the screen asked
-- all_orders() for every order and counted them in the browser, 100 MB and 21 s of database time
-- at 100,000 orders, past the 8 s statement limit. dashboard_figures() answers the same figures
-- (src/domain/admin/dashboard-figures.ts, active-users.ts) in a few kilobytes.

-- The 30 days of the series read from the index alone.
create index orders_placed_at_figures_idx on public.orders (placed_at) include (status, total, user_id);
-- Pending Deliveries: the orders still to deliver, however few, counted without the rest.
create index orders_pending_delivery_idx on public.orders (id) where status in ('Processing', 'Shipped', 'In Transit');
-- Recent Activity: the newest status changes of all orders, walked newest first.
create index order_history_at_idx on public.order_history (at desc);

-- The newest `activity_limit` (0 to 50) order events, newest first, as orderActivity: each a
-- placing or a move ({kind: 'order', at, orderNumber, status, by, placed}); of events at one
-- instant, the newer order's first, then its history in order. For the admin only (require_admin).
create function public.recent_order_events(activity_limit integer default 8) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_admin('reads the orders'' activity');
  if recent_order_events.activity_limit is null or recent_order_events.activity_limit not between 0 and 50 then
    raise exception 'how many events? (0 to 50)' using errcode = '22023';
  end if;
  return (select coalesce(jsonb_agg(jsonb_build_object(
            'kind', 'order', 'at', (extract(epoch from e.at) * 1000)::bigint, 'orderNumber', e.number,
            'status', e.status, 'by', e.by, 'placed', e.position = 0) order by e.at desc, e.placed_at desc, e.order_id desc, e.position), '[]'::jsonb)
          from (select h.at, h.order_id, h.position, h.status, h.by, o.number, o.placed_at
                  from public.order_history h join public.orders o on o.id = h.order_id
                 order by h.at desc, o.placed_at desc, h.order_id desc, h.position
                 limit recent_order_events.activity_limit) as e);
end;
$$;

-- By the server's clock, India calendar days (Asia/Kolkata, as indiaDate and the invoices):
-- {revenueToday, ordersToday, pendingDeliveries, activeUsers, series: [{date, revenue, orders}] (30
-- days, today last), recentOrders: recent_order_events(activity_limit)}.
-- A cancelled order brings in nothing but its shopper was active; an order placed after today (a
-- clock ahead) is not in the series, nor after now among the active. Money in paise, times in ms.
-- For the admin only, at aal2 when the admin has a second factor (require_admin), as every
-- back-office function.
create function public.dashboard_figures(activity_limit integer default 8) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  today constant date := (now() at time zone 'Asia/Kolkata')::date;
  first_day constant date := today - 29;
  series_from constant timestamptz := first_day::timestamp at time zone 'Asia/Kolkata';
  series_until constant timestamptz := (today + 1)::timestamp at time zone 'Asia/Kolkata';
  active_since constant timestamptz := now() - interval '30 days';
  days jsonb;
begin
  perform public.require_admin('reads the dashboard''s figures');

  select jsonb_agg(jsonb_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'revenue', coalesce(s.revenue, 0), 'orders', coalesce(s.orders, 0))
                   order by d.day)
    into days
    from generate_series(first_day, today, interval '1 day') as d(day)
    left join (select (o.placed_at at time zone 'Asia/Kolkata')::date as day, sum(o.total) as revenue, count(*) as orders
                 from public.orders o
                where o.placed_at >= series_from and o.placed_at < series_until and o.status <> 'Cancelled'
                group by 1) as s on s.day = d.day::date;

  return jsonb_build_object(
    'revenueToday', days -> 29 -> 'revenue',
    'ordersToday', days -> 29 -> 'orders',
    'pendingDeliveries', (select count(*) from public.orders o where o.status in ('Processing', 'Shipped', 'In Transit')),
    -- Each shopper once: who ordered, and who logged in as a shopper (shoppers_signed_in_since).
    'activeUsers', (select count(*) from (
        select o.user_id from public.orders o where o.placed_at >= active_since and o.placed_at <= now()
        union
        select s.user_id from public.shopper_sign_ins s join public.profiles p on p.id = s.user_id and p.role = 'user'
         where s.signed_in_at >= active_since) as active),
    'series', days,
    'recentOrders', public.recent_order_events(dashboard_figures.activity_limit));
end;
$$;

revoke execute on function public.dashboard_figures(integer), public.recent_order_events(integer) from public, anon, service_role;
grant execute on function public.dashboard_figures(integer), public.recent_order_events(integer) to authenticated;
