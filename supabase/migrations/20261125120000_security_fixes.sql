-- Three holes found by attacks on the database (issue 20, item 6).

-- ---- (a) The first admin is made by the auth user's id, never by an email a shopper can set ----
-- The README's first-admin statement selected the profile by email, and profiles.email is neither
-- unique nor the user's to keep: a shopper who set theirs to the future owner's was made admin by the
-- same statement. The statement now takes the id Supabase Auth gave the owner's account
-- (Authentication → Users, "User UID"):
--   update public.profiles set role = 'admin' where id = '<the owner''s User UID>';
-- And the email a profile shows is the one Supabase Auth has (copied by the sign-up trigger):
-- an API caller neither changes it nor writes another one into a profile it inserts.
revoke update (email) on table public.profiles from authenticated;

-- The caller's own Supabase Auth email (nobody else's). SECURITY DEFINER: the API roles cannot
-- read auth.users.
create function public.own_auth_email() returns text
language sql stable security definer set search_path = ''
as $$
  select email from auth.users where id = auth.uid();
$$;
revoke execute on function public.own_auth_email() from public, anon;
grant execute on function public.own_auth_email() to authenticated, service_role;

-- SECURITY INVOKER on purpose, as guard_profile_role: current_user must be the caller's role. The
-- maintainer's SQL (postgres), the sign-up trigger and the service role are trusted.
create function public.guard_profile_email() returns trigger
language plpgsql security invoker set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (
    (tg_op = 'INSERT' and new.email is distinct from public.own_auth_email())
    or (tg_op = 'UPDATE' and new.email is distinct from old.email)
  ) then
    raise exception 'a profile''s email is the account''s own, from Supabase Auth'
      using errcode = '42501', hint = 'The first admin is made by the auth user''s id (README, Running on Supabase).';
  end if;
  return new;
end;
$$;

create trigger guard_profile_email_before_write
  before insert or update on public.profiles
  for each row execute function public.guard_profile_email();

-- ---- (b) An image URL is the product form's rule (isAcceptedImageUrl, domain/admin/product-form.ts) ----
-- http:// or https:// in any case, or a path of this site: not '//host/…' nor '/\host/…', which a
-- browser reads as host's, and no tab or line break anywhere, which a browser drops before reading
-- ('/<tab>/host/…' is '//host/…'). The old check let '/\evil.example/x.png' through.
alter table public.products drop constraint products_image_url_check;
alter table public.products add constraint products_image_url_check check (
  image_url = ''
  or (image_url !~ '[\t\n\r]' and (image_url ~* '^https?://' or image_url ~ '^/(?![/\\])'))
);

-- ---- (c) The API roles may not move the sequences ----
-- Supabase's default privileges give anon and authenticated every privilege on a new sequence in
-- public (USAGE, SELECT, UPDATE): anyone could `select setval(…)` the products' ids, or read how
-- many rows were ever added. Taken back, and given only where an API role's insert needs it:
-- - products.id and admin_activity.id are identity columns, whose insert draws from the sequence
--   without a privilege on it;
-- - products.catalogue_position's default calls nextval: the admin's insert (authenticated) needs
--   USAGE, which allows nextval but not setval. (keep_product_ids_ahead, which moves the ids'
--   sequence, is SECURITY DEFINER.)
-- Sequences made by later migrations get no privilege for anon or authenticated unless granted.
revoke all on all sequences in schema public from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
grant usage on sequence public.products_catalogue_position_seq to authenticated;
