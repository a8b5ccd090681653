-- The Reports' month summary within issue 37's budget (item 7): sales_summary read
-- report_invoice_lines (20261202100800_sales_reports.sql), which shared out every order's discount
-- and chose every line's rate over all the month's lines at each ask: some 110 ms of database time
-- at 100,000 orders (about 8,200 in the month), over the 100 ms a screen's question may take. Those
-- figures change only when an order's lines, discount, delivery fee or day do, so they are now
-- worked out then, by triggers (never by a client), kept in invoice_line_figures, and read back.
--
-- What stays at read time is per line and cheap: which orders count (the status as it is now: a
-- cancelled order's lines have no tax and it has no delivery line, as before), and the split of a
-- line's tax into CGST + SGST or IGST, which follows the order's seller (stamped again at dispatch,
-- 20261202100900) and address: neither needs the figures worked out again. The arithmetic moves,
-- unchanged, into figure_invoice_lines; orders placed before this migration are figured below.
-- report_invoice_lines keeps its signature and answers (the export, sales_report_lines, is as it
-- was); sales_summary reads the figures itself. Same figures as before, to the paisa: the shared
-- invoice cases and the contract suite hold both to the domain's.

-- ---- The stored figures ----
-- Each line of each order's tax invoice as its order is now, whatever its status: each product
-- bought (line_row: its position) and the delivery (line_row 50) of an order that charges one.
-- The line as bought (product, category, quantity, unit price) and the order's placing are copied
-- in so that a range's lines are one index scan. Only the triggers below write it.
create table public.invoice_line_figures (
  order_id bigint not null references public.orders (id) on delete cascade,
  line_row smallint not null check (line_row between 0 and 50),
  placed_at timestamptz not null,
  product_id bigint check ((line_row = 50) = (product_id is null)),
  category text check ((line_row = 50) = (category is null)),
  quantity integer not null,
  unit_price bigint not null,
  -- What was paid for the line, after its share of the discount.
  amount bigint not null check (amount >= 0),
  rate_percent integer not null check (rate_percent between 0 and 100),
  -- The amount without its tax (the tax is inside what was paid).
  taxable bigint not null check (taxable between 0 and amount),
  primary key (order_id, line_row)
);
create index invoice_line_figures_placed_idx on public.invoice_line_figures (placed_at, order_id, line_row);
alter table public.invoice_line_figures enable row level security;
revoke all on table public.invoice_line_figures from anon, authenticated, service_role;
grant select on table public.invoice_line_figures to service_role;

-- ---- Working them out ----
-- The figures of the orders order_ids, replacing any, by taxInvoice's rules
-- (src/domain/orders/invoice.ts), as 20261202100800 worked them out at each ask:
-- - the discount (at most the goods' value) shared by value: each share its exact part rounded
--   down, the paise left one each to the largest remainders, the earlier line on a tie (shareOut);
-- - each product at the rate of its unit price on the order's India day (gstRatePercent);
-- - the delivery at the highest rate among the goods;
-- - taxable = amount × 100 / (100 + rate) rounded half up.
create function public.figure_invoice_lines(order_ids bigint[]) returns void
language sql volatile security definer set search_path = ''
as $$
  delete from public.invoice_line_figures f where f.order_id = any (order_ids);

  insert into public.invoice_line_figures (order_id, line_row, placed_at, product_id, category, quantity, unit_price, amount, rate_percent, taxable)
  -- Each rate table from the instant its India day begins until the next one's; the first also before.
  with periods as (
    select t.low_rate, t.high_rate, t.band_limit,
           case when row_number() over (order by t.from_day) = 1 then '-infinity'::timestamptz
                else t.from_day::timestamp at time zone 'Asia/Kolkata' end as since,
           coalesce(lead(t.from_day::timestamp at time zone 'Asia/Kolkata') over (order by t.from_day), 'infinity') as until
      from public.gst_rate_tables t
  ), goods as (
    select o.id, o.placed_at, o.delivery_fee, o.discount as order_discount, l.position, l.product_id, l.category,
           l.quantity, l.unit_price, l.unit_price * l.quantity as gross,
           case when l.unit_price <= r.band_limit then r.low_rate else r.high_rate end as rate
      from public.orders o
      join periods r on o.placed_at >= r.since and o.placed_at < r.until
      join public.order_lines l on l.order_id = o.id
     where o.id = any (order_ids)
  ), discounted as (
    -- Only an order with a discount has it shared (most have none: their lines are paid in full).
    select g.*, least(g.order_discount, sum(g.gross) over per_order) as shared, sum(g.gross) over per_order as whole
      from goods g
     where g.order_discount > 0
    window per_order as (partition by g.id)
  ), parts as (
    -- In numeric: the discount times a line's value can pass bigint's range on a very large order.
    select d.*,
           case when d.shared > 0 then div(d.shared::numeric * d.gross, d.whole)::bigint else 0 end as floor_share,
           case when d.shared > 0 then mod(d.shared::numeric * d.gross, d.whole) else 0 end as remainder
      from discounted d
  ), paid as (
    select g.id, g.placed_at, g.delivery_fee, g.position, g.product_id, g.category, g.quantity, g.unit_price, g.rate, g.gross as amount
      from goods g
     where g.order_discount = 0
    union all
    select p.id, p.placed_at, p.delivery_fee, p.position, p.product_id, p.category, p.quantity, p.unit_price, p.rate,
           p.gross - p.floor_share
             - case when p.shared > 0
                     and row_number() over (partition by p.id order by p.remainder desc, p.position)
                         <= p.shared - sum(p.floor_share) over (partition by p.id) then 1 else 0 end
      from parts p
  ), lines as (
    select p.id, p.position as line_row, p.placed_at, p.product_id, p.category, p.quantity, p.unit_price, p.amount, p.rate
      from paid p
    union all
    select p.id, 50, p.placed_at, null, null, 1, p.delivery_fee, p.delivery_fee, max(p.rate)
      from paid p
     where p.delivery_fee > 0
     group by p.id, p.placed_at, p.delivery_fee
  )
  select l.id, l.line_row, l.placed_at, l.product_id, l.category, l.quantity, l.unit_price, l.amount, l.rate,
         (l.amount * 200 + (100 + l.rate)) / (2 * (100 + l.rate))
    from lines l;
$$;
revoke execute on function public.figure_invoice_lines(bigint[]) from public, anon, authenticated, service_role;

-- ---- Keeping them ----
-- Once per statement, over the orders it touched: placing an order writes its lines in one
-- statement, and a bulk load is figured in one pass rather than an order at a time.
create function public.refigure_orders_of_lines() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform public.figure_invoice_lines(array(select distinct n.order_id from new_lines n));
  elsif tg_op = 'UPDATE' then
    perform public.figure_invoice_lines(array(select n.order_id from new_lines n union select o.order_id from old_lines o));
  else
    perform public.figure_invoice_lines(array(select distinct o.order_id from old_lines o));
  end if;
  return null;
end;
$$;

-- An order's figures follow its placing, discount and delivery fee; its status, seller and address
-- are read with them. Most updates move a status or a payment: they plan no figuring.
create function public.refigure_changed_orders() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  changed bigint[] := array(
    select n.id from new_orders n join old_orders o on o.id = n.id
     where (n.placed_at, n.discount, n.delivery_fee) is distinct from (o.placed_at, o.discount, o.delivery_fee));
begin
  if cardinality(changed) > 0 then
    perform public.figure_invoice_lines(changed);
  end if;
  return null;
end;
$$;

-- A rate table changed (by a migration), or the lines emptied: every order again.
create function public.refigure_every_order() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform public.figure_invoice_lines(array(select o.id from public.orders o));
  return null;
end;
$$;
revoke execute on function public.refigure_orders_of_lines(), public.refigure_changed_orders(), public.refigure_every_order()
  from public, anon, authenticated, service_role;

-- A trigger with transition tables takes one event each.
create trigger figure_added_lines after insert on public.order_lines
  referencing new table as new_lines for each statement execute function public.refigure_orders_of_lines();
create trigger figure_changed_lines after update on public.order_lines
  referencing old table as old_lines new table as new_lines for each statement execute function public.refigure_orders_of_lines();
create trigger figure_removed_lines after delete on public.order_lines
  referencing old table as old_lines for each statement execute function public.refigure_orders_of_lines();
create trigger figure_changed_orders after update on public.orders
  referencing old table as old_orders new table as new_orders for each statement execute function public.refigure_changed_orders();
create trigger figure_every_order after insert or update or delete or truncate on public.gst_rate_tables
  for each statement execute function public.refigure_every_order();
create trigger figure_no_lines after truncate on public.order_lines
  for each statement execute function public.refigure_every_order();

-- The orders placed before this migration.
select public.figure_invoice_lines(array(select o.id from public.orders o));

-- ---- Reading them ----
-- report_invoice_lines as 20261202100800 answers it (sales_report_lines, the export, calls it as
-- before), from the stored figures: each line of the orders placed in
-- [range_start, range_end), oldest first, from (after_placed, after_id) on, at most max_orders orders
-- (null: all), cancelled ones only when asked. A cancelled order's lines have no tax (null) and it
-- has no delivery line: it supplied nothing. Within the seller's state (as kept on the order;
-- Karnataka for one placed before) CGST + SGST, the odd paisa to CGST; outside it IGST.
create or replace function public.report_invoice_lines(
  range_start timestamptz, range_end timestamptz, after_placed timestamptz, after_id bigint, max_orders integer, cancelled_too boolean
) returns table (
  order_id bigint, placed_at timestamptz, line_row integer, kind text, product_id bigint, category text, quantity integer, unit_price bigint, discount bigint, amount bigint, rate_percent integer, taxable bigint, cgst bigint, sgst bigint, igst bigint
)
language sql stable rows 20000 set search_path = ''
as $$
  with chosen as (
    select o.id, o.placed_at, o.status = 'Cancelled' as cancelled, o.state <> coalesce(o.seller ->> 'state', 'Karnataka') as inter_state
      from public.orders o
     where o.placed_at >= range_start and o.placed_at < range_end
       and (after_placed is null or (o.placed_at, o.id) >= (after_placed, after_id))
       and (cancelled_too or o.status <> 'Cancelled')
     order by o.placed_at, o.id
     limit max_orders
  )
  select c.id, c.placed_at, f.line_row::integer, case when f.line_row = 50 then 'delivery' else 'goods' end, f.product_id, f.category,
         f.quantity, f.unit_price,
         case when c.cancelled then null else f.unit_price * f.quantity - f.amount end,
         case when c.cancelled then null else f.amount end,
         case when c.cancelled then null else f.rate_percent end,
         case when c.cancelled then null else f.taxable end,
         case when c.cancelled then null when c.inter_state then 0 else (f.amount - f.taxable) - (f.amount - f.taxable) / 2 end,
         case when c.cancelled then null when c.inter_state then 0 else (f.amount - f.taxable) / 2 end,
         case when c.cancelled then null when c.inter_state then f.amount - f.taxable else 0 end
    from chosen c
    join public.invoice_line_figures f on f.order_id = c.id
   where f.line_row < 50 or not c.cancelled
$$;

-- ---- The summary ----
-- sales_summary as 20261202100800 answers it, from the stored figures: the range's orders read once
-- (their counts, and which count), their lines' figures in one index scan beside them, rather than
-- through report_invoice_lines (whose rows the planner cannot see into, and which reads each
-- order's figures apart); the tax split as report_invoice_lines splits it.
create or replace function public.sales_summary(range_from date, range_to date) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  bounds record;
begin
  perform public.require_admin('reads the sales reports');
  bounds := public.report_range_bounds(sales_summary.range_from, sales_summary.range_to);

  return (
    with placed as materialized (
      select o.id, o.status = 'Cancelled' as cancelled, o.total, o.state <> coalesce(o.seller ->> 'state', 'Karnataka') as inter_state
        from public.orders o
       where o.placed_at >= bounds.range_start and o.placed_at < bounds.range_end
    ), counts as (
      select count(*) as orders, count(*) filter (where p.cancelled) as cancellations,
             coalesce(sum(p.total) filter (where not p.cancelled), 0) as revenue
        from placed p
    ), lines as materialized (
      select f.order_id, f.placed_at, f.line_row, f.product_id, f.category, f.quantity, f.amount, f.rate_percent, f.taxable,
             case when p.inter_state then 0 else (f.amount - f.taxable) - (f.amount - f.taxable) / 2 end as cgst,
             case when p.inter_state then 0 else (f.amount - f.taxable) / 2 end as sgst,
             case when p.inter_state then f.amount - f.taxable else 0 end as igst
        from placed p
        join public.invoice_line_figures f on f.order_id = p.id
       where not p.cancelled and f.placed_at >= bounds.range_start and f.placed_at < bounds.range_end
    ), products as (
      select l.product_id, sum(l.quantity) as units, sum(l.amount) as revenue
        from lines l where l.line_row < 50 group by l.product_id
       order by units desc, revenue desc, l.product_id limit 10
    ), newest as (
      -- Each top product as its newest line in the range names it.
      select distinct on (l.product_id) l.product_id, b.title, b.category
        from lines l join public.order_lines b on b.order_id = l.order_id and b.position = l.line_row
       where l.line_row < 50 and l.product_id in (select p.product_id from products p)
       order by l.product_id, l.placed_at desc, l.order_id desc, l.line_row
    ), titled as (
      select p.*, n.title, n.category from products p join newest n using (product_id)
    ), categories as (
      select l.category, sum(l.quantity) as units, sum(l.amount) as revenue from lines l where l.line_row < 50 group by l.category
    ), rates as (
      select l.rate_percent, sum(l.taxable) as taxable, sum(l.cgst) as cgst, sum(l.sgst) as sgst, sum(l.igst) as igst
        from lines l group by l.rate_percent
    )
    select jsonb_build_object(
      'orders', c.orders,
      'cancellations', c.cancellations,
      'revenue', c.revenue,
      'averageOrderValue', case when c.orders = c.cancellations then 0 else round(c.revenue::numeric / (c.orders - c.cancellations)) end,
      'delivery', coalesce((select sum(l.amount) from lines l where l.line_row = 50), 0),
      'topProducts', coalesce((select jsonb_agg(jsonb_build_object('productId', p.product_id, 'title', p.title, 'category', p.category,
                                                                   'units', p.units, 'revenue', p.revenue)
                                                order by p.units desc, p.revenue desc, p.product_id)
                                 from titled p), '[]'::jsonb),
      'byCategory', coalesce((select jsonb_agg(jsonb_build_object('category', g.category, 'units', g.units, 'revenue', g.revenue)
                                               order by g.revenue desc, g.category collate "C")
                                from categories g), '[]'::jsonb),
      'taxByRate', coalesce((select jsonb_agg(jsonb_build_object('ratePercent', r.rate_percent, 'taxable', r.taxable, 'cgst', r.cgst,
                                                                 'sgst', r.sgst, 'igst', r.igst) order by r.rate_percent)
                               from rates r), '[]'::jsonb),
      'taxTotals', (select jsonb_build_object('taxable', coalesce(sum(r.taxable), 0), 'cgst', coalesce(sum(r.cgst), 0),
                                              'sgst', coalesce(sum(r.sgst), 0), 'igst', coalesce(sum(r.igst), 0)) from rates r))
      from counts c
  );
end;
$$;
