import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReportPage } from '../../../../src/ui/features/company/ReportPage';
import { renderAt } from '../../../support/render';

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const evidence = () => screen.getByLabelText('Evidence (optional)') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Submit Report' });
const MB = 1024 * 1024;
const tab = (name: RegExp) => screen.getByRole('tab', { name });
// Typing into four fields in happy-dom takes a few seconds on a shared machine.
const SLOW = 20_000;

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function fillRequired() {
  await userEvent.type(field('Name'), 'Brand Owner');
  await userEvent.type(field('Email'), 'legal@brand.in');
  await userEvent.type(field('Product link'), 'https://fashionzone.in/product/3');
  await userEvent.type(field('Details'), 'A copy of our jeans.');
}

describe('the report form', () => {
  it('opens on the counterfeit tab, with trademark and other beside it', () => {
    renderAt(<ReportPage />, '/report');
    expect(screen.getByRole('heading', { level: 1, name: 'Report Infringement' })).toBeTruthy();
    // Radix Themes repeats each label, hidden, to hold the bold width: match with a pattern.
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(tab(/^Counterfeit/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/^Trademark/).getAttribute('aria-selected')).toBe('false');
    expect(tab(/^Other/).getAttribute('aria-selected')).toBe('false');
  });

  it('refuses evidence of the wrong type or over 10MB at once, with the message at the field', async () => {
    const view = renderAt(<ReportPage />, '/report');
    await userEvent.upload(evidence(), fileOf('notes.txt', 'text/plain', 100), { applyAccept: false });
    const wrongType = await screen.findByText('The evidence must be a JPG, PNG or PDF file');
    expect(evidence().getAttribute('aria-invalid')).toBe('true');
    expect(evidence().getAttribute('aria-describedby')).toContain(wrongType.id);

    await userEvent.upload(evidence(), fileOf('photo.png', 'image/png', 10 * MB + 1));
    expect(await screen.findByText('The evidence file must be 10MB or smaller')).toBeTruthy();
    await fillRequired();
    await userEvent.click(submit());
    expect(view.notifier.notices).toEqual([]);

    await userEvent.upload(evidence(), fileOf('photo.png', 'image/png', 10 * MB));
    await waitFor(() => expect(screen.queryByText('The evidence file must be 10MB or smaller')).toBeNull());
    expect(evidence().getAttribute('aria-invalid')).toBeNull();
  }, SLOW);

  it('requires name, email, product link and details; on submit a toast about 48 hours, then an empty form', async () => {
    const view = renderAt(<ReportPage />, '/report');
    await userEvent.click(submit());
    expect(await screen.findByText('Please enter the link to the product')).toBeTruthy();
    expect(screen.getByText('Please describe the infringement')).toBeTruthy();
    expect(view.notifier.notices).toEqual([]);

    await userEvent.click(tab(/^Trademark/));
    await fillRequired();
    await userEvent.upload(evidence(), fileOf('proof.pdf', 'application/pdf', 2 * MB));
    await userEvent.click(submit());
    await waitFor(() => expect(view.notifier.notices).toEqual([{ kind: 'success', title: 'Report Submitted', description: expect.stringContaining('within 48 hours') }]));
    await waitFor(() => expect((field('Name') as HTMLInputElement).value).toBe(''));
    expect((field('Details') as HTMLTextAreaElement).value).toBe('');
    expect(evidence().files?.length ?? 0).toBe(0);
    expect(tab(/^Counterfeit/).getAttribute('aria-selected')).toBe('true');
  }, SLOW);
});
