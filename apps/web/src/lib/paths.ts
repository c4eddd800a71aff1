/**
 * Every in-app path the web links or navigates to, and the route table's patterns: a path changes here and
 * nowhere else. A record's path takes its id, or a `:param` name when the route table asks for the pattern;
 * `search` is a query string carried along (with its `?`, or empty).
 */
type Id = number | string;

export const paths = {
  home: () => '/',
  login: () => '/login',
  logout: () => '/logout',
  help: () => '/help',
  /** The person's own API tokens (issue 41), from the menu under their name. */
  apiTokens: () => '/tokens',
  timesheets: () => '/timesheets',
  timeOff: {
    root: () => '/pto',
    current: (search = '') => `/pto/current${search}`,
    history: (search = '') => `/pto/history${search}`,
  },
  team: {
    root: () => '/team',
    pending: () => '/team/pending',
    timesheets: (search = '') => `/team/timesheets${search}`,
    timesheet: (timesheetId: Id, search = '') => `/team/timesheets/${timesheetId}${search}`,
    timeOff: (search = '') => `/team/pto${search}`,
    memberTimeOff: (personId: Id, year: Id, search = '') => `/team/pto/${personId}/${year}${search}`,
  },
  /** Stand-ins while a lead is away (issue 38): a page of the manager area's own, outside the spec's tabs. */
  standIns: () => '/stand-ins',
  reports: {
    root: () => '/reports',
    insights: () => '/reports/insights',
    /** A report of the catalog, by its path segment (`accounting`, `project-time`...). */
    report: (report: string, search = '') => `/reports/${report}${search}`,
  },
  biReports: {
    root: () => '/power-bi-reports',
    report: (reportId: Id) => `/power-bi-reports/${reportId}`,
  },
  engagements: {
    root: () => '/engagements',
    create: () => '/engagements/new',
    engagement: (engagementId: Id) => `/engagements/${engagementId}`,
  },
  admin: {
    root: () => '/admin',
    users: () => '/admin/users',
    newUser: () => '/admin/users/new',
    user: (userId: Id) => `/admin/users/${userId}`,
    userTimesheets: (userId: Id) => `/admin/users/${userId}/timesheets`,
    clients: () => '/admin/clients',
    departments: () => '/admin/departments',
    additionalProjects: () => '/admin/additional-projects',
    additionalProject: (projectId: Id) => `/admin/additional-projects/${projectId}`,
    holidays: () => '/admin/holidays',
    offices: () => '/admin/offices',
    blackoutDays: () => '/admin/blackout-days',
    periods: () => '/admin/periods',
    balances: (search = '') => `/admin/balances${search}`,
    accrualPolicies: () => '/admin/accrual-policies',
    csv: () => '/admin/csv',
    audit: () => '/admin/audit',
    standIns: () => '/admin/stand-ins',
    utilizationTargets: () => '/admin/utilization-targets',
    serviceTokens: () => '/admin/service-tokens',
    webhooks: () => '/admin/webhooks',
    scim: () => '/admin/scim',
  },
};
