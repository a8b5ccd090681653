/*
 * AN EMULATION OF SUPABASE AUTH (GoTrue), for the database tests only. GoTrue does not run on these
 * machines (no binary from npm or Debian, and `supabase start` needs Docker), so the Supabase
 * account adapters are tested against this in-process HTTP server instead. Passing here shows that
 * the adapters send what supabase-js 2 sends and read GoTrue's answers as documented; it does not
 * prove that a real Supabase project answers the same way.
 *
 * Reproduced, under /auth/v1 as Supabase's gateway serves them, with the bodies supabase-js 2.109
 * sends and reads:
 *   POST /signup                        email sign-up, auto-confirmed: a session at once
 *   POST /token?grant_type=password     email + password
 *   POST /token?grant_type=refresh_token  one use per refresh token (rotation)
 *   GET  /user                          the user, with `factors` when there are any
 *   POST /logout?scope=global|local|others
 *   POST /otp, POST /verify (type sms)  phone codes; /otp creates the phone's user, as GoTrue does
 *   GET/POST /factors, POST /factors/:id/challenge, POST /factors/:id/verify, DELETE /factors/:id
 *                                       TOTP factors (otpauth: SHA-1, 6 digits, 30 s, ±1 step)
 * Users are rows of auth.users in the real PostgreSQL (the API database), so the profile trigger
 * runs and its constraints refuse as they would under GoTrue ("Database error saving new user");
 * factors are rows of auth.mfa_factors (id, user, type, status), which is_admin() reads. Passwords,
 * sessions, refresh tokens, codes and factor secrets stay in this process.
 * Access tokens are HS256 JWTs signed with TEST_REST_JWT_SECRET with Supabase's claims (sub, role
 * 'authenticated', aud, aal, amr, email, phone, session_id, exp), so PostgREST and row-level
 * security accept them as a project's. Errors are GoTrue's: `{ code, message }` and the echoed
 * X-Supabase-Api-Version header when the request names API version 2024-01-01 (supabase-js does),
 * else the older `{ code: <status>, error_code, msg }`; statuses and codes as GoTrue's
 * (400 invalid_credentials, 422 user_already_exists, 403 bad_jwt / session_not_found, ...).
 *
 * Not reproduced: sending the confirmation email (with `confirmEmail`, sign-up answers the user
 * without a session, as GoTrue does when "Confirm email" is on), password recovery, rate limits, captcha, PKCE, anonymous and
 * OAuth sign-ins, phone factors, WebAuthn, the refresh-token reuse interval, the admin API, hooks.
 * The SMS is not sent: the test reads the code with `smsCode(phone)` (six random digits per send).
 * A reused TOTP code is refused with the answer of a wrong one (422 mfa_verification_failed);
 * whether a real project refuses a reused code was not established on these machines.
 * `endedSessionAnswer` makes the sign-out of an ended session answer as GoTrue's versions have:
 * 401 (an expired or unverifiable JWT, before bad_jwt became 403), 403 (session_not_found, today's),
 * 404 (the user no longer exists, before user_not_found became 403).
 */
import { createHmac, randomBytes, randomInt, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';

const API_VERSION = '2024-01-01';
const API_VERSION_HEADER = 'x-supabase-api-version';
const CODE_LIFETIME_MS = 5 * 60 * 1000;

interface Factor {
  readonly id: string;
  readonly secret: string;
  readonly friendlyName: string | undefined;
  status: 'unverified' | 'verified';
  lastUsedStep: number | undefined;
  readonly createdAt: string;
}

interface SessionRecord {
  readonly userId: string;
  aal: 'aal1' | 'aal2';
  readonly amr: { method: string; timestamp: number }[];
}

interface UserRow {
  id: string;
  email: string | null;
  phone: string | null;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
}

interface Claims {
  sub: string;
  session_id: string;
  exp: number;
}

class AuthFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32).toString('hex')}`;
}

function passwordMatches(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  return timingSafeEqual(scryptSync(password, Buffer.from(salt ?? '', 'hex'), 32), Buffer.from(hash ?? '', 'hex'));
}

function totpFor(secret: string, issuer = 'Emulated'): TOTP {
  return new TOTP({ issuer, label: 'user', algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

/** The code an authenticator shows for `secret` at `at` (epoch ms), for the tests. */
export function authenticatorCode(secret: string, at = Date.now()): string {
  return totpFor(secret).generate({ timestamp: at });
}

export interface AuthEmulation {
  /** Where /auth/v1/... is served (the origin; the paths keep their /auth/v1 prefix). */
  readonly url: string;
  /** Lifetime of the access tokens issued from now on; 0 makes them expired at once. */
  accessTokenSeconds: number;
  /** A project with "Confirm email" on: sign-up answers the user without a session. */
  confirmEmail: boolean;
  /** How the sign-out of an ended session is answered (see the header); undefined: 403 session_not_found. */
  endedSessionAnswer: 401 | 403 | 404 | undefined;
  /** Every request, as `METHOD /auth/v1/path`, in order. */
  readonly requests: string[];
  /** The last code "sent" to `phone` (as the client gave it, e.g. '+919876543210'). */
  smsCode(phone: string): string | undefined;
  /** Ends every session of the user (as a sign-out elsewhere would): their tokens stop working. */
  endSessions(userId: string): void;
  stop(): Promise<void>;
}

/** Starts the emulation on a free port of 127.0.0.1, on the API database the tests' PostgREST serves. */
export async function startAuthEmulation(): Promise<AuthEmulation> {
  const secret = process.env.TEST_REST_JWT_SECRET;
  const database = process.env.TEST_API_PGDATABASE;
  if (!secret || !database) throw new Error('No database: run these tests with `npm run test:db`, which starts PostgreSQL and PostgREST.');
  const db = new pg.Client({ database });
  await db.connect();

  const passwords = new Map<string, string>();
  const factors = new Map<string, Factor[]>();
  const sessions = new Map<string, SessionRecord>();
  const refreshTokens = new Map<string, { sessionId: string; used: boolean }>();
  const challenges = new Map<string, { factorId: string; createdAt: number }>();
  const smsCodes = new Map<string, { code: string; sentAt: number }>();
  const endedSessions = new Set<string>();
  const requests: string[] = [];

  const emulation = {
    url: '',
    accessTokenSeconds: 3600,
    confirmEmail: false,
    endedSessionAnswer: undefined as AuthEmulation['endedSessionAnswer'],
    requests,
    smsCode: (phone: string) => smsCodes.get(phone.replace(/^\+/, ''))?.code,
    endSessions(userId: string) {
      for (const [id, session] of sessions) {
        if (session.userId !== userId) continue;
        sessions.delete(id);
        endedSessions.add(id);
      }
      for (const [token, record] of refreshTokens) if (!sessions.has(record.sessionId)) refreshTokens.delete(token);
    },
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.end();
    },
  };

  function sign(claims: Record<string, unknown>): string {
    const body = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
    return `${body}.${createHmac('sha256', secret!).update(body).digest('base64url')}`;
  }

  function verifyJwt(token: string): Claims {
    const [header, payload, signature] = token.split('.');
    const expected = createHmac('sha256', secret!).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature ?? '', 'base64url');
    if (!payload || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AuthFailure(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, signature is invalid');
    }
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Claims;
    if (claims.exp * 1000 <= Date.now()) throw new AuthFailure(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired');
    return claims;
  }

  async function userById(id: string): Promise<UserRow | undefined> {
    const { rows } = await db.query<UserRow>('select id, email, phone, raw_user_meta_data, created_at from auth.users where id = $1', [id]);
    return rows[0];
  }

  function userJson(user: UserRow): Record<string, unknown> {
    const created = user.created_at.toISOString();
    const own = factors.get(user.id) ?? [];
    return {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email ?? '',
      phone: user.phone ?? '',
      email_confirmed_at: user.email ? created : undefined,
      phone_confirmed_at: user.phone ? created : undefined,
      confirmed_at: created,
      app_metadata: { provider: user.email ? 'email' : 'phone', providers: [user.email ? 'email' : 'phone'] },
      user_metadata: user.raw_user_meta_data,
      identities: [],
      created_at: created,
      updated_at: created,
      is_anonymous: false,
      ...(own.length > 0 ? { factors: own.map(factorJson) } : {}),
    };
  }

  function factorJson(factor: Factor): Record<string, unknown> {
    return {
      id: factor.id,
      friendly_name: factor.friendlyName,
      factor_type: 'totp',
      status: factor.status,
      created_at: factor.createdAt,
      updated_at: factor.createdAt,
    };
  }

  async function tokens(sessionId: string): Promise<Record<string, unknown>> {
    const session = sessions.get(sessionId)!;
    const user = (await userById(session.userId))!;
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + emulation.accessTokenSeconds;
    const accessToken = sign({
      iss: `${emulation.url}/auth/v1`,
      aud: 'authenticated',
      sub: user.id,
      role: 'authenticated',
      email: user.email ?? '',
      phone: user.phone ?? '',
      aal: session.aal,
      amr: session.amr,
      session_id: sessionId,
      is_anonymous: false,
      iat: now,
      exp: expiresAt,
    });
    const refreshToken = randomBytes(12).toString('hex');
    refreshTokens.set(refreshToken, { sessionId, used: false });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: emulation.accessTokenSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  function newSession(userId: string, method: string): string {
    const id = randomUUID();
    sessions.set(id, { userId, aal: 'aal1', amr: [{ method, timestamp: Math.floor(Date.now() / 1000) }] });
    return id;
  }

  /** GoTrue's requireAuthentication: a bearer JWT it signed, its user, its session. */
  async function authenticate(request: IncomingMessage): Promise<{ user: UserRow; sessionId: string; session: SessionRecord }> {
    const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer) throw new AuthFailure(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const claims = verifyJwt(bearer);
    const user = await userById(claims.sub);
    if (!user) throw new AuthFailure(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const session = sessions.get(claims.session_id);
    if (!session) throw new AuthFailure(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    return { user, sessionId: claims.session_id, session };
  }

  function ownFactor(userId: string, factorId: string): Factor {
    const factor = (factors.get(userId) ?? []).find((f) => f.id === factorId);
    if (!factor) throw new AuthFailure(404, 'mfa_factor_not_found', 'Factor not found');
    return factor;
  }

  async function route(request: IncomingMessage, url: URL, body: Record<string, unknown>): Promise<[number, unknown]> {
    const path = url.pathname.replace(/^\/auth\/v1/, '');
    const method = request.method ?? 'GET';
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');

    if (method === 'POST' && path === '/signup') {
      const email = text('email').trim().toLowerCase();
      const password = text('password');
      if (!email || !password) throw new AuthFailure(400, 'validation_failed', 'Signup requires a valid password');
      if (password.length < 6) throw new AuthFailure(422, 'weak_password', 'Password should be at least 6 characters.');
      if ((await db.query('select 1 from auth.users where email = $1', [email])).rowCount) {
        throw new AuthFailure(422, 'user_already_exists', 'User already registered');
      }
      let id: string;
      try {
        const { rows } = await db.query<{ id: string }>('insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id', [email, JSON.stringify(body.data ?? {})]);
        id = rows[0]!.id;
      } catch {
        // GoTrue hides the trigger's error (a taken name or phone) behind this message.
        throw new AuthFailure(500, 'unexpected_failure', 'Database error saving new user');
      }
      passwords.set(id, hashPassword(password));
      if (emulation.confirmEmail) return [200, userJson((await userById(id))!)];
      return [200, await tokens(newSession(id, 'password'))];
    }

    if (method === 'POST' && path === '/token' && url.searchParams.get('grant_type') === 'password') {
      const { rows } = await db.query<{ id: string }>('select id from auth.users where email = $1', [text('email').trim().toLowerCase()]);
      const stored = rows[0] && passwords.get(rows[0].id);
      if (!rows[0] || !stored || !passwordMatches(text('password'), stored)) throw new AuthFailure(400, 'invalid_credentials', 'Invalid login credentials');
      return [200, await tokens(newSession(rows[0].id, 'password'))];
    }

    if (method === 'POST' && path === '/token' && url.searchParams.get('grant_type') === 'refresh_token') {
      const record = refreshTokens.get(text('refresh_token'));
      if (!record || !sessions.has(record.sessionId)) throw new AuthFailure(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (record.used) throw new AuthFailure(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      record.used = true;
      return [200, await tokens(record.sessionId)];
    }

    if (method === 'GET' && path === '/user') {
      return [200, userJson((await authenticate(request)).user)];
    }

    if (method === 'POST' && path === '/logout') {
      const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const sessionId = (() => {
        try {
          return (JSON.parse(Buffer.from(bearer.split('.')[1] ?? '', 'base64url').toString()) as Claims).session_id;
        } catch {
          return undefined;
        }
      })();
      if (sessionId && endedSessions.has(sessionId) && emulation.endedSessionAnswer) {
        const answers = {
          401: new AuthFailure(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired'),
          403: new AuthFailure(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
          404: new AuthFailure(404, 'user_not_found', 'User not found'),
        };
        throw answers[emulation.endedSessionAnswer];
      }
      const { user, sessionId: current } = await authenticate(request);
      const scope = url.searchParams.get('scope') ?? 'global';
      for (const [id, session] of sessions) {
        if (session.userId !== user.id) continue;
        if (scope === 'global' || (scope === 'local' && id === current) || (scope === 'others' && id !== current)) {
          sessions.delete(id);
          endedSessions.add(id);
        }
      }
      return [204, undefined];
    }

    if (method === 'POST' && path === '/otp') {
      const phone = text('phone').replace(/^\+/, '');
      if (!/^\d{8,15}$/.test(phone)) throw new AuthFailure(400, 'validation_failed', 'Invalid phone number format (E.164 required)');
      const existing = await db.query('select 1 from auth.users where phone = $1', [phone]);
      if (!existing.rowCount) {
        if (body.create_user === false) throw new AuthFailure(422, 'otp_disabled', 'Signups not allowed for otp');
        await db.query('insert into auth.users (phone, raw_user_meta_data) values ($1, $2)', [phone, JSON.stringify(body.data ?? {})]);
      }
      smsCodes.set(phone, { code: String(randomInt(0, 1_000_000)).padStart(6, '0'), sentAt: Date.now() });
      return [200, { message_id: randomUUID() }];
    }

    if (method === 'POST' && path === '/verify' && body.type === 'sms') {
      const phone = text('phone').replace(/^\+/, '');
      const sent = smsCodes.get(phone);
      if (!sent || sent.code !== text('token') || Date.now() - sent.sentAt > CODE_LIFETIME_MS) {
        throw new AuthFailure(403, 'otp_expired', 'Token has expired or is invalid');
      }
      smsCodes.delete(phone);
      const { rows } = await db.query<{ id: string }>('select id from auth.users where phone = $1', [phone]);
      return [200, await tokens(newSession(rows[0]!.id, 'otp'))];
    }

    if (path === '/factors' && method === 'GET') {
      const { user } = await authenticate(request);
      return [200, (factors.get(user.id) ?? []).map(factorJson)];
    }

    if (path === '/factors' && method === 'POST') {
      const { user, session } = await authenticate(request);
      if (body.factor_type !== 'totp') throw new AuthFailure(400, 'validation_failed', 'Only the totp factor type is emulated');
      const own = factors.get(user.id) ?? [];
      if (own.some((f) => f.status === 'verified') && session.aal !== 'aal2') throw new AuthFailure(422, 'insufficient_aal', 'AAL2 required to enroll a new factor');
      const friendlyName = text('friendly_name') || undefined;
      if (friendlyName && own.some((f) => f.friendlyName === friendlyName)) {
        throw new AuthFailure(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
      }
      const factor: Factor = { id: randomUUID(), secret: new Secret({ size: 20 }).base32, friendlyName, status: 'unverified', lastUsedStep: undefined, createdAt: new Date().toISOString() };
      factors.set(user.id, [...own, factor]);
      await db.query(`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status) values ($1, $2, $3, 'totp', 'unverified')`, [factor.id, user.id, friendlyName ?? null]);
      const uri = totpFor(factor.secret, text('issuer') || 'Emulated').toString();
      return [200, { id: factor.id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: '<svg xmlns="http://www.w3.org/2000/svg"/>', secret: factor.secret, uri } }];
    }

    const factorPath = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path);
    if (factorPath) {
      const { user, session } = await authenticate(request);
      const factor = ownFactor(user.id, factorPath[1]!);
      if (method === 'POST' && factorPath[2] === '/challenge') {
        const id = randomUUID();
        challenges.set(id, { factorId: factor.id, createdAt: Date.now() });
        return [200, { id, type: 'totp', expires_at: Math.floor((Date.now() + CODE_LIFETIME_MS) / 1000) }];
      }
      if (method === 'POST' && factorPath[2] === '/verify') {
        const challenge = challenges.get(text('challenge_id'));
        if (!challenge || challenge.factorId !== factor.id) throw new AuthFailure(404, 'mfa_challenge_expired', 'Challenge not found');
        challenges.delete(text('challenge_id'));
        if (Date.now() - challenge.createdAt > CODE_LIFETIME_MS) throw new AuthFailure(422, 'mfa_challenge_expired', 'MFA challenge has expired, verify against another challenge or create a new challenge.');
        const now = Date.now();
        const delta = /^\d{6}$/.test(text('code')) ? totpFor(factor.secret).validate({ token: text('code'), timestamp: now, window: 1 }) : null;
        const step = delta === null ? undefined : Math.floor(now / 30_000) + delta;
        if (step === undefined || (factor.lastUsedStep !== undefined && step <= factor.lastUsedStep)) {
          throw new AuthFailure(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
        }
        factor.lastUsedStep = step;
        factor.status = 'verified';
        await db.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
        session.aal = 'aal2';
        session.amr.unshift({ method: 'totp', timestamp: Math.floor(now / 1000) });
        const sessionId = [...sessions].find(([, s]) => s === session)![0];
        return [200, await tokens(sessionId)];
      }
      if (method === 'DELETE' && !factorPath[2]) {
        if (factor.status === 'verified' && session.aal !== 'aal2') throw new AuthFailure(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
        factors.set(user.id, (factors.get(user.id) ?? []).filter((f) => f !== factor));
        await db.query('delete from auth.mfa_factors where id = $1', [factor.id]);
        return [200, { id: factor.id }];
      }
    }
    throw new AuthFailure(404, 'not_found', `${method} ${path} is not emulated`);
  }

  function send(request: IncomingMessage, response: ServerResponse, status: number, payload: unknown): void {
    if (request.headers[API_VERSION_HEADER] === API_VERSION) response.setHeader('X-Supabase-Api-Version', API_VERSION);
    if (payload === undefined) {
      response.writeHead(status).end();
      return;
    }
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload));
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://emulation');
      requests.push(`${request.method} ${url.pathname}`);
      let body: Record<string, unknown>;
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>) : {};
      } catch {
        send(request, response, 400, { code: 'bad_json', message: 'Could not parse request body as JSON' });
        return;
      }
      route(request, url, body).then(
        ([status, payload]) => send(request, response, status, payload),
        (error: unknown) => {
          const failure = error instanceof AuthFailure ? error : new AuthFailure(500, 'unexpected_failure', String(error));
          const versioned = request.headers[API_VERSION_HEADER] === API_VERSION;
          send(request, response, failure.status, versioned ? { code: failure.code, message: failure.message } : { code: failure.status, error_code: failure.code, msg: failure.message });
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  emulation.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return emulation;
}
