import { Anchor, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../lib/paths';
import { reportCatalog } from '../report-catalog';

/** The reports, Insights, and (composed by the route) the person's background exports below them. */
export function ReportsPage({ exports }: { exports?: ReactNode }) {
  return (
    <>
      <PageTitle>Reports</PageTitle>
      <Table maw={640} striped aria-label="Reports">
        <Table.Tbody>
          {reportCatalog.map((report) => (
            <Table.Tr key={report.path}>
              <Table.Td>
                <Anchor component={Link} to={paths.reports.report(report.path)}>
                  {report.name}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text mt="md">
        Charts of these figures:{' '}
        <Anchor component={Link} to={paths.reports.insights()}>
          Insights
        </Anchor>
      </Text>
      {exports}
    </>
  );
}
