-- Accounts through Supabase Auth: the profile keeps the phone the user signed up with, and two
-- look-ups the sign-up and login pages need before anyone is signed in.
--
-- The store's sign-up asks for a phone, then a name and password (spec §2, §4); Supabase Auth gets
-- an email made from the name (the migration's rule, emailFromName) and {name, phone} as the
-- sign-up metadata, which the trigger below copies into the profile.

alter table public.profiles
  add column phone text unique check (phone ~ '^[0-9]{10}$');

-- As 20261123180100's, with the phone: still 'user' whatever the metadata says, and a phone that
-- is taken or not ten digits fails the sign-up (Supabase Auth answers "Database error saving new user").
create or replace function public.create_profile_for_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.profiles (id, email, name, phone, role)
  values (
    new.id,
    new.email,
    nullif(btrim(new.raw_user_meta_data ->> 'name'), ''),
    nullif(btrim(new.raw_user_meta_data ->> 'phone'), ''),
    'user'
  );
  return new;
end;
$$;
revoke execute on function public.create_profile_for_new_user() from public, anon, authenticated;

-- Whether a phone already has an account: sign-up's first step refuses it before sending a code
-- (PHONE_TAKEN). Anon cannot read profiles, hence SECURITY DEFINER; it answers a boolean and
-- nothing else, which the spec's own message ("This number already has an account") tells anyway.
create function public.phone_registered(phone text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.profiles where profiles.phone = btrim($1));
$$;
revoke execute on function public.phone_registered(text) from public;
grant execute on function public.phone_registered(text) to anon, authenticated, service_role;

-- Whether a name (ignoring case) has an account. Supabase Auth answers an unknown email and a wrong
-- password alike (400 invalid_credentials); the login page says which (spec §8: 'User not found'
-- or 'Incorrect password'), so after a refusal it asks this. Uses profiles_name_lower_key.
create function public.name_registered(name text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.profiles where lower(profiles.name) = lower(btrim($1)));
$$;
revoke execute on function public.name_registered(text) from public;
grant execute on function public.name_registered(text) to anon, authenticated, service_role;

-- An admin who set up an authenticator is an admin only once the code has passed: the password
-- sign-in alone gives a token of assurance level aal1, which row-level security must not take for
-- the admin (the login page asks for the code next, but the token already reaches the API).
-- Supabase Auth keeps the factors in auth.mfa_factors and puts the level in the JWT's `aal`.
create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.profiles where id = auth.uid() and role = 'admin')
    and (
      coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or not exists (select 1 from auth.mfa_factors where user_id = auth.uid() and status = 'verified')
    );
$$;
