import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHOP_IDENTITY } from '../../../src/domain/orders/shop-identity';
import { GSTIN_MESSAGES, UPI_ID_INVALID } from '../../../src/domain/settings/shop-identity-form';
import { SettingsSection } from '../../../src/ui/admin/settings/SettingsSection';
import { logInAdmin } from '../../support/admin-session';
import { renderRoutes } from '../../support/render';
import { createTestContainer } from '../../support/test-container';

const user = userEvent.setup({ delay: null });

async function renderIdentity() {
  const test = logInAdmin(createTestContainer());
  await renderRoutes([{ path: '*', element: <SettingsSection /> }], '/admin', test);
  const form = await screen.findByRole('form', { name: 'Business identity' });
  const field = (label: RegExp) => within(form).getByLabelText(label) as HTMLInputElement;
  return { test, form, field };
}

describe('Business identity', () => {
  it('shows the seeded identity, and saves a new legal name with the settings toast', async () => {
    const { test, form, field } = await renderIdentity();
    expect(field(/^Legal name/).value).toBe(SHOP_IDENTITY.legalName);
    expect(field(/^GSTIN/).value).toBe('29AABCF1234K1ZP');
    expect(field(/^UPI ID/).value).toBe('fashionzone@okaxis');
    await user.clear(field(/^Legal name/));
    await user.type(field(/^Legal name/), '  Style Hub Retail LLP ');
    await user.click(within(form).getByRole('button', { name: 'Save Business Identity' }));
    await waitFor(() => expect(test.notifier.notices).toEqual([{ kind: 'success', title: 'Success', description: 'Settings saved successfully' }]));
    expect(await test.storeSettings.readIdentity()).toEqual({ ...SHOP_IDENTITY, legalName: 'Style Hub Retail LLP' });
    expect(field(/^Legal name/).value).toBe('Style Hub Retail LLP');
  });

  it('says under each field what is wrong (the GSTIN check character, the UPI ID), and saves nothing', async () => {
    const { test, form, field } = await renderIdentity();
    await user.clear(field(/^GSTIN/));
    await user.type(field(/^GSTIN/), '29AABCF1234K1Z5');
    await user.clear(field(/^UPI ID/));
    await user.type(field(/^UPI ID/), 'fashionzone');
    await user.click(within(form).getByRole('button', { name: 'Save Business Identity' }));
    const gstinError = await within(form).findByText(GSTIN_MESSAGES.check);
    expect(field(/^GSTIN/).getAttribute('aria-describedby')).toContain(gstinError.id);
    expect(within(form).getByText(UPI_ID_INVALID)).toBeTruthy();
    expect(await test.storeSettings.readIdentity()).toEqual(SHOP_IDENTITY);
    expect(test.notifier.notices).toEqual([]);
  });

  it('refuses a GSTIN whose state code is not the chosen state’s', async () => {
    const { form, field } = await renderIdentity();
    await user.clear(field(/^GSTIN/));
    await user.type(field(/^GSTIN/), '27AAPFU0939F1ZV');
    await user.click(within(form).getByRole('button', { name: 'Save Business Identity' }));
    expect(await within(form).findByText(GSTIN_MESSAGES.state)).toBeTruthy();
  });
});
