/** The caller's background exports: one list, asked again while one of them is being prepared. */
export const reportExportKeys = {
  all: ['report-exports'] as const,
};
