import { describe, expect, it } from 'vitest';
import { AdminAccessService } from '../../src/application/admin/admin-access-service';
import { ADMIN_HOLDER } from '../support/admin-session';
import { createTestContainer } from '../support/test-container';

describe('AdminAccessService', () => {
  it("lets in only the logged-in user named admin, in any case; 'login-required' to a shopper", async () => {
    const test = createTestContainer();
    const access = test.container.get(AdminAccessService);
    expect(await access.enter('/admin')).toEqual({ kind: 'login-required' });
    test.session.logIn({ phone: '9876543210', name: 'Asha' });
    expect(await access.enter('/admin')).toEqual({ kind: 'login-required' });
    test.session.logIn({ phone: '9000000001', name: 'Admin' });
    expect(await access.enter('/admin')).toEqual({ kind: 'ok' });
  });

  it("answers 'login-required' to anyone else, keeping a site path to come back to (never another site)", async () => {
    const test = createTestContainer();
    const access = test.container.get(AdminAccessService);
    expect(await access.enter('/admin')).toEqual({ kind: 'login-required' });
    expect(test.returnPath.take()).toBe('/admin');
    expect(await access.enter('//evil.example/admin')).toEqual({ kind: 'login-required' });
    expect(test.returnPath.take()).toBe('/');
    expect(test.notifier.notices).toEqual([]);
  });

  it("answers 'ok' to the admin, keeping no way back", async () => {
    const test = createTestContainer();
    test.session.logIn(ADMIN_HOLDER);
    expect(await test.container.get(AdminAccessService).enter('/admin')).toEqual({ kind: 'ok' });
    expect(test.returnPath.take()).toBeUndefined();
  });

  it("with two-factor set up, answers 'code-required' to the admin's session that passed the password alone, keeping the way back", async () => {
    const test = createTestContainer();
    test.twoFactorSecrets.write({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
    test.session.logIn(ADMIN_HOLDER, 'password');
    expect(await test.container.get(AdminAccessService).enter('/admin/migrate')).toEqual({ kind: 'code-required' });
    expect(test.returnPath.take()).toBe('/admin/migrate');
    test.session.logIn(ADMIN_HOLDER, 'password-and-code');
    expect(await test.container.get(AdminAccessService).enter('/admin')).toEqual({ kind: 'ok' });
  });
});
