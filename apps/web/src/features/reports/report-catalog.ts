export interface ReportEntry {
  /** Path segment under /reports. */
  path: string;
  name: string;
}

export const reportCatalog: ReportEntry[] = [
  { path: 'accounting', name: 'Accounting Report' },
  { path: 'allocation', name: 'Allocation Report' },
  { path: 'general-time', name: 'General Project Time Report' },
  { path: 'project-time', name: 'Project Time Report' },
  { path: 'timesheets-not-submitted', name: 'Timesheets Not Submitted Report' },
];
