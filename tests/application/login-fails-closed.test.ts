import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoginService } from '../../src/application/sign-in/login-service';
import { TotpSecondFactor } from '../../src/application/sign-in/totp-second-factor';
import { ADMIN_SIGN_IN_LOG, type AdminSignInLog } from '../../src/application/ports/admin-sign-in-log';
import { SECOND_FACTOR } from '../../src/application/ports/second-factor';
import { SESSION_STORE } from '../../src/application/ports/session-store';
import { LocalTwoFactorSecretStore, TWO_FACTOR_SECRET_KEY } from '../../src/adapters/local/local-two-factor-secret-store';
import { MemorySessionStore } from '../../src/adapters/memory/memory-session-store';
import { MemoryTwoFactorSecretStore } from '../../src/adapters/memory/memory-two-factor-secret-store';
import { addUser, ADMIN_SECRET, currentCode, enableAdminSecret } from '../support/accounts';
import { MapStorage } from '../support/map-storage';
import { RecordingLogger } from '../support/recording-logger';
import { RefusingSessionStore } from '../support/refusing-session-store';
import { createTestContainer, type TestContainer } from '../support/test-container';

// Issue 20, items 1 and 3: a record that cannot be read refuses the login; a session that cannot
// be saved is no login.

async function setUp(): Promise<TestContainer & { login: LoginService }> {
  const t = createTestContainer();
  await addUser(t, 'Asha', 'secret1', '9876543210');
  await addUser(t, 'admin', 'adminpass', '9000000001');
  return { ...t, login: t.container.get(LoginService) };
}


describe('an unreadable two-factor record refuses the admin login', () => {
  it("answers 'second-factor-unreadable' to the right password: no code step, nobody logged in, nothing counted", async () => {
    const t = await setUp();
    t.container.rebind(SECOND_FACTOR).toConstantValue(new TotpSecondFactor(new MemoryTwoFactorSecretStore('unreadable'), t.clock, t.random));
    t.login = t.container.get(LoginService);
    expect(await t.login.logIn('admin', 'adminpass')).toEqual({ kind: 'second-factor-unreadable' });
    expect(t.session.isLoggedIn()).toBe(false);
    expect((await t.loginAttempts.read('admin'))).toBeUndefined();
  });

  it('refuses at the code step too when the record became unreadable after the password', async () => {
    const t = await setUp();
    enableAdminSecret(t);
    const step = await t.login.logIn('admin', 'adminpass');
    if (step.kind !== 'second-factor') throw new Error(`expected the code step, got ${step.kind}`);
    t.twoFactorSecrets.read = () => ({ kind: 'unreadable' });
    expect(await t.login.verifySecondFactor(step.challenge, currentCode(t))).toEqual({ kind: 'second-factor-unreadable' });
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it('a shopper is not asked for a code whatever the admin record holds', async () => {
    const t = await setUp();
    t.container.rebind(SECOND_FACTOR).toConstantValue(new TotpSecondFactor(new MemoryTwoFactorSecretStore('unreadable'), t.clock, t.random));
    t.login = t.container.get(LoginService);
    expect((await t.login.logIn('Asha', 'secret1')).kind).toBe('ok');
  });

  // Whatever is stored under the key, the admin's password alone never logs in: a readable record
  // asks for the code, anything else is refused.
  it('property: with anything stored as the record, the right password alone never logs the admin in', async () => {
    const valid = fc.record({ secret: fc.constant(ADMIN_SECRET), lastUsedStep: fc.oneof(fc.integer(), fc.constant(null), fc.double()) }, { requiredKeys: ['secret'] });
    const stored = fc.oneof(
      fc.string(),
      fc.json(),
      valid.map((record) => JSON.stringify(record)),
      fc.jsonValue().map((value) => JSON.stringify({ secret: value, lastUsedStep: 1 })),
      fc.constantFrom('{"secret":"jbswy3dpehpk3pxpjbswy3dpehpk3pxp"}', '{"secret":"JBSWY3DPEHPK3PXP","lastUsedStep":-1}', ADMIN_SECRET.toLowerCase()),
    );
    await fc.assert(
      fc.asyncProperty(stored, async (raw) => {
        // A fresh shop each run: the throttle must not be what stops the login.
        const t = await setUp();
        const storage = new MapStorage();
        t.container.rebind(SECOND_FACTOR).toConstantValue(new TotpSecondFactor(new LocalTwoFactorSecretStore(storage, new RecordingLogger()), t.clock, t.random));
        t.login = t.container.get(LoginService);
        storage.setItem(TWO_FACTOR_SECRET_KEY, raw);
        const outcome = await t.login.logIn('admin', 'adminpass');
        expect(['second-factor', 'second-factor-unreadable']).toContain(outcome.kind);
        expect(t.session.isLoggedIn()).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});

describe('no login without its session', () => {
  it("answers 'session-not-saved' when the session cannot be kept: no 'ok', nobody logged in", async () => {
    const t = await setUp();
    t.container.rebind(SESSION_STORE).toConstantValue(new RefusingSessionStore());
    t.login = t.container.get(LoginService);
    expect(await t.login.logIn('Asha', 'secret1')).toEqual({ kind: 'session-not-saved' });
    expect(t.logger.errors).toContain('The session could not be saved: nobody was logged in.');
  });

  it("answers 'session-not-saved' after the admin's code too", async () => {
    const t = await setUp();
    enableAdminSecret(t);
    t.container.rebind(SESSION_STORE).toConstantValue(new RefusingSessionStore());
    t.login = t.container.get(LoginService);
    const step = await t.login.logIn('admin', 'adminpass');
    if (step.kind !== 'second-factor') throw new Error(`expected the code step, got ${step.kind}`);
    expect(await t.login.verifySecondFactor(step.challenge, currentCode(t))).toEqual({ kind: 'session-not-saved' });
  });

  it('records the assurance the login established: the password alone, or the password and the code', async () => {
    const t = await setUp();
    const levels: unknown[] = [];
    const session = new (class extends MemorySessionStore {
      override logIn(...args: Parameters<MemorySessionStore['logIn']>): void {
        levels.push(args[1]);
        super.logIn(...args);
      }
    })();
    t.container.rebind(SESSION_STORE).toConstantValue(session);
    t.login = t.container.get(LoginService);
    await t.login.logIn('Asha', 'secret1');
    enableAdminSecret(t);
    const step = await t.login.logIn('admin', 'adminpass');
    if (step.kind !== 'second-factor') throw new Error(`expected the code step, got ${step.kind}`);
    await t.login.verifySecondFactor(step.challenge, currentCode(t));
    expect(levels).toEqual(['password', 'password-and-code']);
  });

  it('logs the admin in when the Access Logs cannot be written, and says the sign-in is missing from them', async () => {
    const t = await setUp();
    const signIns = t.container.get<AdminSignInLog>(ADMIN_SIGN_IN_LOG);
    signIns.record = () => Promise.reject(new Error('full'));
    expect(await t.login.logIn('admin', 'adminpass')).toEqual({ kind: 'ok', name: 'admin', returnPath: '/', accessLogNotWritten: true });
    expect(t.session.isLoggedIn()).toBe(true);
  });
});
