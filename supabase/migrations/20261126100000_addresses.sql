-- Each shopper's saved delivery addresses (issue 21, item 2a), one row per address, so that they
-- follow the shopper from browser to browser and an order can later point at one.
--
-- The checks hold the address form's limits (addressFormSchema, domain/orders/address.ts) even
-- against a buggy or hostile client: text without spaces around it, within its lengths; an Indian
-- mobile number; a PIN code of India Post's shape; one of the 28 states and 8 union territories.
-- The form's other rules (the PIN's postal circle against the state, the email's exact syntax) are
-- the form's: the table refuses nothing the form lets through.
create table public.addresses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  full_name text not null check (char_length(full_name) between 3 and 60 and full_name = btrim(full_name)),
  mobile text not null check (mobile ~ '^[6-9][0-9]{9}$'),
  email text not null check (char_length(email) <= 120 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  line1 text not null check (char_length(line1) between 1 and 120 and line1 = btrim(line1)),
  line2 text not null check (char_length(line2) between 1 and 120 and line2 = btrim(line2)),
  landmark text not null default '' check (char_length(landmark) <= 80 and landmark = btrim(landmark)),
  city text not null check (char_length(city) between 2 and 60 and city = btrim(city)),
  state text not null check (state in (
    'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana',
    'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur',
    'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana',
    'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
    'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi',
    'Jammu and Kashmir', 'Ladakh', 'Lakshadweep', 'Puducherry'
  )),
  pin_code text not null check (pin_code ~ '^[1-9][0-9]{5}$'),
  is_default boolean not null default false,
  -- The shopper's order of the list (the port saves it whole, in order); at most 20 addresses.
  position integer not null default 0 check (position between 0 and 19),
  created_at timestamptz not null default now()
);

-- At most one default per shopper; the list is read in the shopper's order.
create unique index addresses_one_default_per_user on public.addresses (user_id) where is_default;
create index addresses_user_position on public.addresses (user_id, position);

-- At most 20 addresses a shopper (MAX_SAVED_ADDRESSES), whichever way they are inserted: a bound on
-- what one account can store, not a count kept exact under concurrent inserts. After the statement's
-- inserts, so that replace_addresses (which deletes first, then upserts) is counted as it ends.
-- SECURITY INVOKER: the caller's own rows are the ones row-level security lets it count.
create function public.addresses_at_most_twenty() returns trigger
language plpgsql security invoker set search_path = ''
as $$
begin
  if (select count(*) from public.addresses where user_id = new.user_id) > 20 then
    raise exception 'a shopper keeps at most 20 addresses' using errcode = '23514';
  end if;
  return null;
end;
$$;
revoke execute on function public.addresses_at_most_twenty() from public, anon, authenticated;

create trigger addresses_at_most_twenty_after_insert
  after insert on public.addresses
  for each row execute function public.addresses_at_most_twenty();

-- A shopper reads, adds, changes and deletes their own addresses only; nobody, an admin included,
-- reads another's; anon nothing. An address never moves to another user: user_id is not updatable,
-- and the policies check it on every write.
alter table public.addresses enable row level security;
revoke all on table public.addresses from anon, authenticated;
grant select, insert, delete on table public.addresses to authenticated;
grant update (full_name, mobile, email, line1, line2, landmark, city, state, pin_code, is_default, position)
  on table public.addresses to authenticated;
grant all on table public.addresses to service_role;

create policy addresses_read_own on public.addresses
  for select to authenticated using (user_id = (select auth.uid()));
create policy addresses_insert_own on public.addresses
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy addresses_update_own on public.addresses
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy addresses_delete_own on public.addresses
  for delete to authenticated using (user_id = (select auth.uid()));

-- The port saves the whole list (the domain's SavedAddress[], in order), so the adapter's save is
-- this one call, one transaction: the caller's addresses not in the list are deleted, the default
-- cleared (the index allows one at a time), then every address of the list inserted or updated by
-- its id, its position its place in the list. Any refusal (a check, a second default, a 21st
-- address) undoes all of it. SECURITY INVOKER on purpose: row-level security applies, so an id of
-- another user's address is refused (42501), never overwritten.
create function public.replace_addresses(addresses jsonb) returns void
language plpgsql security invoker set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'sign in to keep addresses' using errcode = '42501';
  end if;
  if jsonb_typeof(addresses) is distinct from 'array'
     or exists (select 1 from jsonb_array_elements(addresses) as item where jsonb_typeof(item) <> 'object') then
    raise exception 'addresses must be a list of address objects' using errcode = '22023';
  end if;

  delete from public.addresses as saved
   where saved.user_id = caller
     and not exists (select 1 from jsonb_array_elements(addresses) as item where (item ->> 'id')::uuid = saved.id);

  update public.addresses set is_default = false where user_id = caller and is_default;

  insert into public.addresses as saved
    (id, user_id, full_name, mobile, email, line1, line2, landmark, city, state, pin_code, is_default, position)
  select (item ->> 'id')::uuid, caller, item ->> 'fullName', item ->> 'mobile', item ->> 'email',
         item ->> 'line1', item ->> 'line2', coalesce(item ->> 'landmark', ''), item ->> 'city',
         item ->> 'state', item ->> 'pinCode', (item -> 'isDefault')::boolean, (place - 1)::integer
    from jsonb_array_elements(addresses) with ordinality as list(item, place)
  on conflict (id) do update
    set full_name = excluded.full_name, mobile = excluded.mobile, email = excluded.email,
        line1 = excluded.line1, line2 = excluded.line2, landmark = excluded.landmark, city = excluded.city,
        state = excluded.state, pin_code = excluded.pin_code, is_default = excluded.is_default,
        position = excluded.position;
end;
$$;
revoke execute on function public.replace_addresses(jsonb) from public, anon, service_role;
grant execute on function public.replace_addresses(jsonb) to authenticated;
