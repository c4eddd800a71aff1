import { useRefreshReportExports } from '../../features/report-exports/api/get-report-exports';
import { ReportExports } from '../../features/report-exports/components/report-exports';
import { CatalogReportPage } from '../../features/reports/components/catalog-report-page';
import { ReportsPage } from '../../features/reports/components/reports-page';

/** The reports page, with the person's background exports (issue 42) below the reports. */
export function ReportsRoute() {
  return <ReportsPage exports={<ReportExports />} />;
}

/**
 * A report, with the person's background exports under its buttons once they have one; an export the report
 * queues refreshes that list at once.
 */
export function CatalogReportRoute() {
  const refreshExports = useRefreshReportExports();
  return <CatalogReportPage exports={<ReportExports hideWhenEmpty />} onExportQueued={refreshExports} />;
}
