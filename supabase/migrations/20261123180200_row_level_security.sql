-- Row-level security on every table, and the table privileges the API roles need.
--
-- Supabase's default privileges grant everything on new tables in `public` to anon and
-- authenticated, leaving policies as the only gate. Each table's privileges are revoked here and
-- granted back to what its policies allow, so that a missing policy refuses instead of exposing,
-- and a plain PostgreSQL (the tests) behaves as the real project does.
--
-- Policies call `(select public.is_admin())` rather than `public.is_admin()`: the sub-select is
-- evaluated once per statement instead of once per row (Supabase's RLS performance advice).

-- Catalogue: anyone reads what is on sale; admins read everything and write.
alter table public.products enable row level security;
revoke all on table public.products from anon, authenticated;
grant select on table public.products to anon, authenticated;
grant insert, update, delete on table public.products to authenticated;
grant all on table public.products to service_role;

create policy products_read_active on public.products
  for select to anon, authenticated
  using (is_active or (select public.is_admin()));
create policy products_admin_insert on public.products
  for insert to authenticated with check ((select public.is_admin()));
create policy products_admin_update on public.products
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy products_admin_delete on public.products
  for delete to authenticated using ((select public.is_admin()));

-- Profiles: one's own, or any for an admin. Only name and email are editable through the API
-- (not id or created_at); a role change is further guarded by public.guard_profile_role().
alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated;
grant select, insert on table public.profiles to authenticated;
grant update (email, name, role) on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

create policy profiles_read_own on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));
-- For a user whose profile the sign-up trigger did not create (one made before the trigger).
create policy profiles_insert_own on public.profiles
  for insert to authenticated
  with check (id = (select auth.uid()) and role = 'user');
create policy profiles_update_own on public.profiles
  for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));

-- The migration's user records: the admin's migration alone reads and writes them.
alter table public.users enable row level security;
revoke all on table public.users from anon, authenticated;
grant select, insert, update, delete on table public.users to authenticated;
grant all on table public.users to service_role;

create policy users_admin_all on public.users
  for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- Settings: the storefront header shows the store name to everyone; admins change it.
alter table public.store_settings enable row level security;
revoke all on table public.store_settings from anon, authenticated;
grant select on table public.store_settings to anon, authenticated;
grant insert, update, delete on table public.store_settings to authenticated;
grant all on table public.store_settings to service_role;

create policy store_settings_read on public.store_settings
  for select to anon, authenticated using (true);
create policy store_settings_admin_insert on public.store_settings
  for insert to authenticated with check ((select public.is_admin()));
create policy store_settings_admin_update on public.store_settings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy store_settings_admin_delete on public.store_settings
  for delete to authenticated using ((select public.is_admin()));

-- Access logs: admins read them all; an admin records and ends only their own sign-ins, so a
-- sign-in cannot be logged in another admin's name. Nobody edits or deletes the history.
alter table public.admin_sign_ins enable row level security;
revoke all on table public.admin_sign_ins from anon, authenticated;
grant select, insert on table public.admin_sign_ins to authenticated;
grant update (ended_at) on table public.admin_sign_ins to authenticated;
grant all on table public.admin_sign_ins to service_role;

create policy admin_sign_ins_admin_read on public.admin_sign_ins
  for select to authenticated using ((select public.is_admin()));
create policy admin_sign_ins_insert_own on public.admin_sign_ins
  for insert to authenticated
  with check ((select public.is_admin()) and user_id = (select auth.uid()));
create policy admin_sign_ins_end_own on public.admin_sign_ins
  for update to authenticated
  using ((select public.is_admin()) and user_id = (select auth.uid()))
  with check ((select public.is_admin()) and user_id = (select auth.uid()));

-- Recent activity: the same rule, append-only.
alter table public.admin_activity enable row level security;
revoke all on table public.admin_activity from anon, authenticated;
grant select, insert on table public.admin_activity to authenticated;
grant all on table public.admin_activity to service_role;

create policy admin_activity_admin_read on public.admin_activity
  for select to authenticated using ((select public.is_admin()));
create policy admin_activity_insert_own on public.admin_activity
  for insert to authenticated
  with check ((select public.is_admin()) and user_id = (select auth.uid()));
