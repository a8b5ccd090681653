import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from '../../../../src/ui/features/browse/SortSelect';
import { sortTrigger } from '../../../support/sort-trigger';

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
    const standIn = screen.getByRole('combobox', { name: 'Sort by' });
    expect(standIn.textContent).toBe('Price: Low to High');
    expect(standIn.getAttribute('data-state')).toBeNull();
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
    const standIn = screen.getByRole('combobox', { name: 'Sort by' });
    expect(standIn.getAttribute('data-state')).toBeNull();
    const real = await sortTrigger();
    expect(real).not.toBe(standIn);
    expect(document.activeElement).toBe(real);
  });

  it('reports the chosen sort', async () => {
    const onChange = renderSort();
    await userEvent.click(await sortTrigger());
    await userEvent.click(await screen.findByRole('option', { name: 'Newest First' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('newest'));
  });
});
