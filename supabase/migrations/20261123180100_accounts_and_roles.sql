-- Who is an admin, how a profile comes to be, and why nobody can make themself admin.
--
-- The first admin is made by a maintainer (SQL editor or psql, as the `postgres` role):
--   update public.profiles set role = 'admin' where email = 'owner@example.com';
-- After that, an admin may grant the role to others.

-- SECURITY DEFINER: the policies of `profiles` call it, and reading `profiles` as the caller would
-- run those policies again (infinite recursion). The empty search_path keeps a caller's own
-- objects (a `public.profiles` look-alike in a schema they control) from being picked up instead.
create function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.profiles where id = auth.uid() and role = 'admin');
$$;
revoke execute on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- Every new Supabase Auth user gets a profile, always as 'user': the name comes from the sign-up
-- metadata, which the user controls, so nothing else is taken from it (not a 'role' either).
-- SECURITY DEFINER: it runs inside Supabase Auth's own insert, whose role may not write `profiles`.
create function public.create_profile_for_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.profiles (id, email, name, role)
  values (new.id, new.email, nullif(btrim(new.raw_user_meta_data ->> 'name'), ''), 'user');
  return new;
end;
$$;
revoke execute on function public.create_profile_for_new_user() from public, anon, authenticated;

create trigger create_profile_after_auth_user_insert
  after insert on auth.users
  for each row execute function public.create_profile_for_new_user();

-- A policy can compare a new row only with itself, not with the stored one, so it cannot tell
-- "kept role 'admin'" from "made themself admin": this trigger can. API callers (anon,
-- authenticated) set or change a role only when they are admins; the maintainer's SQL
-- (postgres) and the service role are trusted. SECURITY INVOKER on purpose: current_user must be
-- the caller's role.
create function public.guard_profile_role() returns trigger
language plpgsql security invoker set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin() and (
    (tg_op = 'INSERT' and new.role <> 'user')
    or (tg_op = 'UPDATE' and new.role is distinct from old.role)
  ) then
    raise exception 'only an admin may set a profile''s role'
      using errcode = '42501', hint = 'A maintainer makes the first admin (README, Database).';
  end if;
  return new;
end;
$$;

create trigger guard_profile_role_before_write
  before insert or update on public.profiles
  for each row execute function public.guard_profile_role();
