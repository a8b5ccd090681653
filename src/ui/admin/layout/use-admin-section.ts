import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sectionOfState, stateWithSection, type AdminSection } from '../../../domain/admin/sections';

/**
 * The section shown, kept in the history entry's state rather than the address (spec: sections
 * change no URL): a reload keeps it, and Back returns to the section before. Choosing another
 * section adds a history entry at the same address; choosing the one shown adds none.
 */
export function useAdminSection(): [AdminSection, (section: AdminSection) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const section = sectionOfState(location.state);
  const show = useCallback(
    (next: AdminSection) => {
      if (next === section) return;
      const { pathname, search, hash } = location;
      navigate({ pathname, search, hash }, { state: stateWithSection(location.state, next) });
    },
    [location, navigate, section],
  );
  return [section, show];
}
