import { roleFlags } from '@timekeep/shared/domain/roles';
import { Outlet } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { useSignedInUser } from '../lib/lookups/get-current-user';

export function SignedInLayout() {
  const user = useSignedInUser();
  const flags = roleFlags(user);
  return (
    <AppLayout
      flags={flags}
      userName={user.name}
      notifications={
        // Budget alerts go to engagement managers (in practice leads) and admins.
        <NotificationBell />
      }
    >
      <Outlet />
    </AppLayout>
  );
}
