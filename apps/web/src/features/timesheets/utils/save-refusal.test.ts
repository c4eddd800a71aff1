import { describe, expect, it } from 'vitest';
import { refusedPlace } from './save-refusal';
import { chooseProject, newRow, type ProjectChoice, setEntryHours, setEntryNote } from './timesheet-draft';

const choice: ProjectChoice = {
  resourceId: 7,
  additionalProjectId: null,
  engagementId: 3,
  projectId: 'ACME-1001',
  role: 'Consultant',
  name: 'Platform',
  clientName: 'Acme',
  startDate: '2025-03-01',
  endDate: null,
  billable: true,
};

function sentRows() {
  const first = setEntryHours(chooseProject(newRow(), choice), '2025-03-03', '8');
  // Entries go out in date order, empty ones left out: entry 1 of this row is the 12th, not the 10th.
  let second = chooseProject(newRow(), { ...choice, resourceId: 8 });
  second = setEntryHours(second, '2025-03-12', '4');
  second = setEntryHours(second, '2025-03-10', '');
  second = setEntryNote(second, '2025-03-04', 'Workshop');
  return [first, second];
}

describe('where a refused save shows', () => {
  it("points at the row and the day of the entry the field names, in the words of the server's reason", () => {
    const rows = sentRows();
    const field = 'timesheetRows.1.timesheetEntries.1.date';
    expect(refusedPlace(rows, field, `${field}: 2025-03-12 is outside the project's dates.`)).toEqual({
      rowKey: rows[1]!.key,
      date: '2025-03-12',
      message: "Not saved: Mar 12, 2025 is outside the project's dates.",
    });
  });

  it('reads the body schema’s fields too, and points at the row alone when no entry is named', () => {
    const rows = sentRows();
    expect(
      refusedPlace(
        rows,
        'body.timesheetRows.0.timesheetEntries.0.note',
        'body.timesheetRows.0.timesheetEntries.0.note: Too long',
      ),
    ).toMatchObject({ rowKey: rows[0]!.key, date: '2025-03-03', message: 'Not saved: Too long' });
    expect(
      refusedPlace(
        rows,
        'timesheetRows.0.resourceId',
        'timesheetRows.0.resourceId: not a project assigned to you.',
      ),
    ).toEqual({ rowKey: rows[0]!.key, date: null, message: 'Not saved: not a project assigned to you.' });
  });

  it('has no place for a field outside the rows, or a row that was not sent', () => {
    const rows = sentRows();
    expect(
      refusedPlace(rows, 'timesheetRows', 'timesheetRows: more than 24 hours on 2025-03-03.'),
    ).toBeNull();
    expect(refusedPlace(rows, 'timesheetPeriodId', 'no such period')).toBeNull();
    expect(refusedPlace(rows, 'timesheetRows.5.id', 'gone')).toBeNull();
    expect(refusedPlace(rows, undefined, 'Your employment start date is missing.')).toBeNull();
  });
});
