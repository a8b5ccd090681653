import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sortMenuCode } from '../../src/ui/features/browse/SortSelect';

/** The Sort by select, as the shopper finds it: its stand-in first, then the Radix select. */
export const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });

/**
 * Opens the Sort by select as a shopper does: reaching for it (focus) fetches its code, then a
 * click opens it; resolves with the options shown. Waiting for the code between the two keeps the
 * click off a stand-in that is being replaced under it.
 */
export async function openSortOptions(): Promise<HTMLElement[]> {
  sortSelect().focus();
  await act(() => sortMenuCode.preload());
  await userEvent.click(sortSelect());
  return screen.findAllByRole('option');
}
