import { Anchor, Stack, Text } from '@mantine/core';
import { homePath, roleFlags } from '@timekeep/shared/domain/roles';
import { Link } from 'react-router';
import { useSignedInUser } from '../../lib/lookups/get-current-user';
import { paths } from '../../lib/paths';
import { PageTitle } from '../ui/page-title';

const homeLabels: Record<string, string> = {
  [paths.timesheets()]: 'Go to Timesheets',
  [paths.reports.root()]: 'Go to Reports',
};

/** A page the person cannot use: a sad face, the title, why when it is not plain, and the way to their home page. */
function UnavailableView({ title, explanation }: { title: string; explanation?: string }) {
  const home = homePath(roleFlags(useSignedInUser()));
  return (
    <Stack align="center" gap="xs" py="xl">
      <Text fz={64} lh={1} role="img" aria-label="Sad face">
        😞
      </Text>
      <PageTitle>{title}</PageTitle>
      {explanation && <Text>{explanation}</Text>}
      <Anchor component={Link} to={home}>
        {homeLabels[home]}
      </Anchor>
    </Stack>
  );
}

export function NotFoundView() {
  return <UnavailableView title="Page Not Found" />;
}

/** A page the signed-in person's role may not enter. */
export function NotAllowedView() {
  return (
    <UnavailableView title="Page Not Available" explanation="This page is not available to your role." />
  );
}
