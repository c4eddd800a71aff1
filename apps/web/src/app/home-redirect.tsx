import { homePath, roleFlags } from '@timekeep/shared/domain/roles';
import { Navigate } from 'react-router';
import { useSignedInUser } from '../lib/lookups/get-current-user';

/** `/` leads to the timesheet, or to the reports for people who keep no timesheet. */
export function HomeRedirect() {
  const user = useSignedInUser();
  return <Navigate to={homePath(roleFlags(user))} replace />;
}
