/** Every Power BI query sits under one root. */
export const biReportKeys = {
  all: ['power-bi'] as const,
  list: () => [...biReportKeys.all, 'reports'] as const,
  embed: (reportId: string) => [...biReportKeys.all, 'embed', reportId] as const,
};
