-- What the storefront shows, for every caller alike: the products on sale that the store can show.
-- Row-level security lets an admin read every product, so a storefront question that relied on it
-- alone showed an admin browsing the shop the products taken off sale. The adapter asks for
-- is_active = true, a known category and an image itself (src/adapters/supabase/shop-filters.ts)
-- wherever PostgREST filters the rows; the suggestions are ranked and cut inside a function, so
-- the function says so here.

-- As before (20261123180400_catalogue_queries.sql), but only products on sale that the store can
-- show: in a category it knows (category_display_name is the database's copy of the storefront's
-- nine categories) and with an image.
-- The admin never asks for suggestions: the header's search box is the shop's.
create or replace function public.suggest_products(terms text[], max_count integer)
returns table (id bigint, name text, category text, brand text, suggestion_rank integer, rating_count integer)
language sql stable security definer set search_path = ''
as $$
  select p.id, p.name, p.category, p.brand, ranked.suggestion_rank, p.rating_count
  from public.products p,
  lateral (
    select case
      when not array_to_tsvector(public.search_words_of(p.name)) @@ public.prefix_query(terms) then 2
      when (regexp_match(lower(extensions.unaccent('extensions.unaccent'::regdictionary, p.name)), '[[:alnum:]]+'))[1] like
           replace(replace(replace(terms[1], '\', '\\'), '%', '\%'), '_', '\_') || '%' then 0
      else 1 end as suggestion_rank
  ) as ranked
  where p.search_words @@ public.prefix_query(terms)
    and p.is_active
    and public.category_display_name(p.category) <> ''
    and p.image_url <> ''
  order by ranked.suggestion_rank, p.rating_count desc, p.id
  limit greatest(max_count, 0);
$$;

-- The rows the store cannot show as products, which every question therefore leaves out: those in
-- a category it does not know (the column's default 'uncategorized', or any slug typed in Supabase's
-- table editor) and those without an image (the column's default ''). Counted by category, so that
-- the adapter can say what is left out and why instead of dropping it silently.
-- SECURITY INVOKER: each caller counts only the rows row-level security lets them read.
create function public.products_left_out(known text[])
returns table (category text, products bigint, without_image bigint)
language sql stable set search_path = ''
as $$
  select p.category, count(*), count(*) filter (where p.image_url = '')
  from public.products p
  where p.category <> all (known) or p.image_url = ''
  group by p.category
  order by p.category;
$$;
revoke execute on function public.products_left_out(text[]) from public;
grant execute on function public.products_left_out(text[]) to anon, authenticated, service_role;
