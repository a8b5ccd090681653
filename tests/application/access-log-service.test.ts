import { describe, expect, it } from 'vitest';
import { SignUpService } from '../../src/application/sign-in/sign-up-service';
import { LoginService } from '../../src/application/sign-in/login-service';
import { AccessLogService } from '../../src/application/admin/access-log-service';
import type { ListedSignIn } from '../../src/application/ports/admin-sign-in-log';
import { SESSION_STORE } from '../../src/application/ports/session-store';
import { MemorySessionStore } from '../../src/adapters/memory/memory-session-store';
import { createTestContainer, TEST_USER_AGENT } from '../support/test-container';

const NOW = 1_700_000_000_000;

/** The listed sign-ins, for the admin (AccessLogService answers 'admin-only' to anyone else). */
async function listed(service: AccessLogService, limit?: number): Promise<ListedSignIn[]> {
  const answer = await service.recent(limit);
  if (answer.kind !== 'ok') throw new Error(`the admin was refused: ${answer.kind}`);
  return answer.signIns;
}

describe('AccessLogService.recent: the current session is listed, marked current, however it began', () => {
  it('an admin who signed up and opened the panel, with no login: the session is recorded once, and current; a later login takes its place', async () => {
    const t = createTestContainer();
    await t.container.get(SignUpService).createAccount('9000000001', 'admin', 'adminpass');
    expect(t.session.currentUser()).toEqual({ phone: '9000000001', name: 'admin' });
    t.clock.advance(5_000);
    expect(await listed(t.container.get(AccessLogService))).toEqual([expect.objectContaining({ time: NOW + 5_000, userAgent: TEST_USER_AGENT, current: true })]);
    // Read again (another visit of the section): the same record, not a second one.
    t.clock.advance(5_000);
    expect(await listed(t.container.get(AccessLogService))).toEqual([expect.objectContaining({ time: NOW + 5_000, current: true })]);
    // A login records its own sign-in, which is then the current one; reading records nothing more.
    t.session.logOut();
    await t.container.get(LoginService).logIn('admin', 'adminpass');
    expect(t.session.currentUser()?.name).toBe('admin');
    t.clock.advance(60_000);
    expect((await listed(t.container.get(AccessLogService))).map(({ time, current }) => [time, current])).toEqual([
      [NOW + 10_000, true],
      [NOW + 5_000, false],
    ]);
  });

  it("a session restored with no record (an admin by role, the page loaded into a session begun elsewhere): recorded as it is seen; a visitor or a shopper is answered 'admin-only', recording nothing", async () => {
    const t = createTestContainer();
    expect(await t.container.get(AccessLogService).recent()).toEqual({ kind: 'admin-only' });
    t.session.logIn({ phone: '9876543210', name: 'Asha' });
    expect(await t.container.get(AccessLogService).recent()).toEqual({ kind: 'admin-only' });
    expect(await t.signIns.recent(10)).toEqual([]);
    t.container.rebind(SESSION_STORE).toConstantValue(new MemorySessionStore({ phone: '9000000077', name: 'Store Owner', role: 'admin' }));
    expect(await listed(t.container.get(AccessLogService), 0)).toEqual([]);
    const [signIn, ...rest] = await listed(t.container.get(AccessLogService));
    expect(rest).toEqual([]);
    expect(signIn).toMatchObject({ time: NOW, current: true });
    expect(signIn!.endedAt).toBeUndefined();
  });

  it('two loads at once (a double mount) record one sign-in', async () => {
    const t = createTestContainer();
    t.session.logIn({ phone: '9000000001', name: 'admin' });
    const [first, second] = await Promise.all([listed(t.container.get(AccessLogService)), listed(t.container.get(AccessLogService))]);
    expect(first).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it('a log that cannot be written still lists what it has, with a warning', async () => {
    const t = createTestContainer();
    t.session.logIn({ phone: '9000000001', name: 'admin' });
    t.signIns.record = () => Promise.reject(new Error('storage full'));
    expect(await listed(t.container.get(AccessLogService))).toEqual([]);
    expect(t.logger.warnings).toEqual(['The current admin session could not be recorded in the access log.']);
  });
});
