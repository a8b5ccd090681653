import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TwoFactorSettings } from '../../../src/ui/admin/settings/TwoFactorSettings';
import { currentCode, enableAdminSecret, wrongCode } from '../../support/accounts';
import { renderAt } from '../../support/render';
import { createTestContainer, type TestContainer } from '../../support/test-container';

const user = userEvent.setup({ delay: null });
const INVALID = { kind: 'error', title: 'Verification Failed', description: 'Invalid code. Please try again.' };

function setUp(prepare: (test: TestContainer) => void = () => undefined) {
  const test = createTestContainer();
  test.session.logIn({ phone: '9000000001', name: 'admin' });
  prepare(test);
  renderAt(<TwoFactorSettings />, '/admin', test);
  return test;
}

async function typeCode(label: string, code: string) {
  const field = screen.getByRole('textbox', { name: label });
  await user.clear(field);
  await user.type(field, code);
}

describe('TwoFactorSettings', () => {
  it('sets up: the key and its QR code, Verify and Enable only at 6 digits, a wrong code kept out, the right one enables', async () => {
    const test = setUp();
    expect(await screen.findByText('Not enabled')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set Up Two-Factor Authentication' }));

    const qr = await screen.findByRole('img', { name: /QR code of the authenticator key/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = screen.getByLabelText('Authenticator key').textContent!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const verify = screen.getByRole('button', { name: 'Verify and Enable' });
    await typeCode('Verification code', '12a34');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Verification code' }).value).toBe('1234');
    expect(verify.hasAttribute('disabled')).toBe(true);
    await typeCode('Verification code', '12345678');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Verification code' }).value).toBe('123456');

    await typeCode('Verification code', wrongCode(test, secret));
    await user.click(verify);
    expect(test.notifier.notices).toEqual([INVALID]);
    expect(test.twoFactorSecrets.read()).toEqual({ kind: 'none' });

    await typeCode('Verification code', currentCode(test, secret));
    await user.click(screen.getByRole('button', { name: 'Verify and Enable' }));
    expect(await screen.findByText('Enabled')).toBeTruthy();
    expect(test.notifier.notices.at(-1)).toEqual({ kind: 'success', title: 'Setup Complete', description: 'Two-factor authentication has been enabled' });
    expect(test.twoFactorSecrets.read()).toMatchObject({ kind: 'enabled', record: { secret } });
  });

  it('Cancel leaves it off, with nothing enabled', async () => {
    const test = setUp();
    await user.click(await screen.findByRole('button', { name: 'Set Up Two-Factor Authentication' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Set Up Two-Factor Authentication' })).toBeTruthy();
    expect(test.twoFactorSecrets.read()).toEqual({ kind: 'none' });
  });

  it('says so when the QR code cannot be drawn, and the key can still be typed', async () => {
    setUp((test) => {
      test.qr.toDataUrl = () => Promise.reject(new Error('too long'));
    });
    await user.click(await screen.findByRole('button', { name: 'Set Up Two-Factor Authentication' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error generating QR code');
    expect(screen.getByLabelText('Authenticator key').textContent).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('when enabled, turning it off needs a current code', async () => {
    // With two-factor on, only a session that gave the code is the admin's.
    const test = setUp((t) => {
      enableAdminSecret(t);
      t.session.logIn({ phone: '9000000001', name: 'admin' }, 'password-and-code');
    });
    expect(await screen.findByText('Enabled')).toBeTruthy();
    await typeCode('Current code', wrongCode(test));
    await user.click(screen.getByRole('button', { name: 'Turn Off Two-Factor Authentication' }));
    expect(test.notifier.notices).toEqual([INVALID]);
    expect(test.twoFactorSecrets.read().kind).toBe('enabled');

    await typeCode('Current code', currentCode(test));
    await user.click(screen.getByRole('button', { name: 'Turn Off Two-Factor Authentication' }));
    expect(await screen.findByRole('button', { name: 'Set Up Two-Factor Authentication' })).toBeTruthy();
    expect(test.twoFactorSecrets.read()).toEqual({ kind: 'none' });
  });
});
