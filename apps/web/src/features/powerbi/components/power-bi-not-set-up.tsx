import { Anchor, Code, List, Stack, Text, Title } from '@mantine/core';
import { roleFlags, roleRules } from '@timekeep/shared/domain/roles';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/lookups/get-current-user';
import { paths } from '../../../lib/paths';

/** Where the built-in charts live: they need no configuration. */

const settings: [name: string, meaning: string][] = [
  [
    'POWERBI_WORKSPACE_ID',
    'the Power BI workspace that holds the reports (the id in its URL after /groups/)',
  ],
  ['AZURE_TENANT_ID', 'the directory (tenant) id of the company in Microsoft Entra ID'],
  ['AZURE_CLIENT_ID', 'the application id of the Entra ID app registered for Timekeep'],
  ['AZURE_CLIENT_SECRET', 'a client secret of that app'],
];

/** The built-in charts, offered while Power BI is not set up. */
function InsightsInstead() {
  return (
    <Text>
      Meanwhile the built-in{' '}
      <Anchor component={Link} to={paths.reports.insights()}>
        Insights
      </Anchor>{' '}
      charts work without any configuration.
    </Text>
  );
}

/**
 * What a Power BI page says instead of an error when the server has no Power BI settings (501
 * not_configured): the setup steps to an admin, who can take them; to anyone else, whom to ask.
 */
export function PowerBiNotSetUp() {
  const user = useSignedInUser();
  if (!roleRules.administer(roleFlags(user))) {
    return (
      <Stack gap="sm" maw={760}>
        <Text>Power BI is not set up yet, ask an admin.</Text>
        <InsightsInstead />
      </Stack>
    );
  }
  return (
    <Stack gap="sm" maw={760}>
      <Title order={2} size="h3">
        Power BI is not set up yet
      </Title>
      <Text>
        Embedded Power BI reports need an Entra ID app that may read the company's Power BI workspace. An
        administrator sets these four variables on the server and restarts it:
      </Text>
      <List spacing="xs">
        {settings.map(([name, meaning]) => (
          <List.Item key={name}>
            <Code>{name}</Code>: {meaning}
          </List.Item>
        ))}
      </List>
      <Text>
        The app is added to the workspace as a member, and the Power BI tenant setting that lets service
        principals use Power BI APIs is enabled for it; the Power BI section of the README walks through each
        step.
      </Text>
      <InsightsInstead />
    </Stack>
  );
}

/** Whether a Power BI call failed because the server has no Power BI settings. */
export function isNotConfigured(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'not_configured';
}
