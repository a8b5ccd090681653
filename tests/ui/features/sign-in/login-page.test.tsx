import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginService } from '../../../../src/application/sign-in/login-service';
import { LoginPage } from '../../../../src/ui/features/sign-in/LoginPage';
import { addUser, currentCode, enableAdminSecret } from '../../../support/accounts';
import { deferred } from '../../../support/deferred';
import { renderRoutes } from '../../../support/render';
import { createTestContainer } from '../../../support/test-container';

const ROUTES = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signin', element: <p>sign-up page</p> },
  { path: '/', element: <p>home page</p> },
  { path: '/product/:id', element: <p>product page</p> },
];

async function openLogin() {
  const t = createTestContainer();
  await addUser(t, 'Asha', 'secret1', '9876543210');
  await addUser(t, 'admin', 'adminpass', '9000000001');
  const view = await renderRoutes(ROUTES, '/login', t);
  await screen.findByRole('textbox', { name: 'Name' });
  return view;
}

const nameBox = () => screen.getByRole('textbox', { name: 'Name' });
const passwordBox = () => screen.getByLabelText('Password');
const loginButton = () => screen.getByRole('button', { name: 'Login' });

describe('LoginPage', () => {
  it('has labelled Name and Password, links to sign up and back to the store, and a named close link', async () => {
    await openLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(passwordBox().getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
    expect(screen.getByText(/Don't have an account\?/).textContent).toBe("Don't have an account? Sign In");
    expect(screen.getByRole('link', { name: 'Back to Store' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Close and go back to the store' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Login | Fashion Zone');
  });

  it("shows the spec's messages under the fields, tied to them, and sends nothing", async () => {
    const view = await openLogin();
    await userEvent.type(nameBox(), 'As');
    await userEvent.type(passwordBox(), '12345');
    await userEvent.click(loginButton());
    const nameMessage = await screen.findByText('Name must be at least 3 characters');
    const passwordMessage = screen.getByText('Password must be at least 6 characters');
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
    const hint = screen.getByText('Or the mobile number you signed up with');
    expect(nameBox().getAttribute('aria-describedby')).toBe(`${hint.id} ${nameMessage.id}`);
    expect(passwordBox().getAttribute('aria-describedby')).toBe(passwordMessage.id);
    // The first field with a message takes the focus.
    expect(document.activeElement).toBe(nameBox());
    expect(view.notifier.notices).toEqual([]);

    await userEvent.type(nameBox(), 'h');
    await waitFor(() => expect(screen.queryByText('Name must be at least 3 characters')).toBeNull());
    expect(nameBox().getAttribute('aria-invalid')).toBeNull();
    expect(nameBox().getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('goes to the saved page once logged in, replacing the login page in the history', async () => {
    const view = await openLogin();
    view.returnPath.save('/product/1');
    await userEvent.type(nameBox(), 'asha');
    await userEvent.type(passwordBox(), 'secret1');
    await userEvent.click(loginButton());
    expect(await screen.findByText('product page')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/product/1');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(view.session.currentUser()?.name).toBe('Asha');
  });

  it('disables Login while the login is under way', async () => {
    const view = await openLogin();
    const held = deferred<Awaited<ReturnType<typeof view.users.findByName>>>();
    vi.spyOn(view.users, 'findByName').mockReturnValue(held.promise);
    await userEvent.type(nameBox(), 'Asha');
    await userEvent.type(passwordBox(), 'wrong-password');
    await userEvent.click(loginButton());
    await waitFor(() => expect((loginButton() as HTMLButtonElement).disabled).toBe(true));
    await act(async () => held.resolve(undefined));
    await waitFor(() => expect((loginButton() as HTMLButtonElement).disabled).toBe(false));
    expect(view.notifier.notices.at(-1)?.description).toBe('User not found. Please check your name or sign up.');
  });

  it("shows the throttle's wait in the form as an alert", async () => {
    const view = await openLogin();
    for (let i = 0; i < 5; i++) await view.container.get(LoginService).logIn('Asha', 'wrong-password');
    await userEvent.type(nameBox(), 'Asha');
    await userEvent.type(passwordBox(), 'secret1');
    await userEvent.click(loginButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Too many failed attempts. Try again in 30 seconds.');
    expect(view.session.isLoggedIn()).toBe(false);
  });
});

describe('LoginPage: the admin code step', () => {
  async function atCodeStep() {
    const view = await openLogin();
    enableAdminSecret(view);
    await userEvent.type(nameBox(), 'Admin');
    await userEvent.type(passwordBox(), 'adminpass');
    await userEvent.click(loginButton());
    await screen.findByRole('heading', { level: 1, name: 'Two-Factor Authentication' });
    return view;
  }

  it('asks for six digits: letters are dropped, Verify is enabled only at exactly six', async () => {
    await atCodeStep();
    // The new step is announced: the focus is on its title.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    const code = screen.getByRole('textbox', { name: 'Authentication code' });
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(code.getAttribute('maxlength')).toBe('6');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(verify.disabled).toBe(true);
    await userEvent.type(code, '12a3b45');
    expect((code as HTMLInputElement).value).toBe('12345');
    expect(verify.disabled).toBe(true);
    await userEvent.type(code, '6');
    expect(verify.disabled).toBe(false);
    await userEvent.clear(code);
    expect(verify.disabled).toBe(true);
  });

  it('logs in with the current code and goes to the saved page', async () => {
    const view = await atCodeStep();
    view.returnPath.save('/product/1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Authentication code' }), currentCode(view));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('product page')).toBeTruthy();
    expect(view.session.currentUser()?.name).toBe('admin');
  });

  it('Cancel goes back to the form with the name kept', async () => {
    const view = await atCodeStep();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect((nameBox() as HTMLInputElement).value).toBe('Admin');
    expect((passwordBox() as HTMLInputElement).value).toBe('');
    expect(view.session.isLoggedIn()).toBe(false);
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });
});
