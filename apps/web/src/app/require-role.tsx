import { type RoleRule, roleFlags } from '@timekeep/shared/domain/roles';
import { Outlet } from 'react-router';
import { NotAllowedView } from '../components/layout/not-found-view';
import { useSignedInUser } from '../lib/lookups/get-current-user';

/** A route the signed-in person's role may not enter says so, and leads home. */
export function RequireRole({ allows }: { allows: RoleRule }) {
  const user = useSignedInUser();
  return allows(roleFlags(user)) ? <Outlet /> : <NotAllowedView />;
}
