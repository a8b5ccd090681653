import { describe, expect, it } from 'vitest';
import { LoginViewModel } from '../../../../src/ui/features/accounts/login-view-model';
import { addUser, currentCode, enableAdminSecret, wrongCode } from '../../../support/accounts';
import { createTestContainer } from '../../../support/test-container';

async function setUp() {
  const t = createTestContainer();
  await addUser(t, 'Asha', 'secret1', '9876543210');
  await addUser(t, 'admin', 'adminpass', '9000000001');
  return { ...t, vm: await t.container.getAsync(LoginViewModel) };
}

describe('LoginViewModel: name and password', () => {
  it('answers the saved page once logged in, and stays on the form', async () => {
    const t = await setUp();
    t.returnPath.save('/product/1');
    expect(await t.vm.logIn('Asha', 'secret1')).toBe('/product/1');
    expect(t.session.currentUser()?.name).toBe('Asha');
    expect(t.vm.step).toBe('password');
  });

  it('answers nothing when the login fails; the toast says why, the form shows no message of its own', async () => {
    const t = await setUp();
    expect(await t.vm.logIn('Nobody', 'secret1')).toBeUndefined();
    expect(t.notifier.notices.map((n) => n.description)).toEqual(['User not found. Please check your name or sign up.']);
    expect(t.vm.alert).toBeUndefined();
    expect(t.vm.name).toBe('Nobody');
  });

  it("shows the throttle's wait in the form, and clears it at the next try", async () => {
    const t = await setUp();
    for (let i = 0; i < 5; i++) await t.vm.logIn('Asha', 'wrong-password');
    expect(t.vm.alert).toBeUndefined();
    expect(await t.vm.logIn('Asha', 'secret1')).toBeUndefined();
    expect(t.vm.alert).toBe('Too many failed attempts. Try again in 30 seconds.');
    t.clock.advance(30_000);
    expect(await t.vm.logIn('Asha', 'secret1')).toBe('/');
    expect(t.vm.alert).toBeUndefined();
  });
});

describe('LoginViewModel: the admin code step', () => {
  async function atCodeStep() {
    const t = await setUp();
    enableAdminSecret(t);
    expect(await t.vm.logIn('admin', 'adminpass')).toBeUndefined();
    return t;
  }

  it('asks for the code after the password, without logging in yet', async () => {
    const t = await atCodeStep();
    expect(t.vm.step).toBe('second-factor');
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it('keeps digits only, six at most, and can verify only at exactly six', async () => {
    const { vm } = await atCodeStep();
    vm.setCode('12a 3-45');
    expect(vm.code).toBe('12345');
    expect(vm.canVerify).toBe(false);
    expect(await vm.verify()).toBeUndefined();
    vm.setCode('1234567');
    expect(vm.code).toBe('123456');
    expect(vm.canVerify).toBe(true);
  });

  it('a wrong code is refused and cleared; the right one logs in and answers the saved page', async () => {
    const t = await atCodeStep();
    t.returnPath.save('/deals');
    t.vm.setCode(wrongCode(t));
    expect(await t.vm.verify()).toBeUndefined();
    expect(t.vm.code).toBe('');
    expect(t.vm.step).toBe('second-factor');
    expect(t.notifier.notices.at(-1)?.description).toBe('Invalid code. Please try again.');
    t.vm.setCode(currentCode(t));
    expect(await t.vm.verify()).toBe('/deals');
    expect(t.session.currentUser()?.name).toBe('admin');
  });

  it('Cancel goes back to the form with the name kept; the challenge is forgotten', async () => {
    const t = await atCodeStep();
    t.vm.setCode(currentCode(t));
    t.vm.cancel();
    expect(t.vm.step).toBe('password');
    expect(t.vm.name).toBe('admin');
    expect(t.vm.code).toBe('');
    expect(await t.vm.verify()).toBeUndefined();
    expect(t.session.isLoggedIn()).toBe(false);
  });
});
