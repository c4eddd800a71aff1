import { Outlet } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';

export function AdminPage() {
  return (
    <>
      <PageTitle>Admin</PageTitle>
      <Outlet />
    </>
  );
}
