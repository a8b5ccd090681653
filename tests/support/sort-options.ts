import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sortMenuCode } from '../../src/ui/features/browse/SortSelect';

/**
 * The Sort by select, once its code is here. The code is fetched when the page is idle; a test asks
 * for it itself, so that it finds the select whichever tests ran before it in the same file (the
 * code, once loaded, stays loaded for the module).
 */
export async function findSortSelect(): Promise<HTMLElement> {
  await act(() => sortMenuCode.preload());
  return screen.findByRole('combobox', { name: 'Sort by' });
}

/** Opens the Sort by select as a shopper does (a click); resolves with the options shown. */
export async function openSortOptions(): Promise<HTMLElement[]> {
  await userEvent.click(await findSortSelect());
  return screen.findAllByRole('option');
}
