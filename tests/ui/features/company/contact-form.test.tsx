import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactPage } from '../../../../src/ui/features/company/ContactPage';
import { renderAt } from '../../../support/render';

const field = (name: string) => screen.getByRole('textbox', { name });
const send = () => screen.getByRole('button', { name: 'Send Message' });

describe('the contact form', () => {
  it('says at each field what is missing, and sends nothing', async () => {
    const view = renderAt(<ContactPage />, '/contact');
    await userEvent.click(send());
    for (const [name, message] of [
      ['Name', 'Please enter your name'],
      ['Email', 'Please enter your email address'],
      ['Subject', 'Please enter a subject'],
      ['Message', 'Please enter your message'],
    ] as const) {
      const shown = await screen.findByText(message);
      expect(field(name).getAttribute('aria-describedby')).toBe(shown.id);
    }
    expect(document.activeElement).toBe(field('Name'));
    await userEvent.type(field('Email'), 'asha@example');
    await userEvent.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(view.notifier.notices).toEqual([]);
  }, 20_000);

  it("confirms with the spec's toast and empties the form", async () => {
    const view = renderAt(<ContactPage />, '/contact');
    await userEvent.type(field('Name'), 'Asha');
    await userEvent.type(field('Email'), 'asha@example.in');
    await userEvent.type(field('Subject'), 'Sizes');
    await userEvent.type(field('Message'), 'Do you stock XXL?');
    await userEvent.click(send());
    await waitFor(() =>
      expect(view.notifier.notices).toEqual([
        { kind: 'success', title: 'Message Sent', description: "We've received your message and will get back to you shortly." },
      ]),
    );
    await waitFor(() => expect((field('Name') as HTMLInputElement).value).toBe(''));
    expect((field('Message') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByText('Please enter your name')).toBeNull();
  }, 20_000);

  it('shows the support details from the policies', () => {
    renderAt(<ContactPage />, '/contact');
    expect(screen.getByRole('link', { name: 'support@fashionzone.in' }).getAttribute('href')).toBe('mailto:support@fashionzone.in');
    expect(screen.getByText('Monday – Saturday: 9AM-9PM')).toBeTruthy();
    expect(screen.getByText('Sunday: 10AM-6PM')).toBeTruthy();
  });
});
