import { Outlet } from 'react-router';
import { SubNav } from '../../components/layout/sub-nav';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../lib/paths';

/** The admin's sections; all but Users are the company's own data (the company-data screens). */
const sections = [
  { to: paths.admin.users(), label: 'Users' },
  { to: paths.admin.clients(), label: 'Clients' },
  { to: paths.admin.departments(), label: 'Departments' },
  { to: paths.admin.additionalProjects(), label: 'Additional Projects' },
  { to: paths.admin.holidays(), label: 'Holidays' },
  { to: paths.admin.offices(), label: 'Offices' },
  { to: paths.admin.blackoutDays(), label: 'Blackout Days' },
  { to: paths.admin.periods(), label: 'Periods' },
  { to: paths.admin.balances(), label: 'Balances' },
  { to: paths.admin.accrualPolicies(), label: 'Accrual Policies' },
  { to: paths.admin.utilizationTargets(), label: 'Utilization Targets' },
  { to: paths.admin.standIns(), label: 'Stand-ins' },
  { to: paths.admin.serviceTokens(), label: 'Service Tokens' },
  { to: paths.admin.webhooks(), label: 'Webhooks' },
  { to: paths.admin.scim(), label: 'SCIM Provisioning' },
  { to: paths.admin.csv(), label: 'CSV Files' },
  { to: paths.admin.audit(), label: 'Audit Log' },
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
