/** Salted, slow password hashes (PBKDF2-SHA256 in the browser, through WebCrypto). */
export interface PasswordHasher {
  /** A self-describing string: algorithm, cost, salt and hash, so that the cost can rise later. */
  hash(password: string): Promise<string>;
  /** False for a wrong password and for an encoded string it cannot read. */
  verify(password: string, encoded: string): Promise<boolean>;
}
