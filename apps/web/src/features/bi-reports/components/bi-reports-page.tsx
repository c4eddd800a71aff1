import { PageTitle } from '../../../components/ui/page-title';

export function BiReportsPage() {
  return <PageTitle>Power BI Reports</PageTitle>;
}
