-- The Reports section computed where the orders are (issue 37, item 7): the screen asked
-- all_orders() for every order (102.7 MB, 21 s of database time at 100,000 orders) and summed them
-- in the browser. sales_summary() answers a range's summary (salesSummary,
-- src/domain/reports/sales-summary.ts) and sales_report_lines() its export a page of lines at a
-- time (exportedLines, order-lines-export.ts), both from the tax invoice's line arithmetic
-- (taxInvoice, src/domain/orders/invoice.ts) ported here: tests/support/invoice-tax-cases.ts is one
-- table of cases both pass, and the contract suite compares every figure with the domain's.
--
-- Computed when asked, not stored when a line is written: a line's share of the discount depends on
-- its order's other lines, and the delivery's rate on the highest of them, so stored figures would
-- need a trigger over whole orders, a backfill and a second place_order path; computed, the figures
-- follow the rule as it is, and place_order (redefined elsewhere) stays as it is.

-- ---- The rate table ----
-- GST_RATES (src/domain/orders/gst.ts): from each day, the low rate up to the band's limit (a
-- piece's price, tax included), the high rate above. A day before the first entry takes the first.
create table public.gst_rate_tables (
  from_day date primary key,
  low_rate integer not null check (low_rate between 0 and 100),
  high_rate integer not null check (high_rate between 0 and 100),
  band_limit bigint not null check (band_limit > 0)
);
insert into public.gst_rate_tables (from_day, low_rate, high_rate, band_limit) values
  ('2017-07-01', 5, 12, 100000),
  ('2025-09-22', 5, 18, 250000);
alter table public.gst_rate_tables enable row level security;
revoke all on table public.gst_rate_tables from anon, authenticated;

-- ---- The invoice's lines ----
-- Each line of the orders placed in [range_start, range_end), oldest first (placed_at, id), from
-- (after_placed, after_id) on, at most max_orders orders (null: all), cancelled ones only when
-- asked: each product bought (line_row: its position), and the delivery charge (line_row 50, after
-- any product: an order holds at most 50) of an order not cancelled that has one. As taxInvoice:
-- - the discount (at most the goods' value) shared by value: each share its exact part rounded
--   down, the paise left one each to the largest remainders, the earlier line on a tie (shareOut);
-- - each product at the rate of its unit price on the order's India day (gstRatePercent);
-- - the delivery at the highest rate among the goods (the larger amount, then the earlier line, on a tie);
-- - the tax inside what was paid: taxable = amount × 100 / (100 + rate) rounded half up; within the
--   seller's state (as kept on the order; Karnataka for one placed before) CGST + SGST, the odd
--   paisa to CGST; outside it IGST.
-- A cancelled order's lines have no tax (null): it supplied nothing. Only the functions below call it.
create function public.report_invoice_lines(
  range_start timestamptz, range_end timestamptz, after_placed timestamptz, after_id bigint, max_orders integer, cancelled_too boolean
) returns table (
  order_id bigint, placed_at timestamptz, line_row integer, kind text, product_id bigint, title text, category text, size text,
  quantity integer, unit_price bigint, discount bigint, amount bigint, rate_percent integer, taxable bigint, cgst bigint, sgst bigint, igst bigint
)
language sql stable set search_path = ''
as $$
  with chosen as (
    select o.id, o.placed_at, o.status = 'Cancelled' as cancelled, o.discount as order_discount, o.delivery_fee,
           o.state <> coalesce(o.seller ->> 'state', 'Karnataka') as inter_state,
           (o.placed_at at time zone 'Asia/Kolkata')::date as day
      from public.orders o
     where o.placed_at >= range_start and o.placed_at < range_end
       and (after_placed is null or (o.placed_at, o.id) >= (after_placed, after_id))
       and (cancelled_too or o.status <> 'Cancelled')
     order by o.placed_at, o.id
     limit max_orders
  ), rated as (
    select c.*, r.low_rate, r.high_rate, r.band_limit
      from chosen c
      cross join lateral (select t.low_rate, t.high_rate, t.band_limit from public.gst_rate_tables t
                           order by case when t.from_day <= c.day then t.from_day end desc nulls last, t.from_day
                           limit 1) as r
  ), goods as (
    select c.id, c.placed_at, c.cancelled, c.inter_state, c.delivery_fee, l.position, l.product_id, l.title, l.category, l.size,
           l.quantity, l.unit_price, l.unit_price * l.quantity as gross,
           case when l.unit_price <= c.band_limit then c.low_rate else c.high_rate end as rate,
           least(c.order_discount, sum(l.unit_price * l.quantity) over per_order)::numeric as shared,
           sum(l.unit_price * l.quantity) over per_order as whole
      from rated c join public.order_lines l on l.order_id = c.id
    window per_order as (partition by c.id)
  ), parts as (
    select g.*,
           case when g.shared > 0 and g.whole > 0 then div(g.shared * g.gross, g.whole) else 0 end as floor_share,
           case when g.shared > 0 and g.whole > 0 then mod(g.shared * g.gross, g.whole) else 0 end as remainder
      from goods g
  ), paid as (
    select p.*,
           p.gross - (p.floor_share
             + case when row_number() over (partition by p.id order by p.remainder desc, p.position)
                         <= p.shared - sum(p.floor_share) over (partition by p.id) then 1 else 0 end)::bigint as amount
      from parts p
  ), lines as (
    select p.id, p.placed_at, p.cancelled, p.inter_state, p.position::integer as line_row, 'goods' as kind, p.product_id, p.title,
           p.category, p.size, p.quantity, p.unit_price, p.gross - p.amount as discount, p.amount, p.rate
      from paid p
    union all
    select * from (
      select distinct on (p.id) p.id, p.placed_at, p.cancelled, p.inter_state, 50, 'delivery', null::bigint, null::text, null::text,
             null::text, 1, p.delivery_fee, 0::bigint, p.delivery_fee, p.rate
        from paid p
       where not p.cancelled and p.delivery_fee > 0
       order by p.id, p.rate desc, p.amount desc, p.position) as delivery
  )
  select l.id, l.placed_at, l.line_row, l.kind, l.product_id, l.title, l.category, l.size, l.quantity, l.unit_price,
         case when l.cancelled then null else l.discount end,
         case when l.cancelled then null else l.amount end,
         case when l.cancelled then null else l.rate end,
         case when l.cancelled then null else t.taxable end,
         case when l.cancelled then null when l.inter_state then 0 else t.tax - t.tax / 2 end,
         case when l.cancelled then null when l.inter_state then 0 else t.tax / 2 end,
         case when l.cancelled then null when l.inter_state then t.tax else 0 end
    from lines l
   cross join lateral (select x.taxable, l.amount - x.taxable as tax
                         from (select (l.amount * 200 + (100 + l.rate)) / (2 * (100 + l.rate)) as taxable) as x) as t
$$;
revoke execute on function public.report_invoice_lines(timestamptz, timestamptz, timestamptz, bigint, integer, boolean)
  from public, anon, authenticated, service_role;

-- The India days [range_from, range_to] as instants, refused (22023) when they are not a range.
create function public.report_range_bounds(range_from date, range_to date, out range_start timestamptz, out range_end timestamptz)
language plpgsql immutable set search_path = ''
as $$
begin
  if range_from is null or range_to is null or range_from > range_to then
    raise exception 'a report covers the days from its first to its last' using errcode = '22023';
  end if;
  range_start := range_from::timestamp at time zone 'Asia/Kolkata';
  range_end := (range_to + 1)::timestamp at time zone 'Asia/Kolkata';
end;
$$;
revoke execute on function public.report_range_bounds(date, date) from public, anon, authenticated, service_role;

-- ---- The summary ----
-- salesSummary of the orders placed from range_from to range_to (India days, both included):
-- {orders, cancellations, revenue, averageOrderValue, delivery, topProducts (at most 10: units,
-- then revenue, then the lower id; each titled as on its newest order), byCategory (revenue, then
-- the category's id), taxByRate (lowest rate first), taxTotals}. Money in paise. For the admin only,
-- at aal2 when the admin has a second factor (require_admin), as every back-office function.
create function public.sales_summary(range_from date, range_to date) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  bounds record;
  counts record;
begin
  perform public.require_admin('reads the sales reports');
  bounds := public.report_range_bounds(sales_summary.range_from, sales_summary.range_to);
  select count(*) as orders, count(*) filter (where o.status = 'Cancelled') as cancellations,
         coalesce(sum(o.total) filter (where o.status <> 'Cancelled'), 0) as revenue
    into counts
    from public.orders o
   where o.placed_at >= bounds.range_start and o.placed_at < bounds.range_end;

  return (
    with lines as materialized (
      select * from public.report_invoice_lines(bounds.range_start, bounds.range_end, null, null, null, false)
    ), products as (
      select l.product_id, sum(l.quantity) as units, sum(l.amount) as revenue,
             (array_agg(l.title order by l.placed_at desc, l.order_id desc, l.line_row))[1] as title,
             (array_agg(l.category order by l.placed_at desc, l.order_id desc, l.line_row))[1] as category
        from lines l where l.kind = 'goods' group by l.product_id
    ), categories as (
      select l.category, sum(l.quantity) as units, sum(l.amount) as revenue from lines l where l.kind = 'goods' group by l.category
    ), rates as (
      select l.rate_percent, sum(l.taxable) as taxable, sum(l.cgst) as cgst, sum(l.sgst) as sgst, sum(l.igst) as igst
        from lines l group by l.rate_percent
    )
    select jsonb_build_object(
      'orders', counts.orders,
      'cancellations', counts.cancellations,
      'revenue', counts.revenue,
      'averageOrderValue', case when counts.orders = counts.cancellations then 0
                                else round(counts.revenue::numeric / (counts.orders - counts.cancellations)) end,
      'delivery', coalesce((select sum(l.amount) from lines l where l.kind = 'delivery'), 0),
      'topProducts', coalesce((select jsonb_agg(jsonb_build_object('productId', p.product_id, 'title', p.title, 'category', p.category,
                                                                   'units', p.units, 'revenue', p.revenue)
                                                order by p.units desc, p.revenue desc, p.product_id)
                                 from (select * from products p order by p.units desc, p.revenue desc, p.product_id limit 10) as p), '[]'::jsonb),
      'byCategory', coalesce((select jsonb_agg(jsonb_build_object('category', c.category, 'units', c.units, 'revenue', c.revenue)
                                               order by c.revenue desc, c.category collate "C")
                                from categories c), '[]'::jsonb),
      'taxByRate', coalesce((select jsonb_agg(jsonb_build_object('ratePercent', r.rate_percent, 'taxable', r.taxable, 'cgst', r.cgst,
                                                                 'sgst', r.sgst, 'igst', r.igst) order by r.rate_percent)
                               from rates r), '[]'::jsonb),
      'taxTotals', (select jsonb_build_object('taxable', coalesce(sum(r.taxable), 0), 'cgst', coalesce(sum(r.cgst), 0),
                                              'sgst', coalesce(sum(r.sgst), 0), 'igst', coalesce(sum(r.igst), 0)) from rates r))
  );
end;
$$;

-- ---- The export, a page at a time ----
-- At most max_lines (1 to 1,000) of the export's lines of the orders placed from range_from to
-- range_to, oldest first, after `after` (null: from the first; else the `next` a page answered):
-- {lines: [[number, placedAt (ms), status, fullName, mobile, pinCode, state, paymentMethod,
-- paymentState, kind, title (a delivery: its option), category, size, quantity, unitPrice,
-- discount, amount, ratePercent, taxable, cgst, sgst, igst]], next: {placedAt, order, row} | null}.
-- Rows as arrays: a page of 500 stays under 200 KB. The tax of a cancelled order's line is null.
-- For the admin only (require_admin).
create function public.sales_report_lines(range_from date, range_to date, after jsonb, max_lines integer) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  bounds record;
  after_placed timestamptz;
  after_id bigint;
  after_row integer;
  answer jsonb;
begin
  perform public.require_admin('reads the sales reports');
  bounds := public.report_range_bounds(sales_report_lines.range_from, sales_report_lines.range_to);
  if sales_report_lines.max_lines is null or sales_report_lines.max_lines not between 1 and 1000 then
    raise exception 'how many lines? (1 to 1,000)' using errcode = '22023';
  end if;
  if sales_report_lines.after is not null then
    if jsonb_typeof(sales_report_lines.after -> 'placedAt') is distinct from 'string'
       or not public.is_whole_number(sales_report_lines.after -> 'order', 1, 99999999)
       or not public.is_whole_number(sales_report_lines.after -> 'row', 0, 50) then
      raise exception 'not a page''s cursor' using errcode = '22023';
    end if;
    after_placed := (sales_report_lines.after ->> 'placedAt')::timestamptz;
    after_id := (sales_report_lines.after ->> 'order')::bigint;
    after_row := (sales_report_lines.after ->> 'row')::integer;
  end if;

  -- An order has at least one line: the cursor's order (whose lines may all be answered already)
  -- and max_lines + 1 more hold the page and the sign of one more.
  with page as (
    select l.*, row_number() over (order by l.placed_at, l.order_id, l.line_row) as place
      from public.report_invoice_lines(bounds.range_start, bounds.range_end, after_placed, after_id, sales_report_lines.max_lines + 2, true) as l
     where after_placed is null or (l.placed_at, l.order_id, l.line_row) > (after_placed, after_id, after_row)
     order by l.placed_at, l.order_id, l.line_row
     limit sales_report_lines.max_lines + 1
  )
  select jsonb_build_object(
           'lines', coalesce(jsonb_agg(jsonb_build_array(
               o.number, (extract(epoch from o.placed_at) * 1000)::bigint, o.status, o.full_name, o.mobile, o.pin_code, o.state,
               o.payment_method, o.payment_state, p.kind, coalesce(p.title, o.delivery_option), p.category, p.size, p.quantity,
               p.unit_price, p.discount, p.amount, p.rate_percent, p.taxable, p.cgst, p.sgst, p.igst) order by p.place)
             filter (where p.place <= sales_report_lines.max_lines), '[]'::jsonb),
           'next', (select jsonb_build_object('placedAt', q.placed_at, 'order', q.order_id, 'row', q.line_row)
                      from page q where q.place = sales_report_lines.max_lines
                       and exists (select 1 from page m where m.place > sales_report_lines.max_lines)))
    into answer
    from page p join public.orders o on o.id = p.order_id;
  return answer;
end;
$$;

revoke execute on function public.sales_summary(date, date), public.sales_report_lines(date, date, jsonb, integer) from public, anon, service_role;
grant execute on function public.sales_summary(date, date), public.sales_report_lines(date, date, jsonb, integer) to authenticated;
