import { PageTitle } from '../../../components/ui/page-title';

export function TimesheetsPage() {
  return <PageTitle>Timesheets</PageTitle>;
}
