import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
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
  useEffect(() => {
    if (!allowed) access.turnAway(pathname + search);
  }, [allowed, access, pathname, search]);
  if (!allowed) return <Navigate to={LOGIN_PATH} replace />;
  return <>{children}</>;
}
