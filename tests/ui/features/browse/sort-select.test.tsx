import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from '../../../../src/ui/features/browse/SortSelect';
import { findSortSelect, openSortOptions } from '../../../support/sort-options';

// Each test sets the one thing that carries over between tests of a file, whether the select's
// code has arrived: findSortSelect loads it, and the first test takes a fresh copy of the module.
// So the tests pass in any order (vitest --sequence.shuffle) and one by one.

function renderSort(onChange = vi.fn()) {
  render(
    <Theme>
      <SortSelect value="priceLow" onChange={onChange} />
    </Theme>,
  );
  return onChange;
}

describe('SortSelect', () => {
  it('holds the place of the select, labelled Sort by, until its code is here', async () => {
    // A fresh copy of the module, whose select code has not arrived, whatever ran before.
    vi.resetModules();
    const fresh = await import('../../../../src/ui/features/browse/SortSelect');
    render(
      <Theme>
        <fresh.SortSelect value="newest" onChange={vi.fn()} />
      </Theme>,
    );
    expect(screen.getByText('Sort by')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    await act(() => fresh.sortMenuCode.preload());
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toBe('Newest First');
  });

  it('shows the current sort, and offers the four sorts', async () => {
    renderSort();
    expect((await findSortSelect()).textContent).toBe('Price: Low to High');
    expect((await openSortOptions()).map((o) => o.textContent)).toEqual(['Popularity', 'Price: Low to High', 'Price: High to Low', 'Newest First']);
  });

  it('opens from the keyboard', async () => {
    renderSort();
    (await findSortSelect()).focus();
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
