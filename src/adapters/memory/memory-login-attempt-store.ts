import type { LoginAttempts, LoginAttemptStore } from '../../application/ports/login-attempts';

export class MemoryLoginAttemptStore implements LoginAttemptStore {
  private readonly attempts = new Map<string, LoginAttempts>();

  read(nameKey: string): LoginAttempts | undefined {
    const found = this.attempts.get(nameKey);
    return found && { ...found };
  }

  write(nameKey: string, attempts: LoginAttempts): void {
    this.attempts.set(nameKey, { ...attempts });
  }

  clear(nameKey: string): void {
    this.attempts.delete(nameKey);
  }
}
