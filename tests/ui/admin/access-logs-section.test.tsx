import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccessLogsSection } from '../../../src/ui/admin/access-logs/AccessLogsSection';
import { renderRoutes } from '../../support/render';
import { logInAdmin } from '../../support/admin-session';
import { createTestContainer } from '../../support/test-container';

const routes = [{ path: '/admin', element: <AccessLogsSection /> }];

async function setUp() {
  const test = logInAdmin(createTestContainer());
  await test.signIns.record(1_000);
  await test.signIns.record(2_000);
  await renderRoutes(routes, '/admin', test);
  await screen.findByText('Current');
  return test;
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('AccessLogsSection', () => {
  it('lists the sign-ins newest first: the current one with Sign out, the one it replaced ended', async () => {
    await setUp();
    const [current, older] = rows();
    expect(within(current!).getByText('Current')).toBeTruthy();
    expect(within(current!).getByText('Chrome on Linux')).toBeTruthy();
    expect(within(current!).getByText('Not recorded')).toBeTruthy();
    expect(within(older!).getByText(/^Ended/)).toBeTruthy();
    expect(within(older!).queryByRole('button')).toBeNull();
  });

  it("signing out the current session ends it and logs this browser out, saying so", async () => {
    const test = await setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of this session (you)' }));
    expect(test.session.isLoggedIn()).toBe(false);
    expect((await test.signIns.recent(1))[0]).toMatchObject({ endedAt: test.clock.now(), current: false });
    expect(test.notifier.notices).toEqual([{ kind: 'success', title: 'Logged out', description: 'See you soon!' }]);
  });

  it('says so when there is no sign-in recorded (the log could not record this one)', async () => {
    const test = logInAdmin(createTestContainer());
    test.signIns.record = () => Promise.reject(new Error('storage full'));
    await renderRoutes(routes, '/admin', test);
    expect(await screen.findByText('No sign-ins recorded yet.')).toBeTruthy();
  });

  it("shows nothing of the log to a session that is not the admin's: the load fails, and a toast says why", async () => {
    const test = createTestContainer();
    test.session.logIn({ phone: '9876543210', name: 'Asha' });
    await test.signIns.record(1_000);
    await renderRoutes(routes, '/admin', test);
    expect((await screen.findByRole('alert')).textContent).toBe('The access log could not be loaded. Please reload the page.');
    expect(screen.queryByText('Current')).toBeNull();
    expect(test.notifier.notices).toEqual([
      { kind: 'error', title: 'Admin Access Required', description: 'Only the logged-in admin can do this. Please log in again as the admin.' },
    ]);
  });
});
