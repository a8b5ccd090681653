/** The page to come back to after logging in (`returnPath` in session storage). */
export interface ReturnPathStore {
  save(path: string): void;
  /** Reads the saved path and forgets it. */
  take(): string | undefined;
}

export const RETURN_PATH_STORE = Symbol('ReturnPathStore');
