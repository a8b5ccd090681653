/*
 * Supabase clients against the PostgREST that scripts/test-db.sh starts, as anon, a shopper or an
 * admin, or signed in through the Supabase Auth emulation (auth-emulation.ts); and a superuser
 * connection to the database it serves, to empty and seed it between cases.
 */
import { createHmac } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import type { AuthEmulation } from './auth-emulation';
import type { Actor } from './database';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`No ${name}: run these tests with \`npm run test:db\`, which starts PostgreSQL and PostgREST.`);
  return value;
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** A JWT as Supabase Auth issues it (HS256, the project's secret), for `actor`; valid for an hour. */
export function signJwt(actor: Actor): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const claims = { role: actor.role, ...(actor.userId ? { sub: actor.userId } : {}), exp: Math.floor(Date.now() / 1000) + 3600 };
  const body = `${header}.${base64url(JSON.stringify(claims))}`;
  const signature = createHmac('sha256', env('TEST_REST_JWT_SECRET')).update(body).digest('base64url');
  return `${body}.${signature}`;
}

// supabase-js calls `<url>/rest/v1/products`, Supabase's gateway path; PostgREST alone serves
// `/products`. The client's own fetch strips the prefix: no proxy process to start and stop.
const REST_PREFIX = '/rest/v1';

function withoutRestPrefix(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (url.pathname.startsWith(REST_PREFIX)) url.pathname = url.pathname.slice(REST_PREFIX.length) || '/';
  return fetch(new Request(url, request));
}

/**
 * The catalogue never subscribes, but createClient makes a realtime client, which on Node 20 finds
 * no WebSocket and throws. Handing it this transport avoids that on every Node version without a
 * runtime flag for the whole test project; it fails loudly if anything ever tries to connect.
 */
class NoRealtime {
  constructor() {
    throw new Error('Realtime is not available in the database tests.');
  }
}

/** A Supabase client as `actor` would have it: the anon key, and a signed-in user's access token. */
export function supabaseAs(actor: Actor): SupabaseClient {
  const anonKey = signJwt({ label: 'anon', role: 'anon' });
  return createClient(env('TEST_REST_URL'), anonKey, {
    global: { fetch: withoutRestPrefix },
    realtime: { transport: NoRealtime as never },
    ...(actor.role === 'anon' ? {} : { accessToken: async () => signJwt(actor) }),
  });
}

/** A project that answers every request with a server error (500), as one that is down behind its gateway. */
export function projectAnsweringErrors(): SupabaseClient {
  return createClient('http://127.0.0.1:9', 'anon-key', {
    global: { fetch: async () => Response.json({ code: 'XX000', message: 'internal error' }, { status: 500 }) },
    realtime: { transport: NoRealtime as never },
  });
}

// Supabase's gateway serves Auth under /auth/v1 and PostgREST under /rest/v1 of one origin; here
// they are two local servers, and the client's fetch sends each prefix to its own.
const AUTH_PREFIX = '/auth/v1';

function routedTo(emulation: AuthEmulation) {
  return (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.startsWith(AUTH_PREFIX)) return withoutRestPrefix(request);
    const target = new URL(url.pathname + url.search, emulation.url);
    return fetch(new Request(target, request));
  };
}

/** localStorage's part that supabase-js uses, in memory: two clients given one are one browser reloaded. */
export class MemoryStorage {
  private readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  /** What is stored, for a test to see that a session was kept or dropped. */
  keys(): string[] {
    return [...this.items.keys()];
  }
}

/**
 * A Supabase client as the store's would be: the anon key, Auth through the emulation, the session
 * kept in `storage`. No automatic refresh (no timers left running); the tests refresh by hand.
 */
export function supabaseWithAuth(emulation: AuthEmulation, storage = new MemoryStorage()): SupabaseClient {
  const anonKey = signJwt({ label: 'anon', role: 'anon' });
  return createClient(env('TEST_REST_URL'), anonKey, {
    global: { fetch: routedTo(emulation) },
    realtime: { transport: NoRealtime as never },
    auth: { persistSession: true, storage, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The superuser, on the database PostgREST serves (a copy of the one the security tests use). */
export async function connectToApiDatabase(): Promise<pg.Client> {
  const client = new pg.Client({ database: env('TEST_API_PGDATABASE') });
  await client.connect();
  return client;
}
