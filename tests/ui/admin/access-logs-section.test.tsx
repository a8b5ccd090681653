import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccessLogsSection } from '../../../src/ui/admin/access-logs/AccessLogsSection';
import { renderRoutes } from '../../support/render';
import { createTestContainer } from '../../support/test-container';

const routes = [{ path: '/admin', element: <AccessLogsSection /> }];

async function setUp() {
  const test = createTestContainer();
  test.session.logIn({ phone: '9000000001', name: 'admin' });
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

  it('says so when there is no sign-in recorded', async () => {
    await renderRoutes(routes, '/admin');
    expect(await screen.findByText('No sign-ins recorded yet.')).toBeTruthy();
  });
});
