import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PromotionsSection } from '../../../src/ui/admin/promotions/PromotionsSection';
import { logInAdmin } from '../../support/admin-session';
import { renderRoutes } from '../../support/render';
import { createTestContainer } from '../../support/test-container';

const user = userEvent.setup({ delay: null });

async function open() {
  const test = logInAdmin(createTestContainer());
  await renderRoutes([{ path: '/admin', element: <PromotionsSection /> }], '/admin', test);
  await screen.findByRole('table', { name: 'Promotions' });
  return test;
}

const rowOf = (code: string) => screen.getByRole('rowheader', { name: code }).closest('tr') as HTMLElement;
const field = (dialog: HTMLElement, label: string | RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;

async function fill(dialog: HTMLElement, label: string | RegExp, text: string) {
  const input = field(dialog, label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

async function openCreate() {
  await user.click(screen.getByRole('button', { name: 'Create New Promotion' }));
  return screen.findByRole('dialog', { name: 'Create New Promotion' });
}

describe('the Promotions section', () => {
  it("lists the spec's sample: code, title, off, minimum, validity, uses and state", async () => {
    await open();
    const cells = within(rowOf('WELCOME20'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual(['20% off first order', '20% offFirst order only', 'None', 'From 1 Jan 2026', '01 per customer', 'Paused']);
    expect(within(rowOf('WELCOME20')).getByRole('button', { name: 'Resume WELCOME20' })).toBeTruthy();
  });

  it('creates a code from the form: upper-cased, active, listed; a toast says so', async () => {
    const test = await open();
    const dialog = await openCreate();
    expect(field(dialog, /^Valid from/).value).toBe('2023-11-15');
    await fill(dialog, /^Code/, 'diwali25');
    await fill(dialog, /^Title/, 'Diwali sale');
    await fill(dialog, /^Percent off/, '25');
    await fill(dialog, /^Minimum order/, '999');
    await fill(dialog, /^Total uses/, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Create Promotion' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await waitFor(() => rowOf('DIWALI25'));
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('₹999')).toBeTruthy();
    expect(within(row).getByText('0 of 100')).toBeTruthy();
    expect(test.notifier.notices).toContainEqual(expect.objectContaining({ description: 'Promotion created successfully' }));
  });

  it("says each field's rule under it and saves nothing; a taken code is said at the code", async () => {
    const test = await open();
    const dialog = await openCreate();
    await fill(dialog, /^Percent off/, '95');
    await fill(dialog, /^Valid until/, '2023-11-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create Promotion' }));
    expect(await within(dialog).findByText('The code is 4 to 20 letters or digits')).toBeTruthy();
    expect(within(dialog).getByText('Enter a title')).toBeTruthy();
    expect(within(dialog).getByText('The percent off is a whole number from 1 to 90')).toBeTruthy();
    expect(within(dialog).getByText('The last day cannot be before the first day')).toBeTruthy();
    expect(field(dialog, /^Code/).getAttribute('aria-invalid')).toBe('true');

    await fill(dialog, /^Code/, 'welcome20');
    await fill(dialog, /^Title/, 'Again');
    await fill(dialog, /^Percent off/, '10');
    await fill(dialog, /^Valid until/, '');
    await user.click(within(dialog).getByRole('button', { name: 'Create Promotion' }));
    expect(await within(dialog).findByText('WELCOME20 is taken: choose another code')).toBeTruthy();
    expect((await test.promotions.list()).map((entry) => entry.promotion.title)).toEqual(['20% off first order']);
  });

  it('edits a code (its code read-only), resumes and pauses it, and ends it once confirmed', async () => {
    const test = await open();
    await user.click(screen.getByRole('button', { name: 'Edit WELCOME20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Promotion' });
    expect(field(dialog, /^Code/).readOnly).toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: 'Discount type' }));
    await user.click(await screen.findByRole('option', { name: 'Flat amount off' }));
    await fill(dialog, /^Amount off/, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Update Promotion' }));
    await waitFor(() => expect(within(rowOf('WELCOME20')).getByText('₹150 off')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Resume WELCOME20' }));
    await waitFor(() => expect(within(rowOf('WELCOME20')).getByText('Active')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Pause WELCOME20' }));
    await waitFor(() => expect(within(rowOf('WELCOME20')).getByText('Paused')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'End WELCOME20' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'End Promotion' });
    await user.click(within(confirm).getByRole('button', { name: 'End Promotion' }));
    await waitFor(() => expect(within(rowOf('WELCOME20')).getByText('Ended')).toBeTruthy());
    expect(within(rowOf('WELCOME20')).queryByRole('button', { name: 'Resume WELCOME20' })).toBeNull();
    expect((await test.promotions.find('WELCOME20'))?.state).toBe('ended');
  });

  it('shows the empty state, with Create New Promotion, when there is no code', async () => {
    const test = logInAdmin(createTestContainer());
    (test.promotions as unknown as { list: () => Promise<[]> }).list = async () => [];
    await renderRoutes([{ path: '/admin', element: <PromotionsSection /> }], '/admin', test);
    expect(await screen.findByText('No promotions yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create New Promotion' })).toBeTruthy();
  });
});
