import { Outlet } from 'react-router';
import { SubNav } from '../../components/layout/sub-nav';
import { PageTitle } from '../../components/ui/page-title';

/** The admin's sections; all but Users are the company's own data (the company-data screens). */
const sections = [
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/clients', label: 'Clients' },
  { to: '/admin/departments', label: 'Departments' },
  { to: '/admin/additional-projects', label: 'Additional Projects' },
  { to: '/admin/holidays', label: 'Holidays' },
  { to: '/admin/periods', label: 'Periods' },
  { to: '/admin/balances', label: 'Balances' },
  { to: '/admin/csv', label: 'CSV Files' },
  { to: '/admin/audit', label: 'Audit Log' },
];

/** The admin area's shell: its title and section tabs around the section's page. */
export function AdminRoute() {
  return (
    <>
      <PageTitle>Admin</PageTitle>
      <SubNav label="Admin sections" items={sections} />
      <Outlet />
    </>
  );
}
