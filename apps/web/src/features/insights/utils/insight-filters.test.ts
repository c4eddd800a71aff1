import { describe, expect, it } from 'vitest';
import { chartQuery, filtersFromSearch, ignoredFilters, searchOf } from './insight-filters';
import { monthsOf } from './labels';
import { rowsLinks } from './report-links';

const today = '2026-08-20';

describe('filtersFromSearch', () => {
  it('defaults to the current month and the five before it, up to today', () => {
    expect(filtersFromSearch(new URLSearchParams(), today)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-08-20',
      departmentId: undefined,
      clientId: undefined,
      timesheetStatus: undefined,
    });
  });

  it('reads dates and filters from the URL and drops values that are not ones', () => {
    const search = new URLSearchParams(
      'startDate=2026-01-01&endDate=2026-01-31&departmentId=3&clientId=x&timesheetStatus=draft',
    );
    expect(filtersFromSearch(search, today)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      departmentId: 3,
      clientId: undefined,
      timesheetStatus: undefined,
    });
  });
});

describe('chartQuery and ignoredFilters', () => {
  const filters = {
    startDate: '2026-01-01',
    endDate: '2026-06-30',
    departmentId: 2,
    clientId: 7,
    timesheetStatus: 'all' as const,
  };

  it('sends each chart only the filters its endpoint takes', () => {
    expect(chartQuery('billableHours', filters)).toEqual(filters);
    expect(chartQuery('utilization', filters)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      departmentId: 2,
      timesheetStatus: 'all',
    });
    expect(chartQuery('timeOff', filters)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      departmentId: 2,
    });
  });

  it('names the filters set that a chart does not take', () => {
    expect(ignoredFilters('engagementHours', filters)).toEqual([]);
    expect(ignoredFilters('utilization', filters)).toEqual(['clientId']);
    expect(ignoredFilters('notSubmitted', filters)).toEqual(['clientId', 'timesheetStatus']);
    expect(
      ignoredFilters('notSubmitted', { ...filters, clientId: undefined, timesheetStatus: undefined }),
    ).toEqual([]);
  });
});

describe('links to the rows', () => {
  const filters = { startDate: '2026-01-01', endDate: '2026-06-30', departmentId: 2, clientId: undefined };

  it('carry the dates and filters each report takes', () => {
    expect(rowsLinks.billableHours(filters).to).toBe(
      '/reports/accounting?startDate=2026-01-01&endDate=2026-06-30&departmentId=2',
    );
    expect(rowsLinks.engagementHours({ ...filters, clientId: 4, timesheetStatus: 'submitted' }).to).toBe(
      '/reports/project-time?startDate=2026-01-01&endDate=2026-06-30&departmentId=2&clientId=4&timesheetStatus=submitted',
    );
    expect(rowsLinks.utilization(filters).to).toBe(
      '/reports/allocation?startDate=2026-01-01&endDate=2026-06-30',
    );
    expect(rowsLinks.notSubmitted('2026-06-16').to).toBe(
      '/reports/timesheets-not-submitted?start_date=2026-06-16',
    );
    expect(searchOf({})).toBe('');
  });

  it('lead time off to the team for leads, to the own history for employees, nowhere for the reports role', () => {
    const person = { id: 1, name: 'A', email: 'a@example.com', contractor: false, startDate: null };
    expect(rowsLinks.timeOff({ ...person, roles: ['employee'], manager: true })?.to).toBe('/team/pto');
    expect(rowsLinks.timeOff({ ...person, roles: ['employee'], manager: false })?.to).toBe('/pto/history');
    expect(rowsLinks.timeOff({ ...person, roles: ['reports'], manager: false })).toBeNull();
  });
});

describe('labels', () => {
  it('lists every month the range touches, across a year end', () => {
    expect(monthsOf('2025-11-16', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf('2026-03-05', '2026-03-06')).toEqual(['2026-03']);
  });
});
