-- A shopper logs in with the mobile number they signed up with (the login form's Name field takes
-- either). Supabase Auth signs in by the email made from the account's name, so the store asks for
-- the name of the number first. So whoever knows a number can learn its account's name: the price
-- of a number login over Auth's email sign-in (phone_registered already tells that it has one).
create function public.account_name_for_phone(phone text) returns text
language sql stable security definer set search_path = ''
as $$
  select profiles.name from public.profiles where profiles.phone = btrim($1) and profiles.name is not null;
$$;
revoke execute on function public.account_name_for_phone(text) from public;
grant execute on function public.account_name_for_phone(text) to anon, authenticated, service_role;
