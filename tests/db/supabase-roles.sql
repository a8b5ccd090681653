-- FOR TESTS ONLY: the part of a Supabase project the migrations rely on, rebuilt in a plain
-- PostgreSQL 15 so that scripts/test-db.sh can prove the row-level security without Docker.
-- Never apply this to a Supabase project: it already has all of it (and these would clash).
--
-- What PostgREST does on every request, the tests do by hand: `set local role <role from the JWT>`
-- and `set_config('request.jwt.claims', <the JWT's claims>, true)`.

-- The API roles. NOLOGIN: only the authenticator logs in, then switches to one of them.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;

-- Supabase grants the API roles the use of `public` (PostgreSQL 15 no longer lets everyone create there).
grant usage on schema public to anon, authenticated, service_role;

-- Supabase's default privileges: every table, function and sequence the migrations (run as postgres)
-- make in `public` is granted in full to the API roles, so that a migration must take back what a
-- role should not hold (row-level security, the revokes of each table, the sequences' revoke).
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

-- A stand-in for Supabase Auth's table: the columns the migrations and the tests read.
create table auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  phone text unique,
  raw_user_meta_data jsonb not null default '{}',
  raw_app_meta_data jsonb not null default '{}',
  created_at timestamptz not null default now()
);

-- A stand-in for Supabase Auth's MFA factors (the columns the migrations read; Supabase types
-- factor_type and status as enums of these values). The Auth emulation of the tests writes it.
create table auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp', 'webauthn', 'phone')),
  status text not null check (status in ('unverified', 'verified')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The same definitions as Supabase's (the older per-claim setting first, then the JSON claims).
create function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb;
$$;

create function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  )::uuid;
$$;

create function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  )::text;
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;
