import { roleFlags } from '@timekeep/shared/domain/roles';
import { Outlet } from 'react-router';
import { NotAllowedView } from '../components/layout/not-found-view';
import { CenteredLoader } from '../components/ui/centered-loader';
import { useSignedInUser } from '../lib/lookups/get-current-user';
import { type AreaRule, useAreaSettings } from '../lib/route-access';

/** A route the signed-in person's role may not enter says so, and leads home. */
export function RequireRole({ allows }: { allows: AreaRule }) {
  const user = useSignedInUser();
  const settings = useAreaSettings();
  if (!settings) return <CenteredLoader />;
  return allows(roleFlags(user), settings) ? <Outlet /> : <NotAllowedView />;
}
