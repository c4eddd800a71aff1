import { Stack, Text } from '@mantine/core';
import { APP_VERSION } from '@timekeep/shared/version';
import { PageTitle } from '../../../components/ui/page-title';
import { usePublicConfig } from '../../../lib/lookups/get-public-config';
import { AccountHelp } from './account-help';
import { AdminHelp } from './admin-help';
import { ReportsHelp } from './reports-help';
import { TeamHelp } from './team-help';
import { TimeOffHelp } from './time-off-help';
import { TimesheetsHelp } from './timesheets-help';

export function HelpPage() {
  const { data: config } = usePublicConfig();
  return (
    <Stack gap={0} maw={860}>
      <PageTitle>Help</PageTitle>
      <TimesheetsHelp hrEmail={config?.hrEmail} />
      <TimeOffHelp />
      <TeamHelp />
      <ReportsHelp />
      <AdminHelp />
      <AccountHelp />
      <Text size="sm" c="gray.7">
        {`Version ${APP_VERSION}`}
      </Text>
    </Stack>
  );
}
