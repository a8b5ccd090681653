-- The shop's legal identity is the shop's (issue 37, item 6): the legal name, registered address,
-- state, warehouse PIN, GSTIN, UPI ID and payee name are store settings the admin edits, checked here
-- as the domain checks them (src/domain/settings/gstin.ts, shop-identity-settings.ts); each order
-- keeps the seller it was invoiced under; the delivery promise counts from the settings' warehouse.
-- The store_settings policies (20261123180200_row_level_security.sql) already let only
-- public.is_admin() write its row: the admin role, at aal2 when the admin has a second factor.

-- ---- The checks ----

-- gstinCheckCharacter: the GSTN's mod-36 check over the first fourteen characters (values 0-9,
-- A=10 ... Z=35, weighted 1, 2, 1, 2 ...; each product's quotient and remainder by 36 summed). Null
-- for anything that is not fourteen such characters, so a check built on it fails closed.
create function public.gstin_check_character(first14 text) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  alphabet constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  total integer := 0;
  digit integer;
  product integer;
begin
  if first14 is null or char_length(first14) <> 14 then
    return null;
  end if;
  for i in 1..14 loop
    digit := strpos(alphabet, substr(first14, i, 1)) - 1;
    if digit < 0 then
      return null;
    end if;
    product := digit * case when i % 2 = 1 then 1 else 2 end;
    total := total + product / 36 + product % 36;
  end loop;
  return substr(alphabet, (36 - total % 36) % 36 + 1, 1);
end;
$$;

-- GST_STATE_CODES (src/domain/orders/invoice.ts): the two-digit code a GSTIN begins with. Null for
-- a name that is no state or union territory.
create function public.gst_state_code(state text) returns text
language sql immutable set search_path = ''
as $$
  select codes.code from (values
    ('Jammu and Kashmir', '01'),
    ('Himachal Pradesh', '02'),
    ('Punjab', '03'),
    ('Chandigarh', '04'),
    ('Uttarakhand', '05'),
    ('Haryana', '06'),
    ('Delhi', '07'),
    ('Rajasthan', '08'),
    ('Uttar Pradesh', '09'),
    ('Bihar', '10'),
    ('Sikkim', '11'),
    ('Arunachal Pradesh', '12'),
    ('Nagaland', '13'),
    ('Manipur', '14'),
    ('Mizoram', '15'),
    ('Tripura', '16'),
    ('Meghalaya', '17'),
    ('Assam', '18'),
    ('West Bengal', '19'),
    ('Jharkhand', '20'),
    ('Odisha', '21'),
    ('Chhattisgarh', '22'),
    ('Madhya Pradesh', '23'),
    ('Gujarat', '24'),
    ('Dadra and Nagar Haveli and Daman and Diu', '26'),
    ('Maharashtra', '27'),
    ('Karnataka', '29'),
    ('Goa', '30'),
    ('Lakshadweep', '31'),
    ('Kerala', '32'),
    ('Tamil Nadu', '33'),
    ('Puducherry', '34'),
    ('Andaman and Nicobar Islands', '35'),
    ('Telangana', '36'),
    ('Andhra Pradesh', '37'),
    ('Ladakh', '38')
  ) as codes(name, code)
  where codes.name = state
$$;

-- A check constraint runs its functions with the writer's privileges.
revoke execute on function public.gstin_check_character(text), public.gst_state_code(text) from public;
grant execute on function public.gstin_check_character(text), public.gst_state_code(text) to anon, authenticated, service_role;

-- ---- The settings ----
-- Seeded with SHOP_IDENTITY (src/domain/orders/shop-identity.ts), its GSTIN's check character right.
alter table public.store_settings
  add column legal_name text not null default 'Fashion Zone Retail Pvt. Ltd.'
    constraint store_settings_legal_name check (legal_name = btrim(legal_name) and char_length(legal_name) between 1 and 100),
  add column address_line1 text not null default '4th Floor, Residency Towers'
    constraint store_settings_address_line1 check (address_line1 = btrim(address_line1) and char_length(address_line1) between 1 and 100),
  add column address_line2 text not null default 'MG Road, Bengaluru 560001'
    constraint store_settings_address_line2 check (address_line2 = btrim(address_line2) and char_length(address_line2) <= 100),
  add column state text not null default 'Karnataka'
    constraint store_settings_state check (public.gst_state_code(state) is not null),
  add column warehouse_pin text not null default '560001'
    constraint store_settings_warehouse_pin check (warehouse_pin ~ '^[1-9][0-9]{5}$'),
  add column gstin text not null default '29AABCF1234K1ZP'
    constraint store_settings_gstin check (
      gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'
      and coalesce(right(gstin, 1) = public.gstin_check_character(left(gstin, 14)), false)),
  add column upi_id text not null default 'fashionzone@okaxis'
    constraint store_settings_upi_id check (upi_id ~ '^[A-Za-z0-9._-]{2,255}@[A-Za-z][A-Za-z0-9]{1,63}$'),
  add column upi_payee_name text not null default 'Fashion Zone'
    constraint store_settings_upi_payee_name check (upi_payee_name = btrim(upi_payee_name) and char_length(upi_payee_name) between 1 and 50),
  add constraint store_settings_gstin_state check (coalesce(left(gstin, 2) = public.gst_state_code(state), false));

-- ---- Each order keeps its seller ----
-- The invoice (taxInvoice's InvoiceSeller: legal name, address lines, state, GSTIN) as the settings
-- said when the order was placed, which is when its invoice number is issued. Orders placed before
-- keep null, and are shown with the seeded identity. Filled by a trigger, so that place_order (and
-- whatever rewrite of it comes) needs no change; it cannot be changed afterwards, whoever writes.
alter table public.orders
  add column seller jsonb constraint orders_seller_object check (seller is null or jsonb_typeof(seller) = 'object');

create function public.stamp_order_seller() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.seller is distinct from old.seller then
      raise exception 'an order keeps the seller it was invoiced under' using errcode = '42501';
    end if;
    return new;
  end if;
  select jsonb_build_object(
           'legalName', s.legal_name,
           'addressLines', case when s.address_line2 = '' then jsonb_build_array(s.address_line1)
                                else jsonb_build_array(s.address_line1, s.address_line2) end,
           'state', s.state,
           'gstin', s.gstin)
    into new.seller
    from public.store_settings s
   where s.id;
  return new;
end;
$$;
revoke execute on function public.stamp_order_seller() from public, anon, authenticated, service_role;

create trigger stamp_order_seller_before_insert
  before insert on public.orders
  for each row execute function public.stamp_order_seller();
create trigger keep_order_seller_before_update
  before update of seller on public.orders
  for each row execute function public.stamp_order_seller();

-- The order as the domain reads it: as in 20261126130000_back_office.sql, with its seller when kept.
create or replace function public.order_json(order_id bigint) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'key', o.idempotency_key,
    'number', o.number,
    'placedAt', (extract(epoch from o.placed_at) * 1000)::bigint,
    'lines', (select coalesce(jsonb_agg(jsonb_build_object(
                'productId', l.product_id, 'title', l.title, 'image', l.image, 'category', l.category, 'size', l.size,
                'quantity', l.quantity, 'unitPrice', l.unit_price, 'mrp', l.mrp) order by l.position), '[]'::jsonb)
                from public.order_lines l where l.order_id = o.id),
    'totals', jsonb_build_object('subtotal', o.subtotal, 'delivery', o.delivery_fee, 'discount', o.discount, 'total', o.total),
    'address', jsonb_build_object('fullName', o.full_name, 'mobile', o.mobile, 'email', o.email, 'line1', o.line1,
                 'line2', o.line2, 'landmark', o.landmark, 'city', o.city, 'state', o.state, 'pinCode', o.pin_code),
    'delivery', jsonb_build_object('option', o.delivery_option, 'estimatedDate', to_char(o.estimated_date, 'YYYY-MM-DD')),
    'payment', jsonb_strip_nulls(jsonb_build_object('method', o.payment_method, 'state', o.payment_state,
                 'upiReference', o.upi_reference, 'settledAt', (extract(epoch from o.settled_at) * 1000)::bigint)),
    'status', o.status,
    'history', (select coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
                  'status', h.status, 'at', (extract(epoch from h.at) * 1000)::bigint, 'by', h.by, 'note', h.note)) order by h.position), '[]'::jsonb)
                  from public.order_history h where h.order_id = o.id),
    'invoiceNumber', o.invoice_number)
    || case when o.courier is null then '{}'::jsonb
            else jsonb_build_object('shipment', jsonb_build_object('courier', o.courier, 'trackingNumber', o.tracking_number)) end
    || case when o.seller is null then '{}'::jsonb else jsonb_build_object('seller', o.seller) end
  from public.orders o
  where o.id = $1;
$$;

-- ---- Where orders ship from ----
-- The settings' warehouse PIN (stable now: it reads a table); '560001' when the row is missing.
create or replace function public.shop_warehouse_pin() returns text
language sql stable set search_path = ''
as $$
  select coalesce((select s.warehouse_pin from public.store_settings s where s.id), '560001')
$$;
