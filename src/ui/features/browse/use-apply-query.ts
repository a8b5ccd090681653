import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BrowseQuery } from '../../../domain/catalogue/browse';

/** Gives the query string (no leading '?') of another view of the page; '' for none. */
export type SearchFor = (next: BrowseQuery) => string;

/**
 * Applying a filter or a sort means going to its address: a new history entry, so Back shows the
 * previous view, and the page reloads its list from the address. The scroll position stays, the
 * shopper is in the middle of the filters.
 */
export function useApplyQuery(searchFor: SearchFor): (next: BrowseQuery) => void {
  const navigate = useNavigate();
  const { pathname, search: current } = useLocation();
  return useCallback(
    (next: BrowseQuery) => {
      const search = searchFor(next);
      const target = search ? `?${search}` : '';
      // Committing the slider where it already was is no new view: no extra Back step.
      if (target === current) return;
      navigate({ pathname, search: target }, { preventScrollReset: true });
    },
    [navigate, pathname, current, searchFor],
  );
}
