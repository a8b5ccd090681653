-- The invoice names the seller it was issued under (issue 37, items 5 and 6): since
-- 20261202100600_invoice_at_dispatch.sql the tax invoice is issued when the order ships, but its
-- seller was still stamped at placing (20261202100400_shop_identity_settings.sql), so an identity
-- changed between placing and shipping left the invoice naming the old one. Now the seller is
-- stamped again in the update that issues the invoice (invoice_number from null to a number:
-- advance_order to Shipped), from the settings as they are then; advance_order needs no change.
--   * placing still stamps the settings' seller: an unshipped order names the seller it was placed
--     under until it ships (the packing slip, the taxes the reports count), and reads the same
--     however often the settings are saved meanwhile;
--   * an order whose invoice is issued keeps its seller, whoever writes (as before);
--   * orders numbered at placing, and those shipped before this migration, keep theirs.
-- The function is 20261202100400's with only this change; its update trigger also fires on invoice_number.

create or replace function public.stamp_order_seller() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  -- An update that does not issue the invoice keeps the seller.
  if tg_op = 'UPDATE' and (old.invoice_number is not null or new.invoice_number is null) then
    if new.seller is distinct from old.seller then
      raise exception 'an order keeps the seller it was invoiced under' using errcode = '42501';
    end if;
    return new;
  end if;
  -- Placing, or issuing the invoice: the seller the settings name now.
  select jsonb_build_object(
           'legalName', s.legal_name,
           'addressLines', case when s.address_line2 = '' then jsonb_build_array(s.address_line1)
                                else jsonb_build_array(s.address_line1, s.address_line2) end,
           'state', s.state,
           'gstin', s.gstin)
    into new.seller
    from public.store_settings s
   where s.id;
  return new;
end;
$$;
revoke execute on function public.stamp_order_seller() from public, anon, authenticated, service_role;

drop trigger keep_order_seller_before_update on public.orders;
create trigger keep_order_seller_before_update
  before update of seller, invoice_number on public.orders
  for each row execute function public.stamp_order_seller();
