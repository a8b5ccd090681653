-- Each shopper's wishlist, one row per Supabase Auth user, so that it follows them from browser to
-- browser (the local store keeps it in one browser's storage only).
--
-- The items are one jsonb list shaped as the domain's WishlistItem[] ([{ productId }, …], newest
-- first), saved whole as the port saves it, as the cart's lines are: read and replaced at once, in
-- the shopper's order. Only the product id is kept: price and stock are the catalogue's, read when
-- the list is shown. The check holds the shape readStoredWishlist (domain/wishlist/stored-wishlist.ts)
-- reads, even against a buggy or hostile client: a list of at most 100 items (MAX_WISHLIST_ITEMS),
-- each an object of exactly the key productId, a positive whole number, no product twice.
--
-- A function, because a check may not hold a subquery; each step in a CASE, because SQL does not
-- promise to evaluate AND and OR left to right, and jsonb_array_length or jsonb_object_keys on the
-- wrong type would raise an error that is not the check's (23514).
create function public.is_wishlist_items(items jsonb) returns boolean
language sql immutable set search_path = ''
as $$
  select case
    when jsonb_typeof(items) is distinct from 'array' then false
    when jsonb_array_length(items) > 100 then false
    else not exists (
        select 1
        from jsonb_array_elements(items) as item
        where case
          when jsonb_typeof(item) <> 'object' then true
          when (select count(*) from jsonb_object_keys(item)) <> 1 then true
          when jsonb_typeof(item -> 'productId') is distinct from 'number' then true
          else (item ->> 'productId')::numeric < 1
            or (item ->> 'productId')::numeric > 2147483647
            or (item ->> 'productId')::numeric <> trunc((item ->> 'productId')::numeric)
        end
      )
      and (select count(distinct (item ->> 'productId')::numeric) from jsonb_array_elements(items) as item) = jsonb_array_length(items)
  end
$$;

create table public.wishlists (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  items jsonb not null check (public.is_wishlist_items(items)),
  updated_at timestamptz not null default now()
);

-- A shopper reads and writes their own wishlist only; nobody, an admin included, reads another's;
-- anon nothing. Only the items change on update: the row never moves to another user. Nobody
-- deletes it through the API (the adapter saves an emptied list as []); the account's deletion
-- removes it, by the cascade.
alter table public.wishlists enable row level security;
revoke all on table public.wishlists from anon, authenticated;
grant select, insert on table public.wishlists to authenticated;
grant update (items, updated_at) on table public.wishlists to authenticated;
grant all on table public.wishlists to service_role;

create policy wishlists_read_own on public.wishlists
  for select to authenticated using (user_id = (select auth.uid()));
create policy wishlists_insert_own on public.wishlists
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy wishlists_update_own on public.wishlists
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
