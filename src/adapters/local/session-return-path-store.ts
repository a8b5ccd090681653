import type { ReturnPathStore } from '../../application/ports/return-path-store';

export const RETURN_PATH_KEY = 'returnPath';

/** `returnPath` in sessionStorage: it lives as long as the tab. */
export class SessionReturnPathStore implements ReturnPathStore {
  constructor(private readonly storage: Storage) {}

  save(path: string): void {
    try {
      this.storage.setItem(RETURN_PATH_KEY, path);
    } catch {
      // Without storage the shopper simply lands on the home page after login.
    }
  }

  take(): string | undefined {
    try {
      const path = this.storage.getItem(RETURN_PATH_KEY);
      this.storage.removeItem(RETURN_PATH_KEY);
      return path ?? undefined;
    } catch {
      return undefined;
    }
  }
}
