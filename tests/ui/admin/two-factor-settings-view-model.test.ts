import { describe, expect, it } from 'vitest';
import type {
  EnableTwoFactorOutcome,
  StartTwoFactorSetupOutcome,
  TurnOffTwoFactorOutcome,
  TwoFactorSetupService,
} from '../../../src/application/sign-in/two-factor-setup-service';
import type { QrCodeRenderer } from '../../../src/application/ports/qr-code-renderer';
import type { SecondFactorStatus } from '../../../src/application/ports/second-factor';
import { TwoFactorSettingsViewModel } from '../../../src/ui/admin/settings/two-factor-settings-view-model';
import { RecordingNotifier } from '../../support/recording-notifier';

// Each outcome of TwoFactorSetupService, as the settings' card says it (the service itself is
// tested in tests/application/two-factor-setup-service.test.ts, the card in two-factor-settings.test.tsx).

const SETUP = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Fashion%20Zone:admin?secret=JBSWY3DPEHPK3PXP' };
const ADMIN_ONLY = { kind: 'error', title: 'Setup Failed', description: 'Only the logged-in admin can set up two-factor authentication.' };
const SETUP_FAILED = { kind: 'error', title: 'Setup Failed', description: 'Failed to generate 2FA credentials' };
const INVALID_CODE = { kind: 'error', title: 'Verification Failed', description: 'Invalid code. Please try again.' };

interface Answers {
  status?: SecondFactorStatus;
  start?: StartTwoFactorSetupOutcome;
  confirm?: EnableTwoFactorOutcome;
  turnOff?: TurnOffTwoFactorOutcome;
}

function withOutcomes(answers: Answers) {
  const notifier = new RecordingNotifier();
  const service = {
    twoFactorStatus: async () => answers.status ?? 'off',
    startTwoFactorSetup: async () => answers.start ?? { kind: 'ok', setup: SETUP },
    confirmTwoFactorSetup: async () => answers.confirm ?? { kind: 'ok' },
    turnOffTwoFactor: async () => answers.turnOff ?? { kind: 'ok' },
  } as unknown as TwoFactorSetupService;
  const qr: QrCodeRenderer = { toDataUrl: async () => 'data:image/png;base64,AAAA' };
  return { notifier, vm: new TwoFactorSettingsViewModel(service, qr, notifier) };
}

describe('TwoFactorSettingsViewModel says each outcome of starting the setup', () => {
  const cases: [string, StartTwoFactorSetupOutcome, object[], string][] = [
    ['ok', { kind: 'ok', setup: SETUP }, [], 'setting-up'],
    ['admin-only', { kind: 'admin-only' }, [ADMIN_ONLY], 'off'],
    ['failed', { kind: 'not-saved' }, [SETUP_FAILED], 'off'],
  ];
  for (const [kind, outcome, notices, phase] of cases) {
    it(`${kind}: ${notices.length ? 'a toast, and the card stays off' : 'no toast: the key and its QR code'}`, async () => {
      const { vm, notifier } = withOutcomes({ start: outcome });
      await vm.start();
      await vm.beginSetup();
      expect(notifier.notices).toEqual(notices);
      expect(vm.phase).toBe(phase);
      expect(vm.setup).toEqual(kind === 'ok' ? SETUP : undefined);
    });
  }
});

describe('TwoFactorSettingsViewModel says each outcome of Verify and Enable', () => {
  const cases: [string, EnableTwoFactorOutcome, object][] = [
    ['ok', { kind: 'ok' }, { kind: 'success', title: 'Setup Complete', description: 'Two-factor authentication has been enabled' }],
    ['wrong-code', { kind: 'wrong-code' }, INVALID_CODE],
    ['invalid', { kind: 'invalid', errors: { code: 'Code must be 6 digits' } }, INVALID_CODE],
    ['not-started', { kind: 'not-started' }, SETUP_FAILED],
    ['failed', { kind: 'not-saved' }, SETUP_FAILED],
    ['admin-only', { kind: 'admin-only' }, ADMIN_ONLY],
  ];
  for (const [kind, outcome, notice] of cases) {
    it(`${kind}: ${JSON.stringify(notice)}`, async () => {
      const { vm, notifier } = withOutcomes({ confirm: outcome });
      await vm.start();
      await vm.beginSetup();
      vm.setCode('123456');
      await vm.verifyAndEnable();
      expect(notifier.notices).toEqual([notice]);
      expect(vm.phase).toBe(kind === 'ok' ? 'on' : 'setting-up');
      expect(vm.code).toBe('');
    });
  }
});

describe('TwoFactorSettingsViewModel says each outcome of turning it off', () => {
  const cases: [string, TurnOffTwoFactorOutcome, object][] = [
    ['ok', { kind: 'ok' }, { kind: 'success', title: 'Two-Factor Disabled', description: 'Two-factor authentication has been turned off' }],
    ['wrong-code', { kind: 'wrong-code' }, INVALID_CODE],
    ['invalid', { kind: 'invalid', errors: { code: 'Code must be 6 digits' } }, INVALID_CODE],
    ['replayed', { kind: 'replayed' }, { kind: 'error', title: 'Verification Failed', description: 'This code has already been used. Wait for the next one.' }],
    ['not-set-up', { kind: 'not-set-up' }, { kind: 'error', title: 'Verification Failed', description: '2FA is not set up properly' }],
    ['admin-only', { kind: 'admin-only' }, ADMIN_ONLY],
  ];
  for (const [kind, outcome, notice] of cases) {
    it(`${kind}: ${JSON.stringify(notice)}`, async () => {
      const { vm, notifier } = withOutcomes({ status: 'on', turnOff: outcome });
      await vm.start();
      vm.setCode('123456');
      await vm.turnOff();
      expect(notifier.notices).toEqual([notice]);
      expect(vm.phase).toBe(kind === 'ok' ? 'off' : 'on');
    });
  }
});

describe('TwoFactorSettingsViewModel: the code field', () => {
  it('keeps digits only, six at most, and can be sent only when its form passes (six digits)', async () => {
    const { vm } = withOutcomes({ status: 'on' });
    await vm.start();
    vm.setCode('12a 3-45');
    expect(vm.code).toBe('12345');
    expect(vm.canSubmitCode).toBe(false);
    vm.setCode('1234567');
    expect(vm.code).toBe('123456');
    expect(vm.canSubmitCode).toBe(true);
  });
});

describe('TwoFactorSettingsViewModel over an unreadable record (issue 20, item 1)', () => {
  it("shows the 'unreadable' phase, in which no setup is offered", async () => {
    const { vm } = withOutcomes({ status: 'unreadable' });
    await vm.start();
    expect(vm.phase).toBe('unreadable');
  });

  it("says 'Two-Factor Record Unreadable' when turning off meets one", async () => {
    const { vm, notifier } = withOutcomes({ status: 'on', turnOff: { kind: 'unreadable' } });
    await vm.start();
    vm.setCode('123456');
    await vm.turnOff();
    expect(notifier.notices.map((notice) => notice.title)).toEqual(['Two-Factor Record Unreadable']);
  });
});
