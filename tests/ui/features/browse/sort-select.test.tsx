import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from '../../../../src/ui/features/browse/SortSelect';
import { openSortOptions, sortSelect } from '../../../support/sort-options';

function renderSort(onChange = vi.fn()) {
  render(
    <Theme>
      <SortSelect value="priceLow" onChange={onChange} />
    </Theme>,
  );
  return onChange;
}

describe('SortSelect', () => {
  it('shows a stand-in with the current sort at once, labelled Sort by', () => {
    renderSort();
    expect(sortSelect().textContent).toBe('Price: Low to High');
  });

  it('opens the menu when it arrives if the stand-in was pressed meanwhile', async () => {
    renderSort();
    fireEvent.pointerDown(screen.getByRole('combobox', { name: 'Sort by' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Popularity', 'Price: Low to High', 'Price: High to Low', 'Newest First']);
  });

  it('keeps the keyboard focus when the select replaces its stand-in', async () => {
    // A fresh copy of the module, whose menu code has not arrived yet.
    vi.resetModules();
    const { SortSelect: FreshSortSelect } = await import('../../../../src/ui/features/browse/SortSelect');
    render(
      <Theme>
        <FreshSortSelect value="popularity" onChange={vi.fn()} />
      </Theme>,
    );
    const standIn = sortSelect();
    standIn.focus(); // reaching for it fetches the select's code
    await waitFor(() => expect(sortSelect()).not.toBe(standIn), { timeout: 3000 });
    // The keyboard is still on Sort by, and Enter opens it.
    expect(document.activeElement).toBe(sortSelect());
    await userEvent.keyboard('{Enter}');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toContain('Newest First');
  });

  it('reports the chosen sort', async () => {
    const onChange = renderSort();
    await openSortOptions();
    await userEvent.click(screen.getByRole('option', { name: 'Newest First' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('newest'));
  });
});
