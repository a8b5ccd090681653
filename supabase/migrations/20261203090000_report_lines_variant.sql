-- Each line of the Reports export names its variant: the colour (for a product that comes in
-- colours) and the SKU it was sold under, which order_lines keeps since
-- 20261202110100_orders_by_variant.sql. Both go at the end of each row's array, null for a delivery
-- charge's row and for a line sold before variants. The function is replaced as it was otherwise;
-- its grants stay.

-- At most max_lines (1 to 1,000) of the export's lines of the orders placed from range_from to
-- range_to, oldest first, after `after` (null: from the first; else the `next` a page answered):
-- {lines: [[number, placedAt (ms), status, fullName, mobile, pinCode, state, paymentMethod,
-- paymentState, kind, title (a delivery: its option), category, size, quantity, unitPrice,
-- discount, amount, ratePercent, taxable, cgst, sgst, igst, colour, sku]], next: {placedAt, order, row} | null}.
-- Rows as arrays: a page of 500 stays under 200 KB. The tax of a cancelled order's line is null.
-- For the admin only (require_admin).
create or replace function public.sales_report_lines(range_from date, range_to date, after jsonb, max_lines integer) returns jsonb
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
               p.unit_price, p.discount, p.amount, p.rate_percent, p.taxable, p.cgst, p.sgst, p.igst, b.colour, b.sku) order by p.place)
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
