import { describe, expect, it } from 'vitest';
import type { CreateAccountOutcome, SendCodeOutcome, SignUpService, VerifyCodeOutcome } from '../../../../src/application/sign-in/sign-up-service';
import { ManualClock } from '../../../../src/adapters/memory/manual-clock';
import { RESEND_WAIT_SECONDS, SignUpViewModel } from '../../../../src/ui/features/sign-in/sign-up-view-model';
import { addUser } from '../../../support/accounts';
import { RecordingNotifier } from '../../../support/recording-notifier';
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
    expect(await t.vm.createAccount(' Asha ', 'secret1')).toBe('/product/1');
    expect(t.session.currentUser()).toEqual({ phone: '9876543210', name: 'Asha' });
    expect(t.notifier.notices).toEqual([
      { kind: 'success', title: 'OTP Sent', description: 'A verification code was sent to +91 98765 43210' },
      { kind: 'success', title: 'Registration Successful', description: 'Welcome to the store, Asha!' },
    ]);
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

// Each outcome of the service, as the view model says it (the service itself is tested in tests/application).
interface Answers {
  send?: SendCodeOutcome;
  verify?: VerifyCodeOutcome;
  create?: CreateAccountOutcome;
}

/** A view model whose service answers what `answers` holds at each call (ok by default). */
function withOutcomes(answers: Answers) {
  const notifier = new RecordingNotifier();
  const service = {
    sendCode: async () => answers.send ?? { kind: 'ok', phone: '9876543210' },
    verifyCode: async () => answers.verify ?? { kind: 'ok' },
    createAccount: async () => answers.create ?? { kind: 'ok', name: 'Asha', returnPath: '/' },
  } as unknown as SignUpService;
  return { notifier, answers, vm: new SignUpViewModel(service, new ManualClock(0), notifier) };
}

const FAILED = 'Registration Failed';

describe('SignUpViewModel says each outcome of step 1 (and of Resend OTP)', () => {
  const cases: [string, SendCodeOutcome, { kind: string; title: string; description: string }, string][] = [
    ['ok', { kind: 'ok', phone: '9876543210' }, { kind: 'success', title: 'OTP Sent', description: 'A verification code was sent to +91 98765 43210' }, 'otp'],
    ['phone-taken', { kind: 'phone-taken' }, { kind: 'error', title: FAILED, description: 'This number already has an account. Log in instead.' }, 'phone'],
    [
      'invalid',
      { kind: 'invalid', errors: { phone: 'Phone number must be at least 10 digits' } },
      { kind: 'error', title: FAILED, description: 'Phone number must be at least 10 digits' },
      'phone',
    ],
  ];
  for (const [kind, outcome, notice, step] of cases) {
    it(`${kind}: '${notice.title}' / '${notice.description}'`, async () => {
      const { vm, notifier } = withOutcomes({ send: outcome });
      await vm.sendCode('9876543210');
      expect(notifier.notices).toEqual([notice]);
      expect(vm.step).toBe(step);
      expect(vm.phoneTaken).toBe(kind === 'phone-taken');
    });

    it(`${kind}, at Resend OTP: the same toast`, async () => {
      const { vm, notifier, answers } = withOutcomes({});
      await vm.sendCode('9876543210');
      answers.send = outcome;
      notifier.notices.length = 0;
      await vm.resend();
      expect(notifier.notices).toEqual([notice]);
      expect(vm.step).toBe(kind === 'phone-taken' ? 'phone' : 'otp');
    });
  }
});

describe('SignUpViewModel says each outcome of step 2', () => {
  const INVALID_OTP = { kind: 'error', title: 'Verification Failed', description: 'Invalid OTP. Please check the code and try again.' };
  const cases: [string, VerifyCodeOutcome, object[], string][] = [
    ['ok', { kind: 'ok' }, [], 'account'],
    ['wrong-code', { kind: 'wrong-code' }, [INVALID_OTP], 'otp'],
    ['invalid', { kind: 'invalid', errors: { otp: 'OTP must be 6 digits' } }, [INVALID_OTP], 'otp'],
  ];
  for (const [kind, outcome, notices, step] of cases) {
    it(`${kind}: ${notices.length ? "'Verification Failed' / 'Invalid OTP…'" : 'no toast, on to step 3'}`, async () => {
      const { vm, notifier } = withOutcomes({ verify: outcome });
      await vm.sendCode('9876543210');
      notifier.notices.length = 0;
      await vm.verifyCode('123456');
      expect(notifier.notices).toEqual(notices);
      expect(vm.step).toBe(step);
    });
  }
});

describe('SignUpViewModel says each outcome of step 3', () => {
  const cases: [string, CreateAccountOutcome, { kind: string; title: string; description: string }, string | undefined][] = [
    ['ok', { kind: 'ok', name: 'Asha', returnPath: '/deals' }, { kind: 'success', title: 'Registration Successful', description: 'Welcome to the store, Asha!' }, '/deals'],
    ['name-taken', { kind: 'name-taken' }, { kind: 'error', title: FAILED, description: 'That name is taken. Choose another, or log in if it is yours.' }, undefined],
    ['phone-taken', { kind: 'phone-taken' }, { kind: 'error', title: FAILED, description: 'This number already has an account. Log in instead.' }, undefined],
    ['not-saved', { kind: 'not-saved' }, { kind: 'error', title: FAILED, description: 'Your account could not be saved. Please try again.' }, undefined],
    [
      'invalid',
      { kind: 'invalid', errors: { phone: 'Phone number must be at least 10 digits', name: 'Name must be at least 3 characters' } },
      { kind: 'error', title: FAILED, description: 'Phone number must be at least 10 digits' },
      undefined,
    ],
  ];
  for (const [kind, outcome, notice, path] of cases) {
    it(`${kind}: '${notice.title}' / '${notice.description}'`, async () => {
      const { vm, notifier } = withOutcomes({ create: outcome });
      await vm.sendCode('9876543210');
      await vm.verifyCode('123456');
      notifier.notices.length = 0;
      expect(await vm.createAccount('Asha', 'secret1')).toBe(path);
      expect(notifier.notices).toEqual([notice]);
      expect(vm.registerProblem).toBe(kind === 'name-taken' || kind === 'phone-taken' ? kind : undefined);
    });
  }
});

describe('SignUpViewModel when the account is kept but the session is not (issue 20, item 3)', () => {
  it("says so, never 'Registration Successful', and answers /login to log in", async () => {
    const { vm, notifier } = withOutcomes({ create: { kind: 'session-not-saved', name: 'Asha' } });
    expect(await vm.createAccount('Asha', 'secret1')).toBe('/login');
    expect(notifier.notices).toEqual([
      {
        kind: 'error',
        title: 'Account Created',
        description: 'Your account Asha was created, but this browser could not save your session (its storage may be full). Please log in.',
      },
    ]);
  });
});
