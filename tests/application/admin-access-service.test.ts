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

  it('turning someone away keeps a site path to come back to (never another site) and says why', () => {
    const test = createTestContainer();
    const access = test.container.get(AdminAccessService);
    access.turnAway('/admin');
    expect(test.returnPath.take()).toBe('/admin');
    access.turnAway('//evil.example/admin');
    expect(test.returnPath.take()).toBe('/');
    expect(test.notifier.notices.map((n) => n.title)).toEqual(['Admin Access Required', 'Admin Access Required']);
  });

  it('hears logins and logouts', () => {
    const test = createTestContainer();
    const access = test.container.get(AdminAccessService);
    const seen: boolean[] = [];
    const stop = access.subscribe(() => seen.push(access.isAdmin()));
    test.session.logIn({ phone: '9000000001', name: 'admin' });
    test.session.logOut();
    stop();
    test.session.logIn({ phone: '9000000001', name: 'admin' });
    expect(seen).toEqual([true, false]);
  });
});
