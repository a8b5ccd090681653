-- Each shopper's notification switches (spec §9), one row per Supabase Auth user.
--
-- One jsonb value shaped as the domain's NotificationPreferences ({ email: { orderUpdates: true, … },
-- sms: { … }, push: { … } }) rather than a column per switch: a switch added later takes its default
-- when read (readNotificationPreferences), with no migration. The check holds the shape even against
-- a buggy client: an object of the three channels, each an object of true/false switches.
create table public.notification_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  preferences jsonb not null
    check (
      jsonb_typeof(preferences) = 'object'
      and preferences - array['email', 'sms', 'push'] = '{}'::jsonb
      and not jsonb_path_exists(preferences, '$.* ? (@.type() != "object")')
      and not jsonb_path_exists(preferences, '$.*.* ? (@.type() != "boolean")')
    ),
  updated_at timestamptz not null default now()
);

-- A user reads and writes their own row only; nobody, an admin included, reads another's. Only the
-- preferences change on update: the row never moves to another user. Nobody deletes it through the
-- API (the account's deletion does, by the cascade).
alter table public.notification_preferences enable row level security;
revoke all on table public.notification_preferences from anon, authenticated;
grant select, insert on table public.notification_preferences to authenticated;
grant update (preferences, updated_at) on table public.notification_preferences to authenticated;
grant all on table public.notification_preferences to service_role;

create policy notification_preferences_read_own on public.notification_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy notification_preferences_insert_own on public.notification_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy notification_preferences_update_own on public.notification_preferences
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
