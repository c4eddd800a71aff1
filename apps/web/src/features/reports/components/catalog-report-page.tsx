import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NotFoundView } from '../../../components/layout/not-found-view';
import { reportCatalog } from '../report-catalog';
import { ReportPage } from './report-page';

/**
 * `/reports/{report}`: the catalog's report of that path. The catalog (columns, texts) loads with this page, not
 * with the first load. Keyed by report, so leaving one report for another clears its filters and results.
 */
export function CatalogReportPage({
  exports,
  onExportQueued,
}: {
  /** The person's background exports, under the report's buttons. */
  exports?: ReactNode;
  onExportQueued?: () => void;
}) {
  const { report: reportPath } = useParams();
  const report = reportCatalog.find((entry) => entry.path === reportPath);
  if (!report) return <NotFoundView />;
  return <ReportPage key={report.path} report={report} exports={exports} onExportQueued={onExportQueued} />;
}
