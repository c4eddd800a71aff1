import { Outlet } from 'react-router';
import { SubNav } from '../../../components/layout/sub-nav';
import { PageTitle } from '../../../components/ui/page-title';

const sections = [
  { to: '/pto/current', label: 'Current & Upcoming' },
  { to: '/pto/history', label: 'History' },
];

export function TimeOffPage() {
  return (
    <>
      <PageTitle>Time Off</PageTitle>
      <SubNav label="Time off sections" items={sections} />
      <Outlet />
    </>
  );
}
