-- Each shopper's cart, one row per Supabase Auth user, so that it follows them from browser to
-- browser (the local store keeps it in one browser's storage only).
--
-- The lines are one jsonb list shaped as the domain's StoredCartLine[] ([{ productId, size,
-- quantity, priceWhenAdded }, …]), saved whole as the port saves them, rather than a row per line:
-- the cart is read and replaced at once, and its order is the shopper's. The check holds the shape
-- readStoredCart (domain/cart/stored-cart.ts) reads, even against a buggy or hostile client: a list
-- of at most 100 lines, each of exactly those four keys, a product id that is a positive integer, a
-- size on sale, a quantity one order may hold (1 to 10) and a price that is not negative. The filter
-- keeps the lines that have the shape, in order: the list is valid when that keeps all of them. Lax
-- mode, so that a line that is not an object, or lacks a key, fails its filter rather than raising
-- an error that is not a check's; .type() is not unwrapped in lax mode, so a value in a list fails.
create table public.carts (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  lines jsonb not null
    check (
      jsonb_typeof(lines) = 'array'
      and jsonb_path_match(lines, '$.size() <= 100')
      and jsonb_path_query_array(lines, '$[*] ? (
            @.type() == "object"
            && !exists (@.keyvalue() ? (@.key != "productId" && @.key != "size" && @.key != "quantity" && @.key != "priceWhenAdded"))
            && @.productId.type() == "number" && @.productId.floor() == @.productId && @.productId > 0
            && @.size.type() == "string" && (@.size == "S" || @.size == "M" || @.size == "L" || @.size == "XL" || @.size == "XXL")
            && @.quantity.type() == "number" && @.quantity.floor() == @.quantity && @.quantity >= 1 && @.quantity <= 10
            && @.priceWhenAdded.type() == "number" && @.priceWhenAdded >= 0
          )') = lines
    ),
  updated_at timestamptz not null default now()
);

-- A shopper reads and writes their own cart only; nobody, an admin included, reads another's. Only
-- the lines change on update: the row never moves to another user. Nobody deletes it through the
-- API: a cart emptied is saved as [], and the account's deletion removes it, by the cascade.
alter table public.carts enable row level security;
revoke all on table public.carts from anon, authenticated;
grant select, insert on table public.carts to authenticated;
grant update (lines, updated_at) on table public.carts to authenticated;
grant all on table public.carts to service_role;

create policy carts_read_own on public.carts
  for select to authenticated using (user_id = (select auth.uid()));
create policy carts_insert_own on public.carts
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy carts_update_own on public.carts
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
