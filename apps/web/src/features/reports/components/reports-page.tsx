import { Anchor, Table } from '@mantine/core';
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
    </>
  );
}
