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

-- ---- Indexes ----
-- A range's orders, in the export's order, with what the invoice needs of them read from the index
-- alone; their lines' quantities and prices likewise (titles are read for the top products and a
-- page's rows only).
create index orders_report_idx on public.orders (placed_at, id) include (status, discount, delivery_fee, total, state, seller);
create index order_lines_report_idx on public.order_lines (order_id, position) include (product_id, category, quantity, unit_price);

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
  order_id bigint, placed_at timestamptz, line_row integer, kind text, product_id bigint, category text, quantity integer, unit_price bigint, discount bigint, amount bigint, rate_percent integer, taxable bigint, cgst bigint, sgst bigint, igst bigint
)
language sql stable rows 20000 set search_path = ''
as $$
  -- Each rate table from the instant its India day begins until the next one's; the first also before.
  with periods as (
    select t.low_rate, t.high_rate, t.band_limit,
           case when row_number() over (order by t.from_day) = 1 then '-infinity'::timestamptz
                else t.from_day::timestamp at time zone 'Asia/Kolkata' end as since,
           coalesce(lead(t.from_day::timestamp at time zone 'Asia/Kolkata') over (order by t.from_day), 'infinity') as until
      from public.gst_rate_tables t
  ), chosen as (
    select o.id, o.placed_at, o.status = 'Cancelled' as cancelled, o.discount as order_discount, o.delivery_fee,
           o.state <> coalesce(o.seller ->> 'state', 'Karnataka') as inter_state
      from public.orders o
     where o.placed_at >= range_start and o.placed_at < range_end
       and (after_placed is null or (o.placed_at, o.id) >= (after_placed, after_id))
       and (cancelled_too or o.status <> 'Cancelled')
     order by o.placed_at, o.id
     limit max_orders
  ), goods as (
    select c.id, c.placed_at, c.cancelled, c.inter_state, c.delivery_fee, c.order_discount, l.position, l.product_id, l.category,
           l.quantity, l.unit_price, l.unit_price * l.quantity as gross,
           case when l.unit_price <= r.band_limit then r.low_rate else r.high_rate end as rate
      from chosen c
      join periods r on c.placed_at >= r.since and c.placed_at < r.until
      join public.order_lines l on l.order_id = c.id
  ), discounted as (
    -- Only an order with a discount has it shared (most have none: their lines are paid in full).
    select g.*, least(g.order_discount, sum(g.gross) over per_order) as shared, sum(g.gross) over per_order as whole
      from goods g
     where g.order_discount > 0
    window per_order as (partition by g.placed_at, g.id)
  ), parts as (
    -- In numeric: the discount times a line's value can pass bigint's range on a very large order.
    select d.*,
           case when d.shared > 0 then div(d.shared::numeric * d.gross, d.whole)::bigint else 0 end as floor_share,
           case when d.shared > 0 then mod(d.shared::numeric * d.gross, d.whole) else 0 end as remainder
      from discounted d
  ), paid as (
    select g.id, g.placed_at, g.cancelled, g.inter_state, g.delivery_fee, g.position, g.product_id, g.category, g.quantity,
           g.unit_price, g.gross, g.rate, g.gross as amount
      from goods g
     where g.order_discount = 0
    union all
    select p.id, p.placed_at, p.cancelled, p.inter_state, p.delivery_fee, p.position, p.product_id, p.category, p.quantity,
           p.unit_price, p.gross, p.rate,
           p.gross - p.floor_share
             - case when p.shared > 0
                     and row_number() over (partition by p.placed_at, p.id order by p.remainder desc, p.position)
                         <= p.shared - sum(p.floor_share) over (partition by p.placed_at, p.id) then 1 else 0 end
      from parts p
  ), lines as (
    select p.id, p.placed_at, p.cancelled, p.inter_state, p.position::integer as line_row, 'goods' as kind, p.product_id,
           p.category, p.quantity, p.unit_price, p.gross - p.amount as discount, p.amount, p.rate
      from paid p
    union all
    select * from (
      select distinct on (p.placed_at, p.id) p.id, p.placed_at, p.cancelled, p.inter_state, 50, 'delivery', null::bigint, null::text, 1, p.delivery_fee, 0::bigint, p.delivery_fee, p.rate
        from paid p
       where not p.cancelled and p.delivery_fee > 0
       order by p.placed_at, p.id, p.rate desc, p.amount desc, p.position) as delivery
  ), taxed as (
    select l.*, (l.amount * 200 + (100 + l.rate)) / (2 * (100 + l.rate)) as taxable from lines l
  )
  select t.id, t.placed_at, t.line_row, t.kind, t.product_id, t.category, t.quantity, t.unit_price,
         case when t.cancelled then null else t.discount end,
         case when t.cancelled then null else t.amount end,
         case when t.cancelled then null else t.rate end,
         case when t.cancelled then null else t.taxable end,
         case when t.cancelled then null when t.inter_state then 0 else (t.amount - t.taxable) - (t.amount - t.taxable) / 2 end,
         case when t.cancelled then null when t.inter_state then 0 else (t.amount - t.taxable) / 2 end,
         case when t.cancelled then null when t.inter_state then t.amount - t.taxable else 0 end
    from taxed t
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
      select l.product_id, sum(l.quantity) as units, sum(l.amount) as revenue
        from lines l where l.kind = 'goods' group by l.product_id
       order by units desc, revenue desc, l.product_id limit 10
    ), newest as (
      -- Each top product as its newest line in the range names it.
      select distinct on (l.product_id) l.product_id, b.title, b.category
        from lines l join public.order_lines b on b.order_id = l.order_id and b.position = l.line_row
       where l.kind = 'goods' and l.product_id in (select p.product_id from products p)
       order by l.product_id, l.placed_at desc, l.order_id desc, l.line_row
    ), titled as (
      select p.*, n.title, n.category from products p join newest n using (product_id)
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
                                 from titled p), '[]'::jsonb),
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
               o.payment_method, o.payment_state, p.kind, coalesce(b.title, o.delivery_option), p.category, b.size, p.quantity,
               p.unit_price, p.discount, p.amount, p.rate_percent, p.taxable, p.cgst, p.sgst, p.igst) order by p.place)
             filter (where p.place <= sales_report_lines.max_lines), '[]'::jsonb),
           'next', (select jsonb_build_object('placedAt', q.placed_at, 'order', q.order_id, 'row', q.line_row)
                      from page q where q.place = sales_report_lines.max_lines
                       and exists (select 1 from page m where m.place > sales_report_lines.max_lines)))
    into answer
    from page p join public.orders o on o.id = p.order_id
    left join public.order_lines b on b.order_id = p.order_id and b.position = p.line_row and p.kind = 'goods';
  return answer;
end;
$$;

revoke execute on function public.sales_summary(date, date), public.sales_report_lines(date, date, jsonb, integer) from public, anon, service_role;
grant execute on function public.sales_summary(date, date), public.sales_report_lines(date, date, jsonb, integer) to authenticated;
