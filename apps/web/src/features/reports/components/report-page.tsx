import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import type { ReportEntry } from '../report-catalog';

export function ReportPage({ report }: { report: ReportEntry }) {
  return (
    <>
      <nav aria-label="Breadcrumb">
        <Breadcrumbs mb="sm">
          <Anchor component={Link} to="/reports" size="sm">
            Reports
          </Anchor>
          <Text size="sm" aria-current="page">
            {report.name}
          </Text>
        </Breadcrumbs>
      </nav>
      <PageTitle>{report.name}</PageTitle>
    </>
  );
}
