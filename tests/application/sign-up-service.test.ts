import { describe, expect, it } from 'vitest';
import { SignUpService } from '../../src/application/sign-in/sign-up-service';
import { addUser } from '../support/accounts';
import { createTestContainer } from '../support/test-container';

// The service answers; the sign-up page's view model says it (tests/ui/features/sign-in/sign-up-view-model.test.ts).

async function setUp() {
  const t = createTestContainer();
  await addUser(t, 'Asha', 'secret1', '9876543210');
  return { ...t, signUp: t.container.get(SignUpService) };
}

describe('SignUpService.sendCode', () => {
  it('sends a code to a new number, and answers the number', async () => {
    const t = await setUp();
    expect(await t.signUp.sendCode('9123456780')).toEqual({ kind: 'ok', phone: '9123456780' });
    expect(t.phones.sentTo).toEqual(['9123456780']);
  });

  it("answers 'phone-taken' for a number that has an account, sending nothing", async () => {
    const t = await setUp();
    expect(await t.signUp.sendCode('9876543210')).toEqual({ kind: 'phone-taken' });
    expect(t.phones.sentTo).toEqual([]);
  });

  it("refuses a number that is not ten digits, with the phone form's messages (the spec's), sending nothing", async () => {
    const t = await setUp();
    expect(await t.signUp.sendCode('912345678')).toEqual({ kind: 'invalid', errors: { phone: 'Phone number must be at least 10 digits' } });
    expect(await t.signUp.sendCode('91234567801')).toEqual({ kind: 'invalid', errors: { phone: 'Phone number must not exceed 10 digits' } });
    expect(await t.signUp.sendCode('91234abcde')).toEqual({ kind: 'invalid', errors: { phone: 'Phone number must contain digits only' } });
    expect(t.phones.sentTo).toEqual([]);
  });
});

describe('SignUpService.verifyCode', () => {
  it('passes any six digits (the local backend checks nothing more, as the spec)', async () => {
    const t = await setUp();
    expect(await t.signUp.verifyCode('9123456780', '000000')).toEqual({ kind: 'ok' });
  });

  it("refuses a code that is not six digits with the code form's message, without asking the phone verification", async () => {
    const t = await setUp();
    let asked = false;
    t.phones.verify = async () => (asked = true);
    expect(await t.signUp.verifyCode('9123456780', '12345')).toEqual({ kind: 'invalid', errors: { otp: 'OTP must be 6 digits' } });
    expect(await t.signUp.verifyCode('9123456780', '12345a')).toEqual({ kind: 'invalid', errors: { otp: 'OTP must be 6 digits' } });
    expect(await t.signUp.verifyCode('91234', '123456')).toEqual({ kind: 'invalid', errors: { phone: 'Phone number must be at least 10 digits' } });
    expect(asked).toBe(false);
  });

  it("answers 'wrong-code' when the phone verification says no", async () => {
    const t = await setUp();
    t.phones.verify = async () => false;
    expect(await t.signUp.verifyCode('9123456780', '123456')).toEqual({ kind: 'wrong-code' });
  });
});

describe('SignUpService.createAccount', () => {
  it('saves the shopper, logs them in, and answers the name as kept and the saved page', async () => {
    const t = await setUp();
    t.returnPath.save('/product/12');
    expect(await t.signUp.createAccount('9123456780', '  Ravi ', 'hunter22')).toEqual({ kind: 'ok', name: 'Ravi', returnPath: '/product/12' });
    expect(t.session.currentUser()).toEqual({ phone: '9123456780', name: 'Ravi' });
    const stored = await t.users.findByPhone('9123456780');
    expect(stored).toMatchObject({ name: 'Ravi', registeredAt: new Date(t.clock.now()).toISOString(), password: { kind: 'hash' } });
  });

  it('goes to / without a saved page', async () => {
    const t = await setUp();
    expect(await t.signUp.createAccount('9123456780', 'Ravi', 'hunter22')).toEqual({ kind: 'ok', name: 'Ravi', returnPath: '/' });
  });

  it("answers 'name-taken' for a name taken in any case, saving nothing and logging nobody in", async () => {
    const t = await setUp();
    expect(await t.signUp.createAccount('9123456780', 'ASHA', 'hunter22')).toEqual({ kind: 'name-taken' });
    expect(t.session.isLoggedIn()).toBe(false);
    expect(await t.users.findByPhone('9123456780')).toBeUndefined();
  });

  it("answers 'phone-taken' for a phone that has an account", async () => {
    const t = await setUp();
    expect(await t.signUp.createAccount('9876543210', 'Ravi', 'hunter22')).toEqual({ kind: 'phone-taken' });
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it('checks the input again with the forms\' schemas (the form is not trusted): each field\'s message, nothing saved, nobody logged in', async () => {
    const t = await setUp();
    expect(await t.signUp.createAccount('9123456780', 'Ra', 'hunter22')).toEqual({ kind: 'invalid', errors: { name: 'Name must be at least 3 characters' } });
    expect(await t.signUp.createAccount('9123456780', 'Ravi', 'hunt')).toEqual({ kind: 'invalid', errors: { password: 'Password must be at least 6 characters' } });
    expect(await t.signUp.createAccount('91234', 'Ra', 'hunter22')).toEqual({
      kind: 'invalid',
      errors: { phone: 'Phone number must be at least 10 digits', name: 'Name must be at least 3 characters' },
    });
    expect(await t.users.findByName('Ravi')).toBeUndefined();
    expect(await t.users.findByName('Ra')).toBeUndefined();
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it("answers 'not-saved' when storage refuses the account, logging the error and nobody in", async () => {
    const t = await setUp();
    t.users.add = async () => {
      throw new Error('QuotaExceededError');
    };
    expect(await t.signUp.createAccount('9123456780', 'Ravi', 'hunter22')).toEqual({ kind: 'not-saved' });
    expect(t.logger.errors).toEqual(['The account could not be saved.']);
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it('raises no toast of its own at any step: the view model says each outcome', async () => {
    const t = await setUp();
    await t.signUp.sendCode('9123456780');
    await t.signUp.sendCode('9876543210');
    await t.signUp.verifyCode('9123456780', '123');
    await t.signUp.createAccount('9123456780', 'ASHA', 'hunter22');
    await t.signUp.createAccount('9123456780', 'Ravi', 'hunter22');
    expect(t.notifier.notices).toEqual([]);
  });
});
