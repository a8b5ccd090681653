import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupabaseAdminSignInLog } from '../../src/adapters/supabase/supabase-admin-sign-in-log';
import { MemorySessionStore } from '../../src/adapters/memory/memory-session-store';
import { AccessLogService } from '../../src/application/admin/access-log-service';
import { ADMIN_SIGN_IN_LOG } from '../../src/application/ports/admin-sign-in-log';
import { SESSION_STORE } from '../../src/application/ports/session-store';
import { createTestContainer } from '../support/test-container';
import { adminSignInLogContract, USER_AGENT } from '../adapters/admin-sign-in-log.contract';
import { seedAccounts } from './support/catalogue-fixture';
import { ADMIN_ID, admin, anon, shopper, type Actor } from './support/database';
import { connectToApiDatabase, supabaseAs } from './support/postgrest';

// The Access Logs through supabase-js and PostgREST. Only this file writes the API database's
// admin_sign_ins table, so emptying it needs no lock.
let db: pg.Client;

const SECOND_ADMIN_ID = '00000000-0000-4000-8000-00000000a002';
const secondAdmin: Actor = { label: 'second admin', role: 'authenticated', userId: SECOND_ADMIN_ID };
const OTHER_BROWSER = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

beforeAll(async () => {
  db = await connectToApiDatabase();
  await seedAccounts(db);
  await db.query(
    `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'second-admin@fashionzone.test', '{"name":"Second Admin"}')
     on conflict (id) do nothing`,
    [SECOND_ADMIN_ID],
  );
  await db.query(`update public.profiles set role = 'admin' where id = $1`, [SECOND_ADMIN_ID]);
});
afterAll(() => db.end());

const emptyLog = () => db.query('truncate public.admin_sign_ins');

/** A sign-in made elsewhere (another page load, browser or admin), as the superuser writes it. */
async function seedSignIn(userId: string, userAgent: string, time: number, ip: string | null = null): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.admin_sign_ins (user_id, user_agent, signed_in_at, ip) values ($1, $2, to_timestamp($3 / 1000.0), $4) returning id`,
    [userId, userAgent, time, ip],
  );
  return rows[0]!.id;
}

async function endedAt(id: string): Promise<number | undefined> {
  const { rows } = await db.query<{ ended_at: Date | null }>('select ended_at from public.admin_sign_ins where id = $1', [id]);
  return rows[0]?.ended_at?.getTime();
}

adminSignInLogContract('SupabaseAdminSignInLog (PostgREST, as an admin)', async (capacity) => {
  await emptyLog();
  return new SupabaseAdminSignInLog(supabaseAs(admin), USER_AGENT, capacity);
});

describe('SupabaseAdminSignInLog', () => {
  it("records the sign-in in the admin's own name, with the browser and the time; lists the address where the backend saw one", async () => {
    await emptyLog();
    const seen = await seedSignIn(ADMIN_ID, OTHER_BROWSER, 1_000, '203.0.113.7');
    await new SupabaseAdminSignInLog(supabaseAs(admin), USER_AGENT).record(2_000);
    const { rows } = await db.query<{ signed_in_at: Date }>('select user_id, user_agent, ip, signed_in_at from public.admin_sign_ins order by signed_in_at');
    expect(rows.map(({ signed_in_at, ...row }) => ({ ...row, time: signed_in_at.getTime() }))).toEqual([
      { user_id: ADMIN_ID, user_agent: OTHER_BROWSER, ip: '203.0.113.7', time: 1_000 },
      { user_id: ADMIN_ID, user_agent: USER_AGENT, ip: null, time: 2_000 },
    ]);
    const [mine, other] = await new SupabaseAdminSignInLog(supabaseAs(admin), USER_AGENT).recent(5);
    expect(mine).not.toHaveProperty('ip');
    expect(other).toEqual({ id: seen, time: 1_000, userAgent: OTHER_BROWSER, ip: '203.0.113.7', current: false });
  });

  it("after a reload, takes the admin's newest open sign-in from this browser for the current one, and a new sign-in ends only that one", async () => {
    await emptyLog();
    const older = await seedSignIn(ADMIN_ID, USER_AGENT, 1_000);
    const before = await seedSignIn(ADMIN_ID, USER_AGENT, 2_000);
    const otherBrowser = await seedSignIn(ADMIN_ID, OTHER_BROWSER, 3_000);
    const otherAdmin = await seedSignIn(SECOND_ADMIN_ID, USER_AGENT, 4_000);
    const reloaded = new SupabaseAdminSignInLog(supabaseAs(admin), USER_AGENT);
    expect((await reloaded.recent(10)).map((entry) => [entry.id, entry.current])).toEqual([
      [otherAdmin, false],
      [otherBrowser, false],
      [before, true],
      [older, false],
    ]);
    expect((await new SupabaseAdminSignInLog(supabaseAs(secondAdmin), USER_AGENT).recent(1))[0]).toMatchObject({ id: otherAdmin, current: true });

    await reloaded.record(5_000);
    expect(await endedAt(before)).toBe(5_000);
    expect([await endedAt(older), await endedAt(otherBrowser), await endedAt(otherAdmin)]).toEqual([undefined, undefined, undefined]);
    const [newest] = await reloaded.recent(1);
    expect(newest).toMatchObject({ time: 5_000, userAgent: USER_AGENT, current: true });
    expect(newest!.endedAt).toBeUndefined();
  });

  it('the Access Logs of an admin whose session began without a recorded sign-in (signed up, then made admin; a page loaded into it) list it as Current, recorded once', async () => {
    await emptyLog();
    const theirs = await seedSignIn(SECOND_ADMIN_ID, USER_AGENT, 1_000);
    const accessLogsOnALoadedPage = () => {
      const test = createTestContainer();
      test.container.rebind(SESSION_STORE).toConstantValue(new MemorySessionStore({ phone: '9000000001', name: 'Admin', role: 'admin' }));
      test.container.rebind(ADMIN_SIGN_IN_LOG).toConstantValue(new SupabaseAdminSignInLog(supabaseAs(admin), USER_AGENT));
      return { clock: test.clock, service: test.container.get(AccessLogService) };
    };
    const signInsOf = async (service: AccessLogService) => {
      const answer = await service.recent();
      if (answer.kind !== 'ok') throw new Error(`the admin was refused: ${answer.kind}`);
      return answer.signIns;
    };
    const first = accessLogsOnALoadedPage();
    const listed = await signInsOf(first.service);
    expect(listed.map(({ id, current }) => [id === theirs ? 'theirs' : 'mine', current])).toEqual([
      ['mine', true],
      ['theirs', false],
    ]);
    expect(listed[0]).toMatchObject({ time: first.clock.now(), userAgent: USER_AGENT });
    const { rows } = await db.query('select user_id, ended_at from public.admin_sign_ins where id = $1', [listed[0]!.id]);
    expect(rows).toEqual([{ user_id: ADMIN_ID, ended_at: null }]);
    // Another load of the page (a new adapter): the same sign-in is its current one; nothing more is recorded.
    expect((await signInsOf(accessLogsOnALoadedPage().service)).map(({ id, current }) => [id, current])).toEqual([
      [listed[0]!.id, true],
      [theirs, false],
    ]);
  });

  it("does not end another admin's sign-in (row-level security: nothing happens), nor complain of an id no row has", async () => {
    await emptyLog();
    const theirs = await seedSignIn(SECOND_ADMIN_ID, OTHER_BROWSER, 1_000);
    const log = new SupabaseAdminSignInLog(supabaseAs(admin), USER_AGENT);
    await log.end(theirs, 2_000);
    expect(await endedAt(theirs)).toBeUndefined();
    await expect(log.end(randomUUID(), 2_000)).resolves.toBeUndefined();
  });

  it('lets a shopper neither record, read nor end a sign-in, and says why', async () => {
    await emptyLog();
    const adminsSignIn = await seedSignIn(ADMIN_ID, USER_AGENT, 1_000);
    const log = new SupabaseAdminSignInLog(supabaseAs(shopper), USER_AGENT);
    await expect(log.record(2_000)).rejects.toThrow('The sign-in could not be recorded: only an admin may keep or read the access log.');
    expect(await log.recent(10)).toEqual([]);
    await log.end(adminsSignIn, 3_000);
    expect(await endedAt(adminsSignIn)).toBeUndefined();
    expect((await db.query('select count(*)::int as count from public.admin_sign_ins')).rows).toEqual([{ count: 1 }]);
  });

  it('refuses anon a look at the log (42501), with a message', async () => {
    await expect(new SupabaseAdminSignInLog(supabaseAs(anon), USER_AGENT).recent(10)).rejects.toThrow(
      'The access log could not be read: only an admin may keep or read the access log.',
    );
  });
});
