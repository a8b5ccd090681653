import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AdminAccessService } from '../../../application/admin/admin-access-service';
import { useService } from '../../app/container-context';
import { LOGIN_PATH } from '../../app/paths';

/**
 * Shows the admin pages to the logged-in admin only; anyone else goes to the login page, which
 * brings them back here afterwards. A logout in another tab sends this one away too.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const access = useService(AdminAccessService);
  const { pathname, search } = useLocation();
  const subscribe = useCallback((listener: () => void) => access.subscribe(listener), [access]);
  const allowed = useSyncExternalStore(subscribe, () => access.isAdmin());
  const navigate = useNavigate();
  // What <Navigate replace> does, first (before turnAway, as the child's effect ran): the component
  // itself would put its code and warnings in the React chunk that every first load carries.
  useEffect(() => {
    if (!allowed) void navigate(LOGIN_PATH, { replace: true });
  }, [allowed, navigate]);
  useEffect(() => {
    if (!allowed) access.turnAway(pathname + search);
  }, [allowed, access, pathname, search]);
  if (!allowed) return null;
  return <>{children}</>;
}
