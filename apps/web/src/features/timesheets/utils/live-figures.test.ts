import { describe, expect, it } from 'vitest';
import { liveFigures } from './live-figures';
import { chooseProject, newRow, type ProjectChoice, setEntryHours } from './timesheet-draft';

function choice(resourceId: number, billable: boolean): ProjectChoice {
  return {
    resourceId,
    additionalProjectId: null,
    engagementId: resourceId,
    projectId: `ACME-${resourceId}`,
    role: 'Consultant',
    name: 'Platform',
    clientName: 'Acme',
    startDate: '2025-03-01',
    endDate: null,
    billable,
  };
}

function rowWith(resourceId: number, billable: boolean, hours: Record<string, string>) {
  return Object.entries(hours).reduce(
    (row, [date, text]) => setEntryHours(row, date, text),
    chooseProject(newRow(), choice(resourceId, billable)),
  );
}

describe('the live summary', () => {
  it('counts the hours typed, billable ones only from billable rows, against the saved capacity', () => {
    const rows = [
      rowWith(1, true, { '2025-03-03': '8', '2025-03-04': '7.5' }),
      rowWith(2, false, { '2025-03-03': '0.25' }),
      rowWith(3, true, { '2025-03-05': '' }),
    ];
    expect(liveFigures({ capacity: 62, timeOffRows: [] }, rows)).toEqual({
      hoursTotal: 15.75,
      hoursWorked: 15.75,
      hoursTimeOff: 0,
      capacity: 62,
      hoursBillable: 15.5,
      utilization: 0.25,
    });
  });

  it('adds the approved time off to the total, not to the worked or billable hours (issue 39)', () => {
    const rows = [rowWith(1, true, { '2025-03-03': '8', '2025-03-04': '0.1' })];
    const timeOffRows = [
      {
        reason: 'pto' as const,
        label: 'PTO',
        entries: [
          { date: '2025-03-05', hours: 8 },
          { date: '2025-03-06', hours: 0.2 },
        ],
      },
    ];
    expect(liveFigures({ capacity: 64, timeOffRows }, rows)).toEqual({
      hoursTotal: 16.3,
      hoursWorked: 8.1,
      hoursTimeOff: 8.2,
      capacity: 64,
      hoursBillable: 8.1,
      utilization: 8.1 / 64,
    });
  });

  it('shows no utilization for a period without capacity', () => {
    const rows = [rowWith(1, true, { '2025-03-03': '8' })];
    expect(liveFigures({ capacity: 0, timeOffRows: [] }, rows)).toMatchObject({
      hoursBillable: 8,
      utilization: 0,
    });
  });

  it('has a new row without a project bill nothing', () => {
    const rows = [setEntryHours(newRow(), '2025-03-03', '4')];
    expect(liveFigures({ capacity: 80, timeOffRows: [] }, rows)).toMatchObject({
      hoursTotal: 4,
      hoursBillable: 0,
    });
  });
});
