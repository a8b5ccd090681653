import type { TwoFactorSecretRead, TwoFactorSecretRecord, TwoFactorSecretStore } from '../../application/ports/two-factor-secret-store';

/** In memory; `'unreadable'` stands for a stored record the schema refuses (for the tests of failing closed). */
export class MemoryTwoFactorSecretStore implements TwoFactorSecretStore {
  private record: TwoFactorSecretRecord | 'unreadable' | undefined;
  private pending: string | undefined;

  constructor(record?: TwoFactorSecretRecord | 'unreadable') {
    this.record = typeof record === 'object' ? { ...record } : record;
  }

  read(): TwoFactorSecretRead {
    if (this.record === undefined) return { kind: 'none' };
    if (this.record === 'unreadable') return { kind: 'unreadable' };
    return { kind: 'enabled', record: { ...this.record } };
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
