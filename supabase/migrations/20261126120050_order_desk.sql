-- The back office's orders (returns issue): the admin lists every shopper's orders and moves each on
-- through its statuses, Processing → Shipped → In Transit → Delivered (deskMoves, order-desk.ts: the
-- admin's moves of the status machine, order-status.ts, except a cancellation, which also puts stock
-- back). Both functions are SECURITY DEFINER with an empty search_path and refuse anyone but an
-- admin (public.is_admin(): the role in profiles, at aal2 when the admin has a second factor): the
-- orders tables still give the API roles no write, and no policy lets anyone read another's orders.

-- Moves the order on to `to_status` by the database's clock, recording it in its history (by
-- 'admin'); a cash order delivered is paid. Answers as the port's AdvanceResult:
-- {kind:'moved', order}, {kind:'refused', reason} (moveByDesk's words) or {kind:'not-found'}.
create function public.advance_order(order_number text, to_status text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  moved_at timestamptz := date_trunc('milliseconds', now());
  target public.orders;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'only the admin moves orders on' using errcode = '42501';
  end if;

  select o.* into target from public.orders o where o.number = advance_order.order_number for update;
  if not found then
    return jsonb_build_object('kind', 'not-found');
  end if;
  if not ((target.status = 'Processing' and to_status = 'Shipped')
       or (target.status = 'Shipped' and to_status = 'In Transit')
       or (target.status = 'In Transit' and to_status = 'Delivered')) then
    return jsonb_build_object('kind', 'refused', 'reason',
      format('An order that is %s cannot be moved to %s.', target.status, coalesce(to_status, 'nothing')));
  end if;

  update public.orders o
     set status = to_status,
         payment_state = case when to_status = 'Delivered' and o.payment_state = 'cod-due' then 'paid' else o.payment_state end
   where o.id = target.id;
  insert into public.order_history (order_id, position, status, at, by)
  select target.id, max(h.position) + 1, to_status, moved_at, 'admin'
    from public.order_history h where h.order_id = target.id;

  return jsonb_build_object('kind', 'moved', 'order', public.order_json(target.id));
end;
$$;

-- Every order, newest first (newestFirst, order.ts), for an admin only.
create function public.all_orders() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'only the admin reads every order' using errcode = '42501';
  end if;
  return (select coalesce(jsonb_agg(public.order_json(o.id) order by o.placed_at desc, o.id desc), '[]'::jsonb) from public.orders o);
end;
$$;

revoke execute on function public.advance_order(text, text), public.all_orders() from public, anon, service_role;
grant execute on function public.advance_order(text, text), public.all_orders() to authenticated;
