import { describe, expect, it } from 'vitest';
import { TwoFactorSetupService } from '../../src/application/accounts/two-factor-setup-service';
import { SECOND_FACTOR, type SecondFactor } from '../../src/application/ports/second-factor';
import { currentCode, wrongCode } from '../support/accounts';
import { createTestContainer } from '../support/test-container';

const ADMIN = { phone: '9000000001', name: 'Admin' };
const COMPLETE = { kind: 'success', title: 'Setup Complete', description: 'Two-factor authentication has been enabled' };
const FAILED = { kind: 'error', title: 'Setup Failed', description: 'Failed to generate 2FA credentials' };

function setUp(user: { phone: string; name: string } | null = ADMIN) {
  const t = createTestContainer();
  if (user) t.session.logIn(user);
  return { ...t, setup: t.container.get(TwoFactorSetupService) };
}

describe('TwoFactorSetupService', () => {
  it('starts a setup for the logged-in admin: a secret and its otpauth URI', async () => {
    const t = setUp();
    const started = await t.setup.startTwoFactorSetup();
    expect(started?.uri).toContain(`secret=${started?.secret}`);
    expect(t.notifier.notices).toEqual([]);
    expect(await t.setup.isTwoFactorEnabled()).toBe(false);
  });

  it("enables it with the right code: 'Setup Complete'", async () => {
    const t = setUp();
    const started = await t.setup.startTwoFactorSetup();
    expect(await t.setup.confirmTwoFactorSetup(currentCode(t, started!.secret))).toBe(true);
    expect(t.notifier.notices).toEqual([COMPLETE]);
    expect(await t.setup.isTwoFactorEnabled()).toBe(true);
  });

  it("keeps it pending after a wrong code: 'Invalid code', then the right one still works", async () => {
    const t = setUp();
    const { secret } = (await t.setup.startTwoFactorSetup())!;
    expect(await t.setup.confirmTwoFactorSetup(wrongCode(t, secret))).toBe(false);
    expect(t.notifier.notices).toEqual([{ kind: 'error', title: 'Verification Failed', description: 'Invalid code. Please try again.' }]);
    expect(await t.setup.isTwoFactorEnabled()).toBe(false);
    expect(await t.setup.confirmTwoFactorSetup(currentCode(t, secret))).toBe(true);
  });

  it("says 'Setup Failed' when no setup was started", async () => {
    const t = setUp();
    expect(await t.setup.confirmTwoFactorSetup('123456')).toBe(false);
    expect(t.notifier.notices).toEqual([FAILED]);
  });

  it("says 'Setup Failed' / 'Failed to generate 2FA credentials' when the secret cannot be made or kept", async () => {
    const t = setUp();
    const factor = t.container.get<SecondFactor>(SECOND_FACTOR);
    factor.startSetup = async () => {
      throw new Error('storage full');
    };
    expect(await t.setup.startTwoFactorSetup()).toBeUndefined();
    expect(t.notifier.notices).toEqual([FAILED]);
    expect(t.logger.errors).toEqual(['Two-factor setup could not start.']);
  });

  it('is for the logged-in admin only', async () => {
    for (const user of [null, { phone: '9876543210', name: 'Asha' }]) {
      const t = setUp(user);
      expect(await t.setup.startTwoFactorSetup()).toBeUndefined();
      expect(await t.setup.confirmTwoFactorSetup('123456')).toBe(false);
      expect(await t.setup.isTwoFactorEnabled()).toBe(false);
      expect(t.twoFactorSecrets.readPending()).toBeUndefined();
      expect(t.notifier.notices.map((n) => n.title)).toEqual(['Setup Failed', 'Setup Failed']);
    }
  });
});

describe('TwoFactorSetupService.turnOffTwoFactor', () => {
  async function enabled() {
    const t = setUp();
    const started = await t.setup.startTwoFactorSetup();
    await t.setup.confirmTwoFactorSetup(currentCode(t, started!.secret));
    t.clock.advance(30_000);
    t.notifier.notices.length = 0;
    return { ...t, secret: started!.secret };
  }

  it('needs a current code: a wrong one keeps it on, the right one turns it off', async () => {
    const t = await enabled();
    expect(await t.setup.turnOffTwoFactor(wrongCode(t, t.secret))).toBe(false);
    expect(await t.setup.isTwoFactorEnabled()).toBe(true);
    expect(await t.setup.turnOffTwoFactor(currentCode(t, t.secret))).toBe(true);
    expect(await t.setup.isTwoFactorEnabled()).toBe(false);
    expect(t.twoFactorSecrets.read()).toBeUndefined();
    expect(t.notifier.notices).toEqual([
      { kind: 'error', title: 'Verification Failed', description: 'Invalid code. Please try again.' },
      { kind: 'success', title: 'Two-Factor Disabled', description: 'Two-factor authentication has been turned off' },
    ]);
  });

  it('refuses the code that was just used to enable it', async () => {
    const t = setUp();
    const started = await t.setup.startTwoFactorSetup();
    const code = currentCode(t, started!.secret);
    await t.setup.confirmTwoFactorSetup(code);
    expect(await t.setup.turnOffTwoFactor(code)).toBe(false);
    expect(await t.setup.isTwoFactorEnabled()).toBe(true);
  });

  it('is for the logged-in admin only', async () => {
    const t = await enabled();
    t.session.logIn({ phone: '9876543210', name: 'Asha' });
    expect(await t.setup.turnOffTwoFactor(currentCode(t, t.secret))).toBe(false);
    expect(t.twoFactorSecrets.read()).toBeDefined();
  });
});
