import { Outlet } from 'react-router';
import { SubNav } from '../../../components/layout/sub-nav';
import { PageTitle } from '../../../components/ui/page-title';

const sections = [{ to: '/admin/users', label: 'Users' }];

export function AdminPage() {
  return (
    <>
      <PageTitle>Admin</PageTitle>
      <SubNav label="Admin sections" items={sections} />
      <Outlet />
    </>
  );
}
