import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TwoFactorSetupService } from '../../../application/accounts/two-factor-setup-service';
import { QR_CODE_RENDERER, type QrCodeRenderer } from '../../../application/ports/qr-code-renderer';
import type { SecondFactorSetup } from '../../../application/ports/second-factor';
import { AUTHENTICATOR_CODE_DIGITS, digitsOnly } from '../../../domain/accounts/digit-codes';

/** Spec §4: not enabled, then set up (secret and QR shown), then enabled by a correct code. */
export type TwoFactorPhase = 'loading' | 'off' | 'setting-up' | 'on';

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
  ) {
    makeAutoObservable<this, 'service' | 'qr'>(this, { service: false, qr: false }, { autoBind: true, deep: false });
  }

  get canSubmitCode(): boolean {
    return this.code.length === AUTHENTICATOR_CODE_DIGITS && !this.busy;
  }

  async start(): Promise<void> {
    const enabled = await this.service.isTwoFactorEnabled();
    runInAction(() => (this.phase = enabled ? 'on' : 'off'));
  }

  setCode(text: string): void {
    this.code = digitsOnly(text, AUTHENTICATOR_CODE_DIGITS);
  }

  async beginSetup(): Promise<void> {
    const setup = await this.whileBusy(() => this.service.startTwoFactorSetup());
    if (!setup) return;
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
    const enabled = await this.whileBusy(() => this.service.confirmTwoFactorSetup(this.code));
    runInAction(() => {
      this.code = '';
      if (!enabled) return;
      this.setup = undefined;
      this.phase = 'on';
    });
  }

  async turnOff(): Promise<void> {
    if (!this.canSubmitCode) return;
    const off = await this.whileBusy(() => this.service.turnOffTwoFactor(this.code));
    runInAction(() => {
      this.code = '';
      if (off) this.phase = 'off';
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
