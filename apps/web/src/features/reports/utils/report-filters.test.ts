import { describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories';
import {
  employeeOptions,
  filterProblems,
  filterValuesFromLink,
  initialFilterValues,
  projectOptions,
  reportFieldOf,
  reportQuery,
  withClient,
  withStartDate,
} from './report-filters';

const today = '2026-11-22';

function engagement(id: number, clientId: number, projectId: string, name: string) {
  return buildEngagement({ id, clientId, projectId, name, clientName: `Client ${clientId}` });
}

describe('default ranges (spec section 9)', () => {
  it('runs the allocation report over the current month', () => {
    expect(initialFilterValues('current-month', today)).toMatchObject({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
  });

  it('runs the other reports over today', () => {
    expect(initialFilterValues('today', today)).toMatchObject({ startDate: today, endDate: today });
  });

  it('starts on the current period, approved hours and nothing else chosen', () => {
    expect(initialFilterValues('today', today)).toMatchObject({
      periodStartDate: '2026-11-16',
      timesheetStatus: 'approved',
      clientId: null,
      projectId: null,
      billable: null,
    });
  });
});

describe('filter rules', () => {
  const values = { ...initialFilterValues('today', today), clientId: '1', projectId: '7' };

  it('clears the project when a client is chosen', () => {
    expect(withClient(values, '2')).toMatchObject({ clientId: '2', projectId: null });
  });

  it('clears the project when the client is cleared', () => {
    expect(withClient(values, null)).toMatchObject({ clientId: null, projectId: null });
  });

  it('brings the end date along when the start moves past it', () => {
    expect(withStartDate({ ...values, endDate: '2026-11-10' }, '2026-11-12')).toMatchObject({
      startDate: '2026-11-12',
      endDate: '2026-11-12',
    });
  });

  it('keeps the end date when the start stays before it', () => {
    expect(withStartDate({ ...values, endDate: '2026-11-30' }, '2026-11-12')).toMatchObject({
      startDate: '2026-11-12',
      endDate: '2026-11-30',
    });
  });

  it('needs both dates of a range before a run', () => {
    expect(filterProblems(['dateRange'], { ...values, startDate: null, endDate: null })).toEqual({
      startDate: 'Enter a start date.',
      endDate: 'Enter an end date.',
    });
    expect(filterProblems(['period'], { ...values, startDate: null })).toEqual({});
  });

  it("needs the budget report's day, which starts at today", () => {
    expect(values.asOf).toBe(today);
    expect(filterProblems(['asOf'], { ...values, asOf: null })).toEqual({ asOf: 'Enter a date.' });
    expect(filterProblems(['asOf'], { ...values, startDate: null })).toEqual({});
  });
});

describe('the query of a run', () => {
  const values = {
    ...initialFilterValues('today', today),
    departmentId: '3',
    engagementManagerId: '6',
    clientId: '1',
    projectId: '7',
    employeeId: '23',
    billable: 'false' as const,
  };

  it('sends the accounting filters that are set, under the API names', () => {
    expect(
      reportQuery(
        [
          'dateRange',
          'department',
          'engagementManager',
          'client',
          'project',
          'employee',
          'billable',
          'timesheetStatus',
        ],
        values,
      ),
    ).toEqual({
      startDate: today,
      endDate: today,
      departmentId: '3',
      engagementManagerId: '6',
      clientId: '1',
      projectId: '7',
      employeeId: '23',
      billable: 'false',
      timesheetStatus: 'approved',
    });
  });

  it('leaves out filters that are not chosen', () => {
    const query = reportQuery(['dateRange', 'client', 'project', 'billable'], {
      ...values,
      clientId: null,
      projectId: null,
      billable: null,
    });
    expect(query).toEqual({ startDate: today, endDate: today });
  });

  it('sends only what the report offers', () => {
    expect(reportQuery(['dateRange'], values)).toEqual({ startDate: today, endDate: today });
    expect(reportQuery(['period'], values)).toEqual({ start_date: '2026-11-16' });
    expect(reportQuery(['asOf', 'department'], values)).toEqual({ asOf: today, departmentId: '3' });
  });
});

describe('options', () => {
  const engagements = [engagement(1, 1, 'ACME-1001', 'ERP'), engagement(2, 2, 'NWND-1004', 'Orders')];

  it('offers no project until a client is chosen, then only its engagements', () => {
    expect(projectOptions(engagements, null)).toEqual([]);
    expect(projectOptions(engagements, '2')).toEqual([{ value: '2', label: 'NWND-1004 Orders' }]);
  });

  it('lists each person once, by name', () => {
    const people = [
      { engagementId: 1, spudUserId: 9, name: 'Zoe Mitchell' },
      { engagementId: 1, spudUserId: 4, name: 'Ava Johansson' },
      { engagementId: 2, spudUserId: 9, name: 'Zoe Mitchell' },
    ];
    expect(employeeOptions(people)).toEqual([
      { value: '4', label: 'Ava Johansson' },
      { value: '9', label: 'Zoe Mitchell' },
    ]);
  });

  it('maps a refused query field to the field on screen', () => {
    expect(reportFieldOf('querystring.endDate')).toBe('endDate');
    expect(reportFieldOf('querystring.asOf')).toBe('asOf');
    expect(reportFieldOf('querystring.timesheetStatus')).toBeNull();
    expect(reportFieldOf(undefined)).toBeNull();
  });
});

describe('a link to a report', () => {
  const defaults = initialFilterValues('current-month', '2026-03-20');

  it('opens with the filters the link names, over the defaults', () => {
    const linked = filterValuesFromLink(
      defaults,
      new URLSearchParams('startDate=2026-03-01&endDate=2026-03-31&projectId=12&timesheetStatus=all'),
    );
    expect(linked).toEqual({
      ...defaults,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      projectId: '12',
      timesheetStatus: 'all',
    });
  });

  it('reads the not-submitted period from a day in it, and ignores what it does not know', () => {
    const linked = filterValuesFromLink(
      defaults,
      new URLSearchParams('start_date=2026-02-20&timesheetStatus=everything&billable=true&clientId='),
    );
    expect(linked).toEqual({ ...defaults, periodStartDate: '2026-02-16' });
  });
});
