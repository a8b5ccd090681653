import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MigratePage as AdminMigratePage } from '../../../src/ui/admin/migrate/MigratePage';
import { MigrationDoneNotice } from '../../../src/ui/admin/migrate/MigrationDoneNotice';
import { SettingsSection } from '../../../src/ui/admin/settings/SettingsSection';
import { PageHead } from '../../../src/ui/components/PageHead';
import { Footer } from '../../../src/ui/shell/Footer';
import { Header } from '../../../src/ui/shell/Header';
import { renderRoutes } from '../../support/render';
import { logInAdmin } from '../../support/admin-session';
import { createTestContainer } from '../../support/test-container';

const user = userEvent.setup({ delay: null });

describe('General Settings', () => {
  it('saves the store name, which the header, the footer and the tab titles then use', async () => {
    const test = logInAdmin(createTestContainer());
    await renderRoutes(
      [
        {
          path: '*',
          element: (
            <>
              <Header />
              <PageHead title="Deals of the Day" />
              <SettingsSection />
              <Footer />
            </>
          ),
        },
      ],
      '/admin',
      test,
    );
    expect(document.title).toBe('Deals of the Day | Fashion Zone');
    const form = screen.getByRole('form', { name: 'General Settings' });
    expect(within(form).getByLabelText('Currency').getAttribute('value')).toBe('INR');
    const name = within(form).getByLabelText('Store Name') as HTMLInputElement;
    expect(name.value).toBe('Fashion Zone');
    await user.clear(name);
    await user.type(name, '  Style Hub ');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(test.notifier.notices).toEqual([{ kind: 'success', title: 'Success', description: 'Settings saved successfully' }]));
    expect(test.storeSettings.read()).toEqual({ storeName: 'Style Hub', holdMinutes: 30 });
    expect(screen.getByRole('link', { name: 'Style Hub home' }).textContent).toBe('Style Hub');
    expect(screen.getByText('© 2023 Style Hub. All rights reserved.')).toBeTruthy();
    expect(document.title).toBe('Deals of the Day | Style Hub');
  });

  it('says at the field when the name is blank, and saves nothing', async () => {
    const test = logInAdmin(createTestContainer());
    await renderRoutes([{ path: '*', element: <SettingsSection /> }], '/admin', test);
    const name = screen.getByLabelText('Store Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Store name is required')).toBeTruthy();
    expect(test.storeSettings.read().storeName).toBe('Fashion Zone');
  });

  it("saves the UPI payment hold, and says at the field when it is out of range", async () => {
    const test = logInAdmin(createTestContainer());
    await renderRoutes([{ path: '*', element: <SettingsSection /> }], '/admin', test);
    const hold = screen.getByLabelText('UPI payment hold (minutes)') as HTMLInputElement;
    expect(hold.value).toBe('30');
    await user.clear(hold);
    await user.type(hold, '2');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('The UPI payment hold is a whole number of minutes from 5 to 1440')).toBeTruthy();
    expect(test.storeSettings.read().holdMinutes).toBe(30);
    await user.clear(hold);
    await user.type(hold, '45');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(test.storeSettings.read()).toEqual({ storeName: 'Fashion Zone', holdMinutes: 45 }));
  });

  it('has a Configure button for each notification, saying what it will do', async () => {
    await renderRoutes([{ path: '*', element: <SettingsSection /> }], '/admin');
    await user.click(screen.getByRole('button', { name: 'Configure Email Notifications' }));
    expect((await screen.findByRole('dialog', { name: 'Email Notifications' })).textContent).toContain('Nothing is sent yet.');
  });
});

describe('the migration page', () => {
  it("with the local backend, says that no Supabase project is configured and writes nothing", async () => {
    const test = logInAdmin(createTestContainer());
    await renderRoutes([{ path: '/admin/migrate', element: <AdminMigratePage /> }], '/admin/migrate', test);
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/admin');
    expect(screen.getByText(/each shopper signs up again with the same name and phone number/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start Migration' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No Supabase project is configured');
    expect(test.migrationTarget.writes).toBe(0);
  });

  it("disables the button, reads 'Migrating Data...' and shows the records copied while it runs, then goes to /admin with the report", async () => {
    const test = logInAdmin(createTestContainer());
    test.migrationTarget.configured = true;
    test.migrationTarget.hold();
    const view = await renderRoutes(
      [
        { path: '/admin/migrate', element: <AdminMigratePage /> },
        { path: '/admin', element: <MigrationDoneNotice /> },
      ],
      '/admin/migrate',
      test,
    );
    await user.click(screen.getByRole('button', { name: 'Start Migration' }));
    const running = await screen.findByRole('button', { name: 'Migrating Data...' });
    expect(running.hasAttribute('disabled')).toBe(true);
    expect((await screen.findByText('Copying records: 0 of 2')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('progressbar', { name: 'Records copied' })).toBeTruthy();
    test.migrationTarget.release();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin'));
    // The page's own status goes with it as /admin renders: wait for the notice that replaces it.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Migration complete: 2 created, 0 updated, 0 unchanged.'));
    expect(test.notifier.notices.map((n) => n.title)).toEqual(['Migration Started', 'Migration Successful']);
  });

  it('stays on the page when records fail, listing each with its reason', async () => {
    const test = logInAdmin(createTestContainer());
    test.migrationTarget.configured = true;
    test.migrationTarget.refusal = new Error('only an admin may migrate data into the project');
    await renderRoutes([{ path: '/admin/migrate', element: <AdminMigratePage /> }], '/admin/migrate', test);
    await user.click(screen.getByRole('button', { name: 'Start Migration' }));
    const failures = await screen.findByRole('list', { name: 'Records not copied' });
    expect([...failures.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Linen Shirt (SHI4004): only an admin may migrate data into the project',
      'asha: only an admin may migrate data into the project',
    ]);
    expect(screen.getByRole('alert').textContent).toContain('Nothing was deleted from this browser.');
    expect(screen.getByRole('button', { name: 'Start Migration' }).hasAttribute('disabled')).toBe(false);
    expect((await test.migrationSource.read()).products).toHaveLength(1);
  });
});
