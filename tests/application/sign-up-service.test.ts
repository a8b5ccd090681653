import { describe, expect, it } from 'vitest';
import { SignUpService } from '../../src/application/accounts/sign-up-service';
import { addUser } from '../support/accounts';
import { createTestContainer } from '../support/test-container';

async function setUp() {
  const t = createTestContainer();
  await addUser(t, 'Asha', 'secret1', '9876543210');
  return { ...t, signUp: t.container.get(SignUpService) };
}

describe('SignUpService.sendCode', () => {
  it("sends a code to a new number and says 'OTP Sent' with the number", async () => {
    const t = await setUp();
    expect(await t.signUp.sendCode('9123456780')).toBe('sent');
    expect(t.phones.sentTo).toEqual(['9123456780']);
    expect(t.notifier.notices).toEqual([{ kind: 'success', title: 'OTP Sent', description: 'A verification code was sent to +91 91234 56780' }]);
  });

  it('sends nothing to a number that has an account, and says to log in', async () => {
    const t = await setUp();
    expect(await t.signUp.sendCode('9876543210')).toBe('phone-taken');
    expect(t.phones.sentTo).toEqual([]);
    expect(t.notifier.notices).toEqual([
      { kind: 'error', title: 'Registration Failed', description: 'This number already has an account. Log in instead.' },
    ]);
  });

  it("sends nothing to a number that is not ten digits, with the spec's message", async () => {
    const t = await setUp();
    expect(await t.signUp.sendCode('912345678')).toBe('invalid');
    expect(await t.signUp.sendCode('91234567801')).toBe('invalid');
    expect(await t.signUp.sendCode('91234abcde')).toBe('invalid');
    expect(t.phones.sentTo).toEqual([]);
    expect(t.notifier.notices.map((n) => n.description)).toEqual([
      'Phone number must be at least 10 digits',
      'Phone number must not exceed 10 digits',
      'Phone number must contain digits only',
    ]);
  });
});

describe('SignUpService.verifyCode', () => {
  it('passes any six digits (the local backend checks nothing more, as the spec)', async () => {
    const t = await setUp();
    expect(await t.signUp.verifyCode('9123456780', '000000')).toBe(true);
    expect(t.notifier.notices).toEqual([]);
  });

  it('refuses a code that is not six digits, and says so', async () => {
    const t = await setUp();
    expect(await t.signUp.verifyCode('9123456780', '12345')).toBe(false);
    expect(await t.signUp.verifyCode('9123456780', '12345a')).toBe(false);
    expect(t.notifier.notices).toEqual([
      { kind: 'error', title: 'Verification Failed', description: 'Invalid OTP. Please check the code and try again.' },
      { kind: 'error', title: 'Verification Failed', description: 'Invalid OTP. Please check the code and try again.' },
    ]);
  });

  it('refuses when the phone verification says no', async () => {
    const t = await setUp();
    t.phones.verify = async () => false;
    expect(await t.signUp.verifyCode('9123456780', '123456')).toBe(false);
  });
});

describe('SignUpService.createAccount', () => {
  it('saves the shopper, logs them in, welcomes them and goes to the saved page', async () => {
    const t = await setUp();
    t.returnPath.save('/product/12');
    expect(await t.signUp.createAccount('9123456780', '  Ravi ', 'hunter22')).toEqual({ kind: 'registered', returnPath: '/product/12' });
    expect(t.session.currentUser()).toEqual({ phone: '9123456780', name: 'Ravi' });
    expect(t.notifier.notices).toEqual([{ kind: 'success', title: 'Registration Successful', description: 'Welcome to the store, Ravi!' }]);
    const stored = await t.users.findByPhone('9123456780');
    expect(stored).toMatchObject({ name: 'Ravi', registeredAt: new Date(t.clock.now()).toISOString(), password: { kind: 'hash' } });
  });

  it('goes to / without a saved page', async () => {
    const t = await setUp();
    expect(await t.signUp.createAccount('9123456780', 'Ravi', 'hunter22')).toEqual({ kind: 'registered', returnPath: '/' });
  });

  it('refuses a name taken in any case, logging nobody in', async () => {
    const t = await setUp();
    expect(await t.signUp.createAccount('9123456780', 'ASHA', 'hunter22')).toEqual({ kind: 'name-taken' });
    expect(t.notifier.notices).toEqual([
      { kind: 'error', title: 'Registration Failed', description: 'That name is taken. Choose another, or log in if it is yours.' },
    ]);
    expect(t.session.isLoggedIn()).toBe(false);
    expect(await t.users.findByPhone('9123456780')).toBeUndefined();
  });

  it('refuses a phone that has an account', async () => {
    const t = await setUp();
    expect(await t.signUp.createAccount('9876543210', 'Ravi', 'hunter22')).toEqual({ kind: 'phone-taken' });
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it('checks the input again (the form is not trusted): nothing saved, nobody logged in', async () => {
    const t = await setUp();
    expect(await t.signUp.createAccount('9123456780', 'Ra', 'hunter22')).toEqual({ kind: 'invalid', message: 'Name must be at least 3 characters' });
    expect(await t.signUp.createAccount('9123456780', 'Ravi', 'hunt')).toEqual({ kind: 'invalid', message: 'Password must be at least 6 characters' });
    expect(await t.signUp.createAccount('91234', 'Ravi', 'hunter22')).toEqual({ kind: 'invalid', message: 'Phone number must be at least 10 digits' });
    expect(await t.users.findByName('Ravi')).toBeUndefined();
    expect(await t.users.findByName('Ra')).toBeUndefined();
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it('says the account was not saved when storage refuses it, logging nobody in', async () => {
    const t = await setUp();
    t.users.add = async () => {
      throw new Error('QuotaExceededError');
    };
    expect(await t.signUp.createAccount('9123456780', 'Ravi', 'hunter22')).toEqual({ kind: 'not-saved' });
    expect(t.notifier.notices).toEqual([
      { kind: 'error', title: 'Registration Failed', description: 'Your account could not be saved. Please try again.' },
    ]);
    expect(t.logger.errors).toEqual(['The account could not be saved.']);
    expect(t.session.isLoggedIn()).toBe(false);
  });
});
