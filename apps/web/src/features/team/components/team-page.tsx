import { Outlet } from 'react-router';
import { SubNav } from '../../../components/layout/sub-nav';
import { PageTitle } from '../../../components/ui/page-title';

const sections = [
  { to: '/team/pending', label: 'Pending' },
  { to: '/team/timesheets', label: 'Time' },
  { to: '/team/pto', label: 'Time Off' },
];

export function TeamPage() {
  return (
    <>
      <PageTitle>Team</PageTitle>
      <SubNav label="Team sections" items={sections} />
      <Outlet />
    </>
  );
}
