import type { TwoFactorSecretRecord, TwoFactorSecretStore } from '../../application/ports/two-factor-secret-store';

export class MemoryTwoFactorSecretStore implements TwoFactorSecretStore {
  private record: TwoFactorSecretRecord | undefined;
  private pending: string | undefined;

  constructor(record?: TwoFactorSecretRecord) {
    this.record = record && { ...record };
  }

  read(): TwoFactorSecretRecord | undefined {
    return this.record && { ...this.record };
  }

  write(record: TwoFactorSecretRecord): void {
    this.record = { ...record };
  }

  readPending(): string | undefined {
    return this.pending;
  }

  writePending(secret: string | undefined): void {
    this.pending = secret;
  }

  clear(): void {
    this.record = undefined;
    this.pending = undefined;
  }
}
