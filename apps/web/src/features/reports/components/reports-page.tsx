import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { reportCatalog } from '../report-catalog';

export function ReportsPage() {
  return (
    <>
      <PageTitle>Reports</PageTitle>
      <Table maw={640} striped>
        <Table.Tbody>
          {reportCatalog.map((report) => (
            <Table.Tr key={report.path}>
              <Table.Td>
                <Anchor component={Link} to={`/reports/${report.path}`}>
                  {report.name}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text mt="md">
        Charts of these figures:{' '}
        <Anchor component={Link} to="/reports/insights">
          Insights
        </Anchor>
      </Text>
    </>
  );
}
