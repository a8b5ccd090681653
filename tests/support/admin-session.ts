import type { AssuranceLevel } from '../../src/domain/session/assurance';
import type { TestContainer } from './test-container';

/** The local backend's admin: the user named 'admin' (spec). */
export const ADMIN_HOLDER = { phone: '9000000001', name: 'admin' } as const;

/** Logs the admin in as the login would (the password alone unless said), for the admin use cases' tests. */
export function logInAdmin<T extends Pick<TestContainer, 'session'>>(test: T, assurance: AssuranceLevel = 'password'): T {
  test.session.logIn(ADMIN_HOLDER, assurance);
  return test;
}
