import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BrowseControls } from './browse-controls';

/**
 * Hands the router to the browse view model, which decides where a filter or a sort goes. Applying
 * one means going to its address: a new history entry, so Back shows the previous view, and the
 * page reloads its list from the address. The scroll position stays, the shopper is in the middle
 * of the filters. (Before paint, so the first click already knows the current address.)
 */
export function useBrowseNavigation(controls: BrowseControls): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    controls.connect({
      go: (target) => void navigate({ pathname, search: target }, { preventScrollReset: true }),
      current: search,
    });
  }, [controls, navigate, pathname, search]);
}
