-- Whether an admin sign-in is the caller's own. PostgREST serves a function of a table's row as a
-- computed column (`select=…,mine`, `mine=is.true`): the Access Logs find the signed-in admin's
-- own sign-ins, among the ones every admin may read, without the client knowing its user id
-- (src/adapters/supabase/supabase-admin-sign-in-log.ts).
create function public.mine(sign_in public.admin_sign_ins) returns boolean
language sql stable
set search_path = ''
as $$
  select sign_in.user_id = auth.uid();
$$;

revoke execute on function public.mine(public.admin_sign_ins) from public;
grant execute on function public.mine(public.admin_sign_ins) to authenticated, service_role;
