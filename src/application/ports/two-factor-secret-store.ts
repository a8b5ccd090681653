/** The admin's TOTP secret on this browser (spec: one per browser), and the last time step used. */
export interface TwoFactorSecretRecord {
  /** Base32. */
  readonly secret: string;
  /** The time step of the last accepted code, so that it cannot be used again (replay). */
  readonly lastUsedStep?: number;
}

export interface TwoFactorSecretStore {
  /** The enabled secret; undefined when there is none or it is unreadable (a warning is logged). */
  read(): TwoFactorSecretRecord | undefined;
  write(record: TwoFactorSecretRecord): void;
  /** A secret being set up, not yet confirmed by a code: it does not guard the login until then. */
  readPending(): string | undefined;
  writePending(secret: string | undefined): void;
  /** Forgets the enabled secret and any pending one: two-factor is off. */
  clear(): void;
}
