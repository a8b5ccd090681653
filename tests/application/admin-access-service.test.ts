import { describe, expect, it } from 'vitest';
import { AdminAccessService } from '../../src/application/admin/admin-access-service';
import { createTestContainer } from '../support/test-container';

describe('AdminAccessService', () => {
  it('lets in only the logged-in user named admin, in any case', () => {
    const test = createTestContainer();
    const access = test.container.get(AdminAccessService);
    expect(access.isAdmin()).toBe(false);
    test.session.logIn({ phone: '9876543210', name: 'Asha' });
    expect(access.isAdmin()).toBe(false);
    test.session.logIn({ phone: '9000000001', name: 'Admin' });
    expect(access.isAdmin()).toBe(true);
  });

  it("answers 'login-required' to anyone else, keeping a site path to come back to (never another site)", () => {
    const test = createTestContainer();
    const access = test.container.get(AdminAccessService);
    expect(access.enter('/admin')).toEqual({ kind: 'login-required' });
    expect(test.returnPath.take()).toBe('/admin');
    expect(access.enter('//evil.example/admin')).toEqual({ kind: 'login-required' });
    expect(test.returnPath.take()).toBe('/');
    expect(test.notifier.notices).toEqual([]);
  });

  it("answers 'ok' to the admin, keeping no way back", () => {
    const test = createTestContainer();
    test.session.logIn({ phone: '9000000001', name: 'admin' });
    expect(test.container.get(AdminAccessService).enter('/admin')).toEqual({ kind: 'ok' });
    expect(test.returnPath.take()).toBeUndefined();
  });
});
