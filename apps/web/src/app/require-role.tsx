import { type RoleRule, roleFlags } from '@timekeep/shared/domain/roles';
import { Outlet } from 'react-router';
import { NotFoundView } from '../components/layout/not-found-view';
import { useSignedInUser } from '../lib/lookups/get-current-user';

/** Routes a role may not enter look like routes that do not exist. */
export function RequireRole({ allows }: { allows: RoleRule }) {
  const user = useSignedInUser();
  return allows(roleFlags(user)) ? <Outlet /> : <NotFoundView />;
}
