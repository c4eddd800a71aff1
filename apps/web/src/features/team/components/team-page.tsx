import { Anchor, Box, Group } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { SubNav } from '../../../components/layout/sub-nav';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../lib/paths';

const sections = [
  { to: paths.team.pending(), label: 'Pending' },
  { to: paths.team.timesheets(), label: 'Time' },
  { to: paths.team.timeOff(), label: 'Time Off' },
];

/** Arriving after an action on a page that has gone, focus starts again at the top of the content. */
function useFocusMainOnArrival() {
  const location = useLocation();
  const focusMain = (location.state as { focusMain?: boolean } | null)?.focusMain === true;
  const arrival = focusMain ? location.key : null;
  useEffect(() => {
    if (arrival) document.getElementById('main-content')?.focus();
  }, [arrival]);
}

export function TeamPage() {
  useFocusMainOnArrival();
  return (
    <>
      <Group justify="space-between" align="baseline">
        <PageTitle>Team</PageTitle>
        {/* The spec's three tabs stay as they are: stand-ins are a page of their own, one link away. */}
        <Anchor component={Link} to={paths.standIns()}>
          Going away? Name a stand-in
        </Anchor>
      </Group>
      <SubNav label="Team sections" items={sections} />
      <Box pt="xs">
        <Outlet />
      </Box>
    </>
  );
}
