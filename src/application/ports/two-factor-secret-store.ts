/** The admin's TOTP secret on this browser (spec: one per browser), and the last time step used. */
export interface TwoFactorSecretRecord {
  /** Base32. */
  readonly secret: string;
  /** The time step of the last accepted code, so that it cannot be used again (replay). */
  readonly lastUsedStep?: number;
}

/**
 * What is stored. 'unreadable' (storage that cannot be read, a record of any shape the schema
 * refuses) is not 'none': the admin's login is refused until the maintainer resets the factor.
 */
export type TwoFactorSecretRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'enabled'; readonly record: TwoFactorSecretRecord }
  | { readonly kind: 'unreadable' };

export interface TwoFactorSecretStore {
  read(): TwoFactorSecretRead;
  write(record: TwoFactorSecretRecord): void;
  /** A secret being set up, not yet confirmed by a code: it does not guard the login until then. */
  readPending(): string | undefined;
  writePending(secret: string | undefined): void;
  /** Forgets the enabled secret and any pending one: two-factor is off. */
  clear(): void;
}
