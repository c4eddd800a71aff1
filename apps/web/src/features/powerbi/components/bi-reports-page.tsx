import { Alert, Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../lib/paths';
import { usePowerBiReports } from '../api/get-power-bi-reports';
import { powerBiErrorText } from '../utils/error-text';
import { urlReportId } from '../utils/report-id';
import { isNotConfigured, PowerBiNotSetUp } from './power-bi-not-set-up';

/** /power-bi-reports: the workspace's reports, each row leading to the embedded report. */
export function BiReportsPage() {
  const reports = usePowerBiReports();
  let content: React.ReactNode;
  if (reports.isPending) {
    content = <CenteredLoader />;
  } else if (reports.isError) {
    content = isNotConfigured(reports.error) ? (
      <PowerBiNotSetUp />
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
                <Anchor component={Link} to={paths.biReports.report(urlReportId(report.id))}>
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
