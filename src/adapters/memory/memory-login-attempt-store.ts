import type { LoginAttempts, LoginAttemptStore } from '../../application/ports/login-attempts';

/** The memory backend's: nothing to corrupt and nothing to fill, so every record reads and nothing is dropped. */
export class MemoryLoginAttemptStore implements LoginAttemptStore {
  private readonly attempts = new Map<string, LoginAttempts>();

  async read(nameKey: string): Promise<LoginAttempts | undefined> {
    const found = this.attempts.get(nameKey);
    return found && { ...found };
  }

  async write(nameKey: string, attempts: LoginAttempts): Promise<void> {
    this.attempts.set(nameKey, { ...attempts });
  }

  async clear(nameKey: string): Promise<void> {
    this.attempts.delete(nameKey);
  }
}
