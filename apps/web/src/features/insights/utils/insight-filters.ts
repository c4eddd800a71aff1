import { todayIso } from '@timekeep/shared/domain/periods';
import { reportRangeOf } from '@timekeep/shared/domain/report-range';
import type { InsightFilters } from '@timekeep/shared/schemas/insights';
import type { ReportTimesheetStatus } from '@timekeep/shared/schemas/reports';

export type InsightChart =
  | 'utilization'
  | 'utilizationTargets'
  | 'billableHours'
  | 'engagementHours'
  | 'timeOff'
  | 'notSubmitted';
type FilterName = 'departmentId' | 'clientId' | 'timesheetStatus';

/** The filters each chart's endpoint takes besides the dates (the contract's query schemas). */
export const filtersTakenBy: Record<InsightChart, readonly FilterName[]> = {
  utilization: ['departmentId', 'timesheetStatus'],
  utilizationTargets: ['departmentId', 'timesheetStatus'],
  billableHours: ['departmentId', 'clientId', 'timesheetStatus'],
  engagementHours: ['departmentId', 'clientId', 'timesheetStatus'],
  timeOff: ['departmentId'],
  notSubmitted: ['departmentId'],
};

/** The page's filters with the dates filled in, as the server fills them (the last six months up to today). */
export type PageFilters = InsightFilters & { startDate: string; endDate: string };

/** What one chart asks its endpoint: the dates and the filters it takes, nothing it would ignore. */
export type InsightQuery = Partial<Record<'startDate' | 'endDate' | FilterName, string | number>>;

const statuses: readonly ReportTimesheetStatus[] = ['approved', 'submitted', 'all'];

function idOf(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The filters in the page's URL (so a link or a reload keeps them), defaults filled in. */
export function filtersFromSearch(search: URLSearchParams, today: string = todayIso()): PageFilters {
  const sent = {
    startDate: isDate(search.get('startDate')) ? search.get('startDate')! : undefined,
    endDate: isDate(search.get('endDate')) ? search.get('endDate')! : undefined,
  };
  const status = search.get('timesheetStatus') as ReportTimesheetStatus | null;
  return {
    ...reportRangeOf(sent, 'last-six-months', today),
    departmentId: idOf(search.get('departmentId')),
    clientId: idOf(search.get('clientId')),
    timesheetStatus: status && statuses.includes(status) ? status : undefined,
  };
}

/** The URL search of the filters, leaving out what is unset. */
export function searchOf(filters: Partial<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The query of one chart: the dates and the filters it takes. */
export function chartQuery(chart: InsightChart, filters: PageFilters): InsightQuery {
  const query: InsightQuery = { startDate: filters.startDate, endDate: filters.endDate };
  for (const name of filtersTakenBy[chart]) {
    const value = filters[name];
    if (value !== undefined) query[name] = value;
  }
  return query;
}

/** A filter the person set that this chart does not take (people charts have no client). */
export function ignoredFilters(chart: InsightChart, filters: PageFilters): FilterName[] {
  return (['departmentId', 'clientId', 'timesheetStatus'] as const).filter(
    (name) => filters[name] !== undefined && !filtersTakenBy[chart].includes(name),
  );
}
