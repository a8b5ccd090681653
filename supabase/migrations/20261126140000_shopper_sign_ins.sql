-- The dashboard's Active Users are the shoppers who logged in or ordered in the last 30 days
-- (countActiveUsers, src/domain/admin/active-users.ts). The database keeps each shopper's last login
-- and names shoppers by their Auth user id, as all_orders now names each order's owner, so that the
-- admin's union counts nobody twice.
--
-- Nobody reads or writes the table through the API: a shopper notes their own login with
-- note_shopper_sign_in (their session's id, the server's clock: never an id or a time the client
-- sends), and the admin reads the ids with shoppers_signed_in_since, which checks the admin itself
-- (require_admin: the role, at aal2 when the admin has a second factor), as every back-office function.

-- One row per shopper: their last login. The account's deletion removes it.
create table public.shopper_sign_ins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  signed_in_at timestamptz not null
);
create index shopper_sign_ins_signed_in_at_idx on public.shopper_sign_ins (signed_in_at);

-- Row-level security with no policy, and no privilege for the API's client roles: the functions
-- below (SECURITY DEFINER, owned by the migrations' role) are the only way in. service_role keeps
-- Supabase's default grant: the maintainer's key, never in the browser.
alter table public.shopper_sign_ins enable row level security;
revoke all on table public.shopper_sign_ins from public, anon, authenticated;

-- The signed-in caller's login, now. Only a store account is a shopper: an admin's login is the
-- Access Logs' (admin_sign_ins), and a phone-only Auth user of a sign-up code is no account yet; for
-- them it notes nothing. The role is read from profiles, not is_admin(): an admin who has passed the
-- password but not the code (aal1) is still no shopper. A clock that answers an earlier time than
-- the row's (never, on one server) keeps the later one.
create function public.note_shopper_sign_in() returns void
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'only a signed-in shopper notes their login' using errcode = '42501';
  end if;
  insert into public.shopper_sign_ins as s (user_id, signed_in_at)
  select p.id, now() from public.profiles p
   where p.id = auth.uid() and p.role = 'user' and p.name is not null
  on conflict (user_id) do update set signed_in_at = greatest(s.signed_in_at, excluded.signed_in_at);
end;
$$;

-- The Auth user ids of the shoppers whose last login was at or after `since`, as a JSON list, for
-- the admin only. An account made admin since its last login as a shopper is no longer listed.
create function public.shoppers_signed_in_since(since timestamptz) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_admin('reads the shoppers'' logins');
  if shoppers_signed_in_since.since is null then
    raise exception 'since when?' using errcode = '22023';
  end if;
  return (
    select coalesce(jsonb_agg(s.user_id order by s.user_id), '[]'::jsonb)
      from public.shopper_sign_ins s
      join public.profiles p on p.id = s.user_id and p.role = 'user'
     where s.signed_in_at >= shoppers_signed_in_since.since
  );
end;
$$;

revoke execute on function public.note_shopper_sign_in(), public.shoppers_signed_in_since(timestamptz) from public, anon, service_role;
grant execute on function public.note_shopper_sign_in(), public.shoppers_signed_in_since(timestamptz) to authenticated;

-- ---- Every order, with its owner ----
-- As 20261126120050_order_desk.sql, each order with `owner`, its Auth user id (OwnedOrder.owner):
-- the shoppers who ordered, for the union above. Its grants stay as they were.
create or replace function public.all_orders() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'only the admin reads every order' using errcode = '42501';
  end if;
  return (select coalesce(jsonb_agg(public.order_json(o.id) || jsonb_build_object('owner', o.user_id) order by o.placed_at desc, o.id desc), '[]'::jsonb)
            from public.orders o);
end;
$$;
