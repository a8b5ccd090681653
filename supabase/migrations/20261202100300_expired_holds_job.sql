-- Expired UPI holds are released by the server on a schedule, not by whoever reads orders next:
-- pg_cron (which Supabase offers; Debian's postgresql-15-cron for the tests) runs
-- release_expired_holds every minute. No client calls it any more: it needs no signed-in caller, and
-- only the job (the database owner) may run it.
create extension if not exists pg_cron;

-- As 20261126130000_back_office.sql's, without the signed-in caller the job does not have: every UPI
-- order still 'pending' and 'Processing' placed the store's hold minutes or more ago is cancelled by
-- 'system', its stock back and its payment 'void' (none was received). Orders another call is
-- changing are skipped (SKIP LOCKED), for the next minute. Answers how many it cancelled.
create or replace function public.release_expired_holds() returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  now_ms timestamptz := date_trunc('milliseconds', now());
  hold integer := coalesce((select s.hold_minutes from public.store_settings s limit 1), 30);
  expired record;
  released integer := 0;
begin
  for expired in
    select o.id from public.orders o
     where o.status = 'Processing' and o.payment_method = 'upi' and o.payment_state = 'pending'
       and o.placed_at <= now_ms - make_interval(mins => hold)
     order by o.id
       for update skip locked
  loop
    perform public.cancel_order_as(expired.id, now_ms, 'system',
      format('The UPI payment was not confirmed within %s minutes.', hold), 'void');
    released := released + 1;
  end loop;
  return released;
end;
$$;

revoke execute on function public.release_expired_holds() from public, anon, authenticated, service_role;

select cron.schedule('release-expired-upi-holds', '* * * * *', 'select public.release_expired_holds()');
