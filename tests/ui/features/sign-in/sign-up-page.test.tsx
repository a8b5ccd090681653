import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignUpPage } from '../../../../src/ui/features/sign-in/SignUpPage';
import { addUser } from '../../../support/accounts';
import { renderRoutes } from '../../../support/render';
import { createTestContainer } from '../../../support/test-container';

const ROUTES = [
  { path: '/signin', element: <SignUpPage /> },
  { path: '/login', element: <p>login page</p> },
  { path: '/', element: <p>home page</p> },
  { path: '/product/:id', element: <p>product page</p> },
];

async function openSignUp(t = createTestContainer()) {
  const view = await renderRoutes(ROUTES, '/signin', t);
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  await screen.findByLabelText('Mobile number');
  return view;
}

const phoneBox = () => screen.getByLabelText('Mobile number') as HTMLInputElement;
const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` }) as HTMLInputElement;
const digits = () => [1, 2, 3, 4, 5, 6].map((n) => digit(n).value).join('');

async function toCodeStep(view: Awaited<ReturnType<typeof openSignUp>>, phone = '9876543210') {
  await userEvent.type(phoneBox(), phone);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Verify OTP' });
  return view;
}

describe('SignUpPage, step 1: the mobile number', () => {
  it("keeps the spec's 'Sign In' title and says under it that this creates an account", async () => {
    await openSignUp();
    const title = screen.getByRole('heading', { level: 1, name: 'Sign In' });
    const intro = screen.getByText('New here? This creates your Fashion Zone account.');
    expect(title.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(intro.compareDocumentPosition(phoneBox()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("has the '+91' prefix, keeps digits only, ten at most, and links to log in", async () => {
    await openSignUp();
    expect(phoneBox().closest('div')?.textContent).toContain('+91');
    expect(phoneBox().getAttribute('maxlength')).toBe('10');
    await userEvent.type(phoneBox(), '98a7-6 5');
    expect(phoneBox().value).toBe('98765');
    fireEvent.change(phoneBox(), { target: { value: '98765432101234' } });
    expect(phoneBox().value).toBe('9876543210');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it("says 'Phone number must be at least 10 digits' under the field and sends no code", async () => {
    const view = await openSignUp();
    await userEvent.type(phoneBox(), '98765');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const message = await screen.findByText('Phone number must be at least 10 digits');
    expect(phoneBox().getAttribute('aria-describedby')).toBe(message.id);
    expect(phoneBox().getAttribute('aria-invalid')).toBe('true');
    expect(view.phones.sentTo).toEqual([]);
  });

  it('a number with an account gets a plain message with a link to log in', async () => {
    const t = createTestContainer();
    await addUser(t, 'Ravi', 'secret1', '9876543210');
    await openSignUp(t);
    await userEvent.type(phoneBox(), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/This number already has an account\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in instead' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign In');
  });
});

describe('SignUpPage, step 2: the code', () => {
  it("sends the code ('OTP Sent') and shows six one-digit slots", async () => {
    const view = await toCodeStep(await openSignUp());
    expect(view.phones.sentTo).toEqual(['9876543210']);
    expect(view.notifier.notices.map((n) => n.title)).toEqual(['OTP Sent']);
    expect(screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6);
    expect(screen.getByText(/sent to \+91 98765 43210/)).toBeTruthy();
  });

  it('typing moves on, Backspace moves back, letters are refused', async () => {
    await toCodeStep(await openSignUp());
    await userEvent.click(digit(1));
    await userEvent.keyboard('12a');
    expect(digits()).toBe('12');
    await waitFor(() => expect(document.activeElement).toBe(digit(3)));
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(document.activeElement).toBe(digit(2)));
    await userEvent.keyboard('{Backspace}');
    expect(digits()).toBe('1');
  });

  it('a pasted code of six digits fills every slot', async () => {
    await toCodeStep(await openSignUp());
    await userEvent.click(digit(1));
    await userEvent.paste('654321');
    expect(digits()).toBe('654321');
  });

  it("says 'OTP must be 6 digits' for fewer, and goes on with six", async () => {
    await toCodeStep(await openSignUp());
    await userEvent.click(digit(1));
    await userEvent.keyboard('123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    const message = await screen.findByText('OTP must be 6 digits');
    expect(digit(1).getAttribute('aria-describedby')).toBe(message.id);
    await userEvent.click(digit(4));
    await userEvent.keyboard('456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
  });

  it('Resend OTP sends again, then waits 30 s with the count shown', async () => {
    const view = await toCodeStep(await openSignUp());
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    const resend = (await screen.findByRole('button', { name: 'Resend OTP in 30s' })) as HTMLButtonElement;
    expect(view.phones.sentTo).toHaveLength(2);
    expect(resend.disabled).toBe(true);
    act(() => view.clock.advance(1000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 29s' })).toBeTruthy();
    act(() => view.clock.advance(29_000));
    expect((screen.getByRole('button', { name: 'Resend OTP' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('the countdown stops when the page goes', async () => {
    const view = await toCodeStep(await openSignUp());
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await screen.findByRole('button', { name: 'Resend OTP in 30s' });
    expect(view.clock.pendingTimers()).toBeGreaterThan(0);
    await act(() => view.router.navigate('/'));
    expect(view.clock.pendingTimers()).toBe(0);
  });

  it('Change Phone Number goes back to step 1 with the number kept', async () => {
    await toCodeStep(await openSignUp());
    await userEvent.click(screen.getByRole('button', { name: 'Change Phone Number' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(phoneBox().value).toBe('9876543210');
  });
});

describe('SignUpPage, step 3: the account', () => {
  async function toAccountStep(t = createTestContainer()) {
    const view = await toCodeStep(await openSignUp(t));
    await userEvent.click(digit(1));
    await userEvent.paste('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    return view;
  }

  it("checks Full Name and Password with the login's messages", async () => {
    await toAccountStep();
    await userEvent.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Al');
    await userEvent.type(screen.getByLabelText('Password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it('registers, logs in and goes to the saved page', async () => {
    const t = createTestContainer();
    t.returnPath.save('/product/1');
    const view = await toAccountStep(t);
    await userEvent.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Asha');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('product page')).toBeTruthy();
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(view.session.currentUser()).toEqual({ phone: '9876543210', name: 'Asha' });
  });

  it('a taken name gets a plain message with a link to log in, and the form keeps what was typed', async () => {
    const t = createTestContainer();
    await addUser(t, 'Asha', 'secret1', '9000000001');
    await toAccountStep(t);
    await userEvent.type(screen.getByRole('textbox', { name: 'Full Name' }), 'asha');
    await userEvent.type(screen.getByLabelText('Password'), 'another1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(/That name is taken\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect((screen.getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement).value).toBe('asha');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('another1');
    expect(t.session.isLoggedIn()).toBe(false);
  });
});
