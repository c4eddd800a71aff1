import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { signedInUser, useCurrentUser } from '../../../lib/lookups/get-current-user';
import { loginPath } from '../utils/session';

/** Renders the nested routes for a signed-in user; anyone else goes to /login, which brings them back here. */
export function RequireAuth() {
  const { data, error, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <CenteredLoader />;
  if (error) throw error;
  if (!signedInUser(data)) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <Outlet />;
}
