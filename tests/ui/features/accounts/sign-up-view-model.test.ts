import { describe, expect, it } from 'vitest';
import { RESEND_WAIT_SECONDS, SignUpViewModel } from '../../../../src/ui/features/accounts/sign-up-view-model';
import { addUser } from '../../../support/accounts';
import { createTestContainer } from '../../../support/test-container';

async function setUp() {
  const t = createTestContainer();
  return { ...t, vm: await t.container.getAsync(SignUpViewModel) };
}

describe('SignUpViewModel', () => {
  it('goes phone → code → account, and registers and logs in, answering the saved page', async () => {
    const t = await setUp();
    t.returnPath.save('/product/1');
    await t.vm.sendCode('9876543210');
    expect(t.vm.step).toBe('otp');
    expect(t.phones.sentTo).toEqual(['9876543210']);
    await t.vm.verifyCode('123456');
    expect(t.vm.step).toBe('account');
    expect(await t.vm.createAccount('Asha', 'secret1')).toBe('/product/1');
    expect(t.session.currentUser()).toEqual({ phone: '9876543210', name: 'Asha' });
  });

  it('stays on step 1 and says so when the number already has an account', async () => {
    const t = await setUp();
    await addUser(t, 'Ravi', 'secret1', '9876543210');
    await t.vm.sendCode('9876543210');
    expect(t.vm.step).toBe('phone');
    expect(t.vm.phoneTaken).toBe(true);
    await t.vm.sendCode('9876543211');
    expect(t.vm.phoneTaken).toBe(false);
    expect(t.vm.step).toBe('otp');
  });

  it('stays on step 2 with a code the phone did not get', async () => {
    const t = await setUp();
    await t.vm.sendCode('9876543210');
    await t.vm.verifyCode('12345');
    expect(t.vm.step).toBe('otp');
  });

  it('Change Phone Number goes back to step 1 with the number kept', async () => {
    const t = await setUp();
    await t.vm.sendCode('9876543210');
    t.vm.changePhone();
    expect(t.vm.step).toBe('phone');
    expect(t.vm.phone).toBe('9876543210');
  });

  it('after a resend, waits 30 s on the clock, counting down each second', async () => {
    const t = await setUp();
    await t.vm.sendCode('9876543210');
    expect(t.vm.canResend).toBe(true);
    await t.vm.resend();
    expect(t.phones.sentTo).toHaveLength(2);
    expect(t.vm.resendSecondsLeft).toBe(RESEND_WAIT_SECONDS);
    expect(t.vm.canResend).toBe(false);
    t.clock.advance(1000);
    expect(t.vm.resendSecondsLeft).toBe(29);
    await t.vm.resend();
    expect(t.phones.sentTo).toHaveLength(2);
    t.clock.advance(28_999);
    expect(t.vm.resendSecondsLeft).toBe(1);
    t.clock.advance(1);
    expect(t.vm.resendSecondsLeft).toBe(0);
    expect(t.vm.canResend).toBe(true);
    expect(t.clock.pendingTimers()).toBe(0);
  });

  it('leaves no timer behind once disposed', async () => {
    const t = await setUp();
    await t.vm.sendCode('9876543210');
    await t.vm.resend();
    expect(t.clock.pendingTimers()).toBe(1);
    t.vm.dispose();
    expect(t.clock.pendingTimers()).toBe(0);
  });

  it('says why an account was not created, and registers nobody', async () => {
    const t = await setUp();
    await addUser(t, 'Asha', 'secret1', '9000000001');
    await t.vm.sendCode('9876543210');
    await t.vm.verifyCode('123456');
    expect(await t.vm.createAccount('ASHA', 'secret2')).toBeUndefined();
    expect(t.vm.registerProblem).toBe('name-taken');
    expect(t.session.isLoggedIn()).toBe(false);
    expect(await t.vm.createAccount('Meera', 'secret2')).toBe('/');
    expect(t.vm.registerProblem).toBeUndefined();
  });
});
