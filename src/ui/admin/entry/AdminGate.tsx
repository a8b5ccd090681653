import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useService } from '../../app/container-context';
import { LOGIN_PATH } from '../../app/paths';
import { AdminGateViewModel } from './admin-gate-view-model';

/**
 * Shows the admin pages to the admin only, once the session is checked (nothing shows while it is);
 * anyone else goes to the login page, which brings them back here afterwards. A logout in another
 * tab sends this one away too.
 */
export const AdminGate = observer(function AdminGate({ children }: { children: ReactNode }) {
  const gate = useService(AdminGateViewModel);
  const { pathname, search } = useLocation();
  const currentPath = pathname + search;
  useEffect(() => gate.follow(currentPath), [gate, currentPath]);
  if (gate.state === 'closed') return <Navigate to={LOGIN_PATH} replace />;
  if (gate.state === 'checking') return null;
  return <>{children}</>;
});
