import { periodContaining } from '@timekeep/shared/domain/periods';
import { type ReportRangeDefault, reportRangeOf } from '@timekeep/shared/domain/report-range';
import type { NamedOption } from '@timekeep/shared/schemas/common';
import type { Engagement, ResourceOption } from '@timekeep/shared/schemas/engagements';
import { type ReportTimesheetStatus, reportTimesheetStatusSchema } from '@timekeep/shared/schemas/reports';

/**
 * The filters a report screen may offer (spec section 2, Reports): `project` is a client engagement,
 * `additionalProject` an internal project, `period` a timesheet period; `timesheetStatus` (ours) says which
 * timesheets' hours count.
 */
export type ReportFilterName =
  | 'dateRange'
  | 'asOf'
  | 'department'
  | 'engagementManager'
  | 'client'
  | 'project'
  | 'employee'
  | 'billable'
  | 'additionalProject'
  | 'timesheetStatus'
  | 'period';

/** What the filters hold; select values are ids as text, null when not chosen. */
export interface ReportFilterValues {
  startDate: string | null;
  endDate: string | null;
  /** The day a budget report's figures are of. */
  asOf: string | null;
  departmentId: string | null;
  engagementManagerId: string | null;
  clientId: string | null;
  /** The engagement's id, or the additional project's id in the general time report. */
  projectId: string | null;
  employeeId: string | null;
  billable: 'true' | 'false' | null;
  timesheetStatus: ReportTimesheetStatus;
  /** The first day of the chosen timesheet period. */
  periodStartDate: string;
}

/** A run's query string, in the API's names. */
export type ReportQuery = Record<string, string>;

/** The fields a run's problems are shown beside. */
export type ReportField =
  | 'startDate'
  | 'endDate'
  | 'asOf'
  | 'departmentId'
  | 'clientId'
  | 'projectId'
  | 'employeeId';
export type ReportFieldErrors = Partial<Record<ReportField, string>>;

/** The filters as a screen opens: the default range of spec section 9, nothing else chosen, approved hours. */
export function initialFilterValues(rangeDefault: ReportRangeDefault, today: string): ReportFilterValues {
  const { startDate, endDate } = reportRangeOf({}, rangeDefault, today);
  return {
    startDate,
    endDate,
    asOf: today,
    departmentId: null,
    engagementManagerId: null,
    clientId: null,
    projectId: null,
    employeeId: null,
    billable: null,
    timesheetStatus: 'approved',
    periodStartDate: periodContaining(today).startDate,
  };
}

/** The filters a link may set by their own names (`?startDate=...&projectId=...`). */
const linkedFilters = [
  'startDate',
  'endDate',
  'asOf',
  'departmentId',
  'engagementManagerId',
  'clientId',
  'projectId',
  'employeeId',
] as const;

/**
 * The filters a link opens a report with (Insights' rows links, a budget alert's link), over the screen's
 * defaults: the values' own names, and `start_date` for the day in the not-submitted report's period. Empty
 * values and unknown names are ignored; the server checks the rest as it checks a typed filter.
 */
export function filterValuesFromLink(
  values: ReportFilterValues,
  search: URLSearchParams,
): ReportFilterValues {
  const linked: ReportFilterValues = { ...values };
  for (const name of linkedFilters) {
    const value = search.get(name);
    if (value) linked[name] = value;
  }
  const status = reportTimesheetStatusSchema.safeParse(search.get('timesheetStatus'));
  if (status.success) linked.timesheetStatus = status.data;
  const periodDay = search.get('start_date');
  if (periodDay && /^\d{4}-\d{2}-\d{2}$/.test(periodDay))
    linked.periodStartDate = periodContaining(periodDay).startDate;
  return linked;
}

/** Choosing a client clears the chosen project, which may be another client's. */
export function withClient(values: ReportFilterValues, clientId: string | null): ReportFilterValues {
  return { ...values, clientId, projectId: null };
}

/** The dates are a range: a start after the end brings the end along to it. */
export function withStartDate(values: ReportFilterValues, startDate: string | null): ReportFilterValues {
  const endDate = startDate && values.endDate && values.endDate < startDate ? startDate : values.endDate;
  return { ...values, startDate, endDate };
}

/** What keeps a run from starting: a date range needs both its dates, a budget report its day. */
export function filterProblems(
  filters: readonly ReportFilterName[],
  values: ReportFilterValues,
): ReportFieldErrors {
  const problems: ReportFieldErrors = {};
  if (filters.includes('dateRange')) {
    if (!values.startDate) problems.startDate = 'Enter a start date.';
    if (!values.endDate) problems.endDate = 'Enter an end date.';
  }
  if (filters.includes('asOf') && !values.asOf) problems.asOf = 'Enter a date.';
  return problems;
}

/** The query of a run: the report's own filters that are set, under the API's names. */
export function reportQuery(filters: readonly ReportFilterName[], values: ReportFilterValues): ReportQuery {
  const query: ReportQuery = {};
  const offers = (filter: ReportFilterName) => filters.includes(filter);
  const put = (key: string, value: string | null) => {
    if (value !== null) query[key] = value;
  };
  if (offers('dateRange')) {
    put('startDate', values.startDate);
    put('endDate', values.endDate);
  }
  if (offers('asOf')) put('asOf', values.asOf);
  if (offers('department')) put('departmentId', values.departmentId);
  if (offers('engagementManager')) put('engagementManagerId', values.engagementManagerId);
  if (offers('client')) put('clientId', values.clientId);
  if (offers('project') || offers('additionalProject')) put('projectId', values.projectId);
  if (offers('employee')) put('employeeId', values.employeeId);
  if (offers('billable')) put('billable', values.billable);
  if (offers('timesheetStatus')) put('timesheetStatus', values.timesheetStatus);
  if (offers('period')) put('start_date', values.periodStartDate);
  return query;
}

/** The field a refused query names (`querystring.endDate`), when the screen shows that field. */
export function reportFieldOf(field: string | undefined): ReportField | null {
  const name = field?.replace(/^querystring\./, '');
  const fields: readonly string[] = [
    'startDate',
    'endDate',
    'asOf',
    'departmentId',
    'clientId',
    'projectId',
    'employeeId',
  ];
  return name && fields.includes(name) ? (name as ReportField) : null;
}

const fieldLabels: Record<ReportField, string> = {
  startDate: 'Start Date',
  endDate: 'End Date',
  asOf: 'As Of',
  departmentId: 'Department',
  clientId: 'Client',
  projectId: 'Project',
  employeeId: 'Employee',
};

/**
 * A refusal's message as the screen shows it: without the path the API puts in front of a field's problem
 * ('querystring.startDate: is not a date (YYYY-MM-DD)'), and a bare predicate after the field's label ('Start
 * Date is not a date (YYYY-MM-DD)'); a sentence of its own stays as it is.
 */
export function refusalWords(message: string, field: string | undefined): string {
  const named = reportFieldOf(field);
  const text = field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
  return named && /^(is|must|may|should) /.test(text) ? `${fieldLabels[named]} ${text}` : text;
}

export interface SelectOption {
  value: string;
  label: string;
}

export function namedOptions(options: readonly NamedOption[]): SelectOption[] {
  return options.map((option) => ({ value: String(option.id), label: option.name }));
}

/** The chosen client's engagements; none until a client is chosen. */
export function projectOptions(engagements: readonly Engagement[], clientId: string | null): SelectOption[] {
  if (clientId === null) return [];
  return engagements
    .filter((engagement) => String(engagement.clientId) === clientId)
    .map((engagement) => ({
      value: String(engagement.id),
      label: `${engagement.projectId} ${engagement.name}`,
    }));
}

/** Each person once (they are listed per engagement), by name. */
export function employeeOptions(people: readonly ResourceOption[]): SelectOption[] {
  const names = new Map(people.map((person) => [person.spudUserId, person.name]));
  return [...names]
    .map(([id, name]) => ({ value: String(id), label: name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
