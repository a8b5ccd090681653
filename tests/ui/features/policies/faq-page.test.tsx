import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqPage } from '../../../../src/ui/features/policies/FaqPage';
import { renderAt } from '../../../support/render';

describe('the FAQ page', () => {
  it('opens on the orders tab with every question', () => {
    renderAt(<FaqPage />, '/faq');
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeDefined();
    expect(screen.getByRole('tab', { name: /^Orders/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'How do I track my order?' })).toBeDefined();
  });

  it('filters by answer text whatever the case, moving to the tab that has answers', async () => {
    const user = userEvent.setup();
    renderAt(<FaqPage />, '/faq');
    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'SIZE GUIDE');
    expect(screen.getByRole('tab', { name: /^Products \(1\)/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'How do I find my size?' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'How do I track my order?' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 question found');
  });

  it('says there is nothing for an unmatched search, and Clear Search shows everything again', async () => {
    const user = userEvent.setup();
    renderAt(<FaqPage />, '/faq');
    const search = screen.getByRole('searchbox', { name: 'Search the FAQ' });
    await user.type(search, '  xylophone ');
    expect(screen.getByRole('heading', { level: 2, name: 'No results found for "xylophone"' })).toBeDefined();
    expect(screen.queryByRole('tablist')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(search);
    expect(screen.getByRole('tab', { name: /^Orders/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab')).toHaveLength(4);
  });

  it('links to the chat and the contact page', () => {
    renderAt(<FaqPage />, '/faq');
    expect(screen.getByRole('link', { name: 'Chat With Us' }).getAttribute('href')).toBe('/customer-care');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
  });
});
