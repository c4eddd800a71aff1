import { Alert, Anchor, Code, List, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { ApiError } from '../../../lib/api-client';
import { usePowerBiReports } from '../api/get-power-bi-reports';
import { powerBiErrorText } from '../utils/error-text';
import { urlReportId } from '../utils/report-id';

/** Where the built-in charts live: they need no configuration. */
export const INSIGHTS_PATH = '/reports/insights';

const settings: [name: string, meaning: string][] = [
  [
    'POWERBI_WORKSPACE_ID',
    'the Power BI workspace that holds the reports (the id in its URL after /groups/)',
  ],
  ['AZURE_TENANT_ID', 'the directory (tenant) id of the company in Microsoft Entra ID'],
  ['AZURE_CLIENT_ID', 'the application id of the Entra ID app registered for Timekeep'],
  ['AZURE_CLIENT_SECRET', 'a client secret of that app'],
];

/** What the list says instead of an error when the server has no Power BI settings (501 not_configured). */
function NotConfigured() {
  return (
    <Stack gap="sm" maw={760}>
      <Title order={2} size="h3">
        Power BI is not configured
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
      <Text>
        Meanwhile the built-in{' '}
        <Anchor component={Link} to={INSIGHTS_PATH}>
          Insights
        </Anchor>{' '}
        charts work without any configuration.
      </Text>
    </Stack>
  );
}

/** /power-bi-reports: the workspace's reports, each row leading to the embedded report. */
export function BiReportsPage() {
  const reports = usePowerBiReports();
  let content: React.ReactNode;
  if (reports.isPending) {
    content = <CenteredLoader />;
  } else if (reports.isError) {
    content =
      reports.error instanceof ApiError && reports.error.code === 'not_configured' ? (
        <NotConfigured />
      ) : (
        <Alert color="red" role="alert" maw={760}>
          {powerBiErrorText(reports.error)}
        </Alert>
      );
  } else if (reports.data.length === 0) {
    content = <Text>No Power BI reports were found in the workspace.</Text>;
  } else {
    content = (
      <Table maw={640} striped>
        <Table.Tbody>
          {reports.data.map((report) => (
            <Table.Tr key={report.id}>
              <Table.Td>
                <Anchor component={Link} to={`/power-bi-reports/${urlReportId(report.id)}`}>
                  {report.name}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <>
      <PageTitle>Power BI Reports</PageTitle>
      {content}
    </>
  );
}
