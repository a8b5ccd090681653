import { describe, expect, it } from 'vitest';
import { TwoFactorSetupService } from '../../src/application/sign-in/two-factor-setup-service';
import { SECOND_FACTOR, type SecondFactor } from '../../src/application/ports/second-factor';
import { currentCode, wrongCode } from '../support/accounts';
import { createTestContainer } from '../support/test-container';

// The service answers; the settings' view model says it (tests/ui/admin/two-factor-settings-view-model.test.ts).

const ADMIN = { phone: '9000000001', name: 'Admin' };

function setUp(user: { phone: string; name: string } | null = ADMIN) {
  const t = createTestContainer();
  if (user) t.session.logIn(user);
  return { ...t, setup: t.container.get(TwoFactorSetupService) };
}

async function started(t: ReturnType<typeof setUp>): Promise<string> {
  const outcome = await t.setup.startTwoFactorSetup();
  if (outcome.kind !== 'ok') throw new Error(`expected a setup, got ${outcome.kind}`);
  return outcome.setup.secret;
}

describe('TwoFactorSetupService', () => {
  it('starts a setup for the logged-in admin: a secret and its otpauth URI, not yet enabled', async () => {
    const t = setUp();
    const outcome = await t.setup.startTwoFactorSetup();
    expect(outcome.kind).toBe('ok');
    if (outcome.kind === 'ok') expect(outcome.setup.uri).toContain(`secret=${outcome.setup.secret}`);
    expect(await t.setup.twoFactorStatus()).toBe('off');
  });

  it('enables it with the right code', async () => {
    const t = setUp();
    const secret = await started(t);
    expect(await t.setup.confirmTwoFactorSetup(currentCode(t, secret))).toEqual({ kind: 'ok' });
    expect(await t.setup.twoFactorStatus()).toBe('on');
  });

  it("keeps it pending after a wrong code ('wrong-code'), then the right one still works", async () => {
    const t = setUp();
    const secret = await started(t);
    expect(await t.setup.confirmTwoFactorSetup(wrongCode(t, secret))).toEqual({ kind: 'wrong-code' });
    expect(await t.setup.twoFactorStatus()).toBe('off');
    expect(await t.setup.confirmTwoFactorSetup(currentCode(t, secret))).toEqual({ kind: 'ok' });
  });

  it("refuses a code that is not six digits ('invalid', the schema's message), keeping the setup pending", async () => {
    const t = setUp();
    const secret = await started(t);
    expect(await t.setup.confirmTwoFactorSetup('12345')).toEqual({ kind: 'invalid', errors: { code: 'Code must be 6 digits' } });
    expect(await t.setup.confirmTwoFactorSetup('12a456')).toEqual({ kind: 'invalid', errors: { code: 'Code must be 6 digits' } });
    expect(await t.setup.confirmTwoFactorSetup(currentCode(t, secret))).toEqual({ kind: 'ok' });
  });

  it("answers 'not-started' when no setup was started", async () => {
    const t = setUp();
    expect(await t.setup.confirmTwoFactorSetup('123456')).toEqual({ kind: 'not-started' });
  });

  it("answers 'not-saved' when the secret cannot be made or kept, logging the error", async () => {
    const t = setUp();
    const factor = t.container.get<SecondFactor>(SECOND_FACTOR);
    factor.startSetup = async () => {
      throw new Error('storage full');
    };
    expect(await t.setup.startTwoFactorSetup()).toEqual({ kind: 'not-saved' });
    factor.confirmSetup = async () => {
      throw new Error('storage full');
    };
    expect(await t.setup.confirmTwoFactorSetup('123456')).toEqual({ kind: 'not-saved' });
    expect(t.logger.errors).toEqual(['Two-factor setup could not start.', 'Two-factor setup could not be completed.']);
  });

  it("is for the logged-in admin only ('admin-only'): nothing started, nothing enabled", async () => {
    for (const user of [null, { phone: '9876543210', name: 'Asha' }]) {
      const t = setUp(user);
      expect(await t.setup.startTwoFactorSetup()).toEqual({ kind: 'admin-only' });
      expect(await t.setup.confirmTwoFactorSetup('123456')).toEqual({ kind: 'admin-only' });
      expect(await t.setup.turnOffTwoFactor('123456')).toEqual({ kind: 'admin-only' });
      expect(await t.setup.twoFactorStatus()).toBe('off');
      expect(t.twoFactorSecrets.readPending()).toBeUndefined();
    }
  });

  it('raises no toast of its own: the view model says each outcome', async () => {
    const t = setUp();
    const secret = await started(t);
    await t.setup.confirmTwoFactorSetup(wrongCode(t, secret));
    await t.setup.confirmTwoFactorSetup(currentCode(t, secret));
    expect(t.notifier.notices).toEqual([]);
  });
});

describe('TwoFactorSetupService.turnOffTwoFactor', () => {
  async function enabled() {
    const t = setUp();
    const secret = await started(t);
    await t.setup.confirmTwoFactorSetup(currentCode(t, secret));
    t.clock.advance(30_000);
    return { ...t, secret };
  }

  it("needs a current code: a wrong one keeps it on ('wrong-code'), the right one turns it off", async () => {
    const t = await enabled();
    expect(await t.setup.turnOffTwoFactor(wrongCode(t, t.secret))).toEqual({ kind: 'wrong-code' });
    expect(await t.setup.twoFactorStatus()).toBe('on');
    expect(await t.setup.turnOffTwoFactor('12345')).toEqual({ kind: 'invalid', errors: { code: 'Code must be 6 digits' } });
    expect(await t.setup.turnOffTwoFactor(currentCode(t, t.secret))).toEqual({ kind: 'ok' });
    expect(await t.setup.twoFactorStatus()).toBe('off');
    expect(t.twoFactorSecrets.read()).toEqual({ kind: 'none' });
  });

  it("refuses the code that was just used to enable it ('replayed')", async () => {
    const t = setUp();
    const secret = await started(t);
    const code = currentCode(t, secret);
    await t.setup.confirmTwoFactorSetup(code);
    expect(await t.setup.turnOffTwoFactor(code)).toEqual({ kind: 'replayed' });
    expect(await t.setup.twoFactorStatus()).toBe('on');
  });

  it("answers 'not-set-up' when there is nothing to turn off", async () => {
    const t = setUp();
    expect(await t.setup.turnOffTwoFactor('123456')).toEqual({ kind: 'not-set-up' });
  });

  it('is for the logged-in admin only', async () => {
    const t = await enabled();
    t.session.logIn({ phone: '9876543210', name: 'Asha' });
    expect(await t.setup.turnOffTwoFactor(currentCode(t, t.secret))).toEqual({ kind: 'admin-only' });
    expect(t.twoFactorSecrets.read()).toBeDefined();
  });
});

describe('TwoFactorSetupService over an unreadable record (issue 20, item 1)', () => {
  it("says 'unreadable', and refuses a setup over it or turning it off: no session is the admin's then", async () => {
    const t = createTestContainer();
    t.session.logIn({ phone: '9000000001', name: 'admin' }, 'password-and-code');
    t.twoFactorSecrets.read = () => ({ kind: 'unreadable' });
    const setup = t.container.get(TwoFactorSetupService);
    expect(await setup.twoFactorStatus()).toBe('unreadable');
    expect(await setup.startTwoFactorSetup()).toEqual({ kind: 'admin-only' });
    expect(await setup.turnOffTwoFactor('123456')).toEqual({ kind: 'admin-only' });
    expect(t.twoFactorSecrets.readPending()).toBeUndefined();
  });

  it('raises the session to password and code once the setup is confirmed, as the next logins will be', async () => {
    const t = createTestContainer();
    t.session.logIn({ phone: '9000000001', name: 'admin' });
    const setup = t.container.get(TwoFactorSetupService);
    const started = await setup.startTwoFactorSetup();
    if (started.kind !== 'ok') throw new Error(started.kind);
    expect(await setup.confirmTwoFactorSetup(currentCode(t, started.setup.secret))).toEqual({ kind: 'ok' });
    expect(await t.session.verify()).toMatchObject({ assurance: 'password-and-code' });
    expect(await setup.twoFactorStatus()).toBe('on');
  });
});
