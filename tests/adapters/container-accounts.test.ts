import { describe, expect, it } from 'vitest';
import type { Newable } from 'inversify';
import { AccountSessionService } from '../../src/application/accounts/account-session-service';
import { LoginService } from '../../src/application/accounts/login-service';
import { SignUpService } from '../../src/application/accounts/sign-up-service';
import { TwoFactorSetupService } from '../../src/application/accounts/two-factor-setup-service';
import { SECOND_FACTOR } from '../../src/application/ports/second-factor';
import { USER_ACCOUNTS } from '../../src/application/ports/user-accounts';
import { USERS_KEY } from '../../src/adapters/local/local-user-repository';
import { BROWSER_STORAGE_BINDINGS, createContainer } from '../../src/container';
import { RecordingNotifier } from '../support/recording-notifier';

describe('the composition root: account services', () => {
  for (const storage of ['local', 'memory'] as const) {
    it(`${storage}: resolves every account use case with getAsync, its adapters loaded on demand`, async () => {
      const container = createContainer(BROWSER_STORAGE_BINDINGS[storage], new RecordingNotifier());
      const services: Newable<object>[] = [LoginService, SignUpService, AccountSessionService, TwoFactorSetupService];
      for (const service of services) expect(await container.getAsync<object>(service)).toBeInstanceOf(service);
      expect(await container.getAsync(USER_ACCOUNTS)).toBe(await container.getAsync(USER_ACCOUNTS));
      expect(await container.getAsync(SECOND_FACTOR)).toBe(await container.getAsync(SECOND_FACTOR));
    });
  }

  it('refuses a synchronous get of a use case whose adapters load later', () => {
    const container = createContainer(BROWSER_STORAGE_BINDINGS.memory, new RecordingNotifier());
    expect(() => container.get(LoginService)).toThrow();
  });

  it('local: signs up with a real PBKDF2 hash in the users map, then logs in again', async () => {
    const notifier = new RecordingNotifier();
    const container = createContainer(BROWSER_STORAGE_BINDINGS.local, notifier);
    const signUp = await container.getAsync(SignUpService);
    expect(await signUp.createAccount('9123456780', 'Ravi', 'hunter22')).toEqual({ kind: 'registered', returnPath: '/' });
    const record = JSON.parse(localStorage.getItem(USERS_KEY)!)['9123456780'];
    expect(record).toMatchObject({ name: 'Ravi', phone: '9123456780' });
    expect(record.passwordHash).toMatch(/^pbkdf2-sha256\$600000\$/);
    expect(JSON.stringify(record)).not.toContain('hunter22');

    (await container.getAsync(AccountSessionService)).logOut();
    const login = await createContainer(BROWSER_STORAGE_BINDINGS.local, notifier).getAsync(LoginService);
    expect(await login.logIn('RAVI', 'hunter22')).toEqual({ kind: 'logged-in', returnPath: '/' });
    expect(notifier.notices.map((n) => n.title)).toEqual(['Registration Successful', 'Logged out', 'Login Successful']);
  });
});
