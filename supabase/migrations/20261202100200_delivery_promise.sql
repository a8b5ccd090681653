-- The delivery promise is the server's: place_order works out whether the chosen option is offered
-- for the address's PIN code at the moment of placing, and the day it arrives, by the same rules as
-- the domain's estimateDelivery (src/domain/orders/delivery-estimate.ts; both pass the table of
-- cases in tests/support/delivery-promise-cases.ts). A date sent by the client is not read.

-- India Post's postal circles by the PIN's first two digits, and the states each serves
-- (src/domain/orders/pin-code.ts, CIRCLES; tests/db/delivery-promise.test.ts compares the two).
create table public.pin_circles (
  prefix text primary key check (prefix ~ '^[1-9][0-9]$'),
  states text[] not null check (cardinality(states) > 0)
);
alter table public.pin_circles enable row level security;
revoke all on public.pin_circles from public, anon, authenticated;

insert into public.pin_circles (prefix, states) values
  ('11', array['Delhi']),
  ('12', array['Haryana']),
  ('13', array['Haryana']),
  ('14', array['Punjab']),
  ('15', array['Punjab']),
  ('16', array['Punjab', 'Chandigarh']),
  ('17', array['Himachal Pradesh']),
  ('18', array['Jammu and Kashmir']),
  ('19', array['Jammu and Kashmir', 'Ladakh']),
  ('20', array['Uttar Pradesh']),
  ('21', array['Uttar Pradesh']),
  ('22', array['Uttar Pradesh']),
  ('23', array['Uttar Pradesh']),
  ('24', array['Uttar Pradesh', 'Uttarakhand']),
  ('25', array['Uttar Pradesh']),
  ('26', array['Uttar Pradesh', 'Uttarakhand']),
  ('27', array['Uttar Pradesh']),
  ('28', array['Uttar Pradesh']),
  ('30', array['Rajasthan']),
  ('31', array['Rajasthan']),
  ('32', array['Rajasthan']),
  ('33', array['Rajasthan']),
  ('34', array['Rajasthan']),
  ('36', array['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu']),
  ('37', array['Gujarat']),
  ('38', array['Gujarat']),
  ('39', array['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu']),
  ('40', array['Maharashtra', 'Goa']),
  ('41', array['Maharashtra']),
  ('42', array['Maharashtra']),
  ('43', array['Maharashtra']),
  ('44', array['Maharashtra']),
  ('45', array['Madhya Pradesh']),
  ('46', array['Madhya Pradesh']),
  ('47', array['Madhya Pradesh']),
  ('48', array['Madhya Pradesh']),
  ('49', array['Chhattisgarh']),
  ('50', array['Telangana']),
  ('51', array['Andhra Pradesh']),
  ('52', array['Andhra Pradesh']),
  ('53', array['Andhra Pradesh', 'Puducherry']),
  ('56', array['Karnataka']),
  ('57', array['Karnataka']),
  ('58', array['Karnataka']),
  ('59', array['Karnataka']),
  ('60', array['Tamil Nadu', 'Puducherry']),
  ('61', array['Tamil Nadu']),
  ('62', array['Tamil Nadu']),
  ('63', array['Tamil Nadu']),
  ('64', array['Tamil Nadu']),
  ('67', array['Kerala', 'Puducherry']),
  ('68', array['Kerala', 'Lakshadweep']),
  ('69', array['Kerala']),
  ('70', array['West Bengal']),
  ('71', array['West Bengal']),
  ('72', array['West Bengal']),
  ('73', array['West Bengal', 'Sikkim']),
  ('74', array['West Bengal', 'Andaman and Nicobar Islands']),
  ('75', array['Odisha']),
  ('76', array['Odisha']),
  ('77', array['Odisha']),
  ('78', array['Assam']),
  ('79', array['Arunachal Pradesh', 'Meghalaya', 'Manipur', 'Mizoram', 'Nagaland', 'Tripura']),
  ('80', array['Bihar']),
  ('81', array['Bihar', 'Jharkhand']),
  ('82', array['Bihar', 'Jharkhand']),
  ('83', array['Jharkhand']),
  ('84', array['Bihar']),
  ('85', array['Bihar']);

-- Where orders ship from (SHOP_IDENTITY.warehousePinCode in src/domain/orders/shop-identity.ts).
create function public.shop_warehouse_pin() returns text
language sql immutable set search_path = ''
as $$ select '560001' $$;

-- indiaBusinessDaysAfter (india-time.ts): couriers work Monday to Saturday, so Sundays are not
-- counted and a delivery never falls on one.
create function public.india_business_days_after(from_day date, business_days integer) returns date
language plpgsql immutable set search_path = ''
as $$
declare
  days integer := 0;
  counted integer := 0;
begin
  while counted < business_days or extract(isodow from from_day + days) = 7 loop
    days := days + 1;
    if extract(isodow from from_day + days) <> 7 then
      counted := counted + 1;
    end if;
  end loop;
  return from_day + days;
end;
$$;

-- estimateDelivery: {kind: 'available', date} or {kind: 'unavailable', reason}, in the domain's words.
-- India time is UTC+5:30 all year, as the domain counts it.
create function public.delivery_estimate(option text, pin text, placed timestamptz) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  warehouse text := public.shop_warehouse_pin();
  india timestamp := (placed at time zone 'UTC') + interval '5 hours 30 minutes';
  pin_states text[];
  zone text;
  days integer;
begin
  if pin is null or pin !~ '^[1-9][0-9]{5}$' then
    return jsonb_build_object('kind', 'unavailable', 'reason', 'We do not deliver to this PIN code');
  end if;
  select c.states into pin_states from public.pin_circles c where c.prefix = left(pin, 2);
  if not found then
    return jsonb_build_object('kind', 'unavailable', 'reason', 'We do not deliver to this PIN code');
  end if;
  -- deliveryZone: the north-east (79), Ladakh (194), Sikkim (737), the Andaman and Nicobar Islands
  -- (744) and Lakshadweep (6825) are remote whatever their circle.
  zone := case
    when left(pin, 3) = left(warehouse, 3) then 'local'
    when left(pin, 2) = '79' or left(pin, 3) in ('194', '737', '744') or left(pin, 4) = '6825' then 'remote'
    when pin_states && (select c.states from public.pin_circles c where c.prefix = left(warehouse, 2)) then 'state'
    when left(pin, 1) = left(warehouse, 1) then 'region'
    else 'national'
  end;
  if option = 'same-day' then
    if zone <> 'local' then
      return jsonb_build_object('kind', 'unavailable', 'reason', 'Same-day delivery is only for addresses in our own city');
    end if;
    -- SAME_DAY_CUTOFF_HOUR: before 12 PM, Monday to Saturday.
    if extract(isodow from india) = 7 or extract(hour from india) >= 12 then
      return jsonb_build_object('kind', 'unavailable', 'reason', 'For orders placed before 12 PM, in select cities, Monday to Saturday');
    end if;
    return jsonb_build_object('kind', 'available', 'date', to_char(india::date, 'YYYY-MM-DD'));
  end if;
  days := case option
    when 'standard' then case zone when 'region' then 4 when 'national' then 5 when 'remote' then 5 else 3 end
    when 'express' then case zone when 'region' then 2 when 'national' then 2 when 'remote' then null else 1 end
  end;
  if option is null or option not in ('standard', 'express') then
    return jsonb_build_object('kind', 'unavailable', 'reason', 'Choose a delivery option');
  end if;
  if days is null then
    return jsonb_build_object('kind', 'unavailable', 'reason', 'Express delivery does not reach this PIN code');
  end if;
  return jsonb_build_object('kind', 'available', 'date', to_char(public.india_business_days_after(india::date, days), 'YYYY-MM-DD'));
end;
$$;

revoke execute on function public.shop_warehouse_pin(), public.india_business_days_after(date, integer),
  public.delivery_estimate(text, text, timestamptz) from public, anon, authenticated, service_role;
