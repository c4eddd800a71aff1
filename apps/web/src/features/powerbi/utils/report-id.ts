/**
 * A report id in the page's URL has dashes (the GUID as Power BI writes it); the API path takes it with
 * underscores (spec section 2 and 7). Either form names the same report.
 */
export function apiReportId(urlReportId: string): string {
  return urlReportId.replaceAll('-', '_');
}

export function urlReportId(reportId: string): string {
  return reportId.replaceAll('_', '-');
}
