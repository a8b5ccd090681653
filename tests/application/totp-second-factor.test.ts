import { describe, expect, it } from 'vitest';
import { SECOND_FACTOR, type SecondFactor } from '../../src/application/ports/second-factor';
import { totpStep } from '../../src/domain/sign-in/totp';
import { ADMIN_SECRET, currentCode, enableAdminSecret, wrongCode } from '../support/accounts';
import { createTestContainer } from '../support/test-container';

const ADMIN = { phone: '9000000001', name: 'Admin' };
const SHOPPER = { phone: '9876543210', name: 'Asha' };

function setUp() {
  const t = createTestContainer();
  return { ...t, factor: t.container.get<SecondFactor>(SECOND_FACTOR) };
}

describe('TotpSecondFactor', () => {
  it('is required only of the admin (any case), and only once a secret is enabled', async () => {
    const t = setUp();
    expect(await t.factor.status(ADMIN)).toBe('off');
    enableAdminSecret(t);
    expect(await t.factor.status(ADMIN)).toBe('on');
    expect(await t.factor.status({ ...ADMIN, name: 'ADMIN' })).toBe('on');
    expect(await t.factor.status(SHOPPER)).toBe('off');
  });

  it('accepts the current code once and records its step; the same code again is a replay', async () => {
    const t = setUp();
    enableAdminSecret(t);
    const code = currentCode(t);
    expect(await t.factor.verify(ADMIN, code)).toBe('ok');
    expect(t.twoFactorSecrets.read()).toEqual({ kind: 'enabled', record: { secret: ADMIN_SECRET, lastUsedStep: totpStep(t.clock.now()) } });
    // Still within the same 30 s step (the test clock starts 20 s into one).
    t.clock.advance(5_000);
    expect(totpStep(t.clock.now())).toBe(totpStep(t.clock.now() - 5_000));
    expect(await t.factor.verify(ADMIN, code)).toBe('replayed');
  });

  it("accepts the next step's code after a replay was refused", async () => {
    const t = setUp();
    enableAdminSecret(t);
    t.clock.advance(30_000 - (t.clock.now() % 30_000));
    const code = currentCode(t);
    expect(await t.factor.verify(ADMIN, code)).toBe('ok');
    expect(await t.factor.verify(ADMIN, code)).toBe('replayed');
    t.clock.advance(30_000);
    expect(await t.factor.verify(ADMIN, currentCode(t))).toBe('ok');
  });

  it('refuses a wrong code, and answers not-set-up without a secret or for anyone but the admin', async () => {
    const t = setUp();
    expect(await t.factor.verify(ADMIN, currentCode(t))).toBe('not-set-up');
    enableAdminSecret(t);
    expect(await t.factor.verify(ADMIN, wrongCode(t))).toBe('invalid');
    expect(await t.factor.verify(SHOPPER, currentCode(t))).toBe('not-set-up');
  });

  it('sets up: a pending secret from the random source, with its otpauth URI; it guards nothing until confirmed', async () => {
    const t = setUp();
    const setup = await t.factor.startSetup(ADMIN);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Fashion%20Zone:admin\?/);
    expect(t.twoFactorSecrets.readPending()).toBe(setup.secret);
    expect(await t.factor.status(ADMIN)).toBe('off');
  });

  it('keeps the pending secret after a wrong code, and enables it with the right one', async () => {
    const t = setUp();
    const { secret } = await t.factor.startSetup(ADMIN);
    expect(await t.factor.confirmSetup(ADMIN, wrongCode(t, secret))).toBe('invalid');
    expect(t.twoFactorSecrets.readPending()).toBe(secret);
    expect(await t.factor.confirmSetup(ADMIN, currentCode(t, secret))).toBe('enabled');
    expect(t.twoFactorSecrets.readPending()).toBeUndefined();
    expect(t.twoFactorSecrets.read()).toEqual({ kind: 'enabled', record: { secret, lastUsedStep: expect.any(Number) } });
    expect(await t.factor.status(ADMIN)).toBe('on');
  });

  it('spends the step that confirmed the setup: that code cannot also pass a login', async () => {
    const t = setUp();
    const { secret } = await t.factor.startSetup(ADMIN);
    const code = currentCode(t, secret);
    await t.factor.confirmSetup(ADMIN, code);
    expect(await t.factor.verify(ADMIN, code)).toBe('replayed');
  });

  it('answers not-started without a pending secret, and refuses setup to anyone but the admin', async () => {
    const t = setUp();
    expect(await t.factor.confirmSetup(ADMIN, '123456')).toBe('not-started');
    await expect(t.factor.startSetup(SHOPPER)).rejects.toThrow();
    expect(t.twoFactorSecrets.readPending()).toBeUndefined();
  });

  it('makes a different secret each time it is set up', async () => {
    const t = setUp();
    const first = await t.factor.startSetup(ADMIN);
    const second = await t.factor.startSetup(ADMIN);
    expect(second.secret).not.toBe(first.secret);
  });
});
