import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import {
  TwoFactorSetupService,
  type EnableTwoFactorOutcome,
  type StartTwoFactorSetupOutcome,
  type TurnOffTwoFactorOutcome,
} from '../../../application/sign-in/two-factor-setup-service';
import { NOTIFIER, type Notice, type Notifier } from '../../../application/ports/notifier';
import { QR_CODE_RENDERER, type QrCodeRenderer } from '../../../application/ports/qr-code-renderer';
import type { SecondFactorSetup } from '../../../application/ports/second-factor';
import { authenticatorCodeFormSchema } from '../../../domain/sign-in/account-schemas';
import { AUTHENTICATOR_CODE_DIGITS, digitsOnly } from '../../../domain/sign-in/digit-codes';
import { checkForm } from '../../../domain/form-check';
import { INVALID_CODE, REPLAYED_CODE, SECOND_FACTOR_NOT_SET_UP, SECOND_FACTOR_UNREADABLE } from '../../forms/second-factor-notices';
import { makeViewModel } from '../../lib/view-model';
import { SETUP_ADMIN_ONLY, SETUP_COMPLETE, SETUP_FAILED, TWO_FACTOR_OFF } from './two-factor-notices';

/** Spec §4: not enabled, then set up (secret and QR shown), then enabled by a correct code. */
/** 'unreadable': a record that cannot be read, which only the maintainer resets (no setup is offered). */
export type TwoFactorPhase = 'loading' | 'off' | 'setting-up' | 'on' | 'unreadable';

export const QR_FAILED = 'Error generating QR code';

@injectable()
export class TwoFactorSettingsViewModel {
  phase: TwoFactorPhase = 'loading';
  setup: SecondFactorSetup | undefined = undefined;
  /** The otpauth URI as a PNG data URL; undefined while it is drawn or when that failed. */
  qrCode: string | undefined = undefined;
  qrError: string | undefined = undefined;
  code = '';
  busy = false;

  constructor(
    @inject(TwoFactorSetupService) private readonly service: TwoFactorSetupService,
    @inject(QR_CODE_RENDERER) private readonly qr: QrCodeRenderer,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel(this, arguments, {}, { deep: false });
  }

  /** The code passes its form's schema (six digits), and nothing is under way. */
  get canSubmitCode(): boolean {
    return checkForm(authenticatorCodeFormSchema, { code: this.code }).ok && !this.busy;
  }

  async start(): Promise<void> {
    const status = await this.service.twoFactorStatus();
    runInAction(() => (this.phase = status));
  }

  setCode(text: string): void {
    this.code = digitsOnly(text, AUTHENTICATOR_CODE_DIGITS);
  }

  async beginSetup(): Promise<void> {
    const outcome = await this.whileBusy(() => this.service.startTwoFactorSetup());
    if (outcome.kind !== 'ok') {
      this.notifier.error(startRefused(outcome));
      return;
    }
    const { setup } = outcome;
    runInAction(() => {
      this.setup = setup;
      this.qrCode = undefined;
      this.qrError = undefined;
      this.code = '';
      this.phase = 'setting-up';
    });
    await this.drawQrCode(setup.uri);
  }

  cancelSetup(): void {
    this.setup = undefined;
    this.code = '';
    this.phase = 'off';
  }

  async verifyAndEnable(): Promise<void> {
    if (!this.canSubmitCode) return;
    const outcome = await this.whileBusy(() => this.service.confirmTwoFactorSetup(this.code));
    if (outcome.kind === 'ok') this.notifier.success(SETUP_COMPLETE);
    else this.notifier.error(enableRefused(outcome));
    runInAction(() => {
      this.code = '';
      if (outcome.kind !== 'ok') return;
      this.setup = undefined;
      this.phase = 'on';
    });
  }

  async turnOff(): Promise<void> {
    if (!this.canSubmitCode) return;
    const outcome = await this.whileBusy(() => this.service.turnOffTwoFactor(this.code));
    if (outcome.kind === 'ok') this.notifier.success(TWO_FACTOR_OFF);
    else this.notifier.error(turnOffRefused(outcome));
    runInAction(() => {
      this.code = '';
      if (outcome.kind === 'ok') this.phase = 'off';
    });
  }

  private async drawQrCode(uri: string): Promise<void> {
    try {
      const url = await this.qr.toDataUrl(uri);
      runInAction(() => {
        if (this.setup?.uri === uri) this.qrCode = url;
      });
    } catch {
      runInAction(() => (this.qrError = QR_FAILED));
    }
  }

  private async whileBusy<T>(work: () => Promise<T>): Promise<T> {
    this.busy = true;
    try {
      return await work();
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}

function startRefused(outcome: Exclude<StartTwoFactorSetupOutcome, { kind: 'ok' }>): Notice {
  switch (outcome.kind) {
    case 'admin-only':
      return SETUP_ADMIN_ONLY;
    case 'not-saved':
      return SETUP_FAILED;
  }
}

function enableRefused(outcome: Exclude<EnableTwoFactorOutcome, { kind: 'ok' }>): Notice {
  switch (outcome.kind) {
    case 'admin-only':
      return SETUP_ADMIN_ONLY;
    case 'invalid':
    case 'wrong-code':
      return INVALID_CODE;
    case 'not-started':
    case 'not-saved':
      return SETUP_FAILED;
  }
}

function turnOffRefused(outcome: Exclude<TurnOffTwoFactorOutcome, { kind: 'ok' }>): Notice {
  switch (outcome.kind) {
    case 'admin-only':
      return SETUP_ADMIN_ONLY;
    case 'invalid':
    case 'wrong-code':
      return INVALID_CODE;
    case 'replayed':
      return REPLAYED_CODE;
    case 'not-set-up':
      return SECOND_FACTOR_NOT_SET_UP;
    case 'unreadable':
      return SECOND_FACTOR_UNREADABLE;
  }
}
