-- Text search over the catalogue that can use the trigram indexes.
--
-- Under row-level security PostgreSQL evaluates a policy before any condition that is not
-- LEAKPROOF (one that might reveal a hidden row through an error or timing), and ILIKE is not:
-- for anon and authenticated, `name ilike '%shirt%'` on the table scans every row whatever the
-- index. This function runs as the table's owner, so the planner may use the indexes, and
-- applies the read rule itself (the same as the policy products_read_active). PostgREST serves it
-- as POST /rpc/search_products; filters, order and range apply on its result.
create function public.search_products(query text) returns setof public.products
language sql stable security definer set search_path = ''
as $$
  with pattern as (
    -- The query is text to find, not a pattern: its own % and _ are escaped.
    select '%' || replace(replace(replace(btrim(query), '\', '\\'), '%', '\%'), '_', '\_') || '%' as value
  )
  select p.*
  from public.products p, pattern
  where (p.name ilike pattern.value or p.description ilike pattern.value)
    and (p.is_active or (select public.is_admin()));
$$;
revoke execute on function public.search_products(text) from public;
grant execute on function public.search_products(text) to anon, authenticated, service_role;
