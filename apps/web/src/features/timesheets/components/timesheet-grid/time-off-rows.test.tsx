import { fireEvent, screen, within } from '@testing-library/react';
import type { TimesheetTimeOffRow } from '@timekeep/shared/schemas/timesheets';
import { describe, expect, it, vi } from 'vitest';
import { buildTimesheet } from '../../../../test/factories';
import { renderWithProviders } from '../../../../test/render';
import { chooseProject, newRow, setEntryHours } from '../../utils/timesheet-draft';
import { ReadOnlyTimesheetGrid } from '../read-only-timesheet-grid';
import type { GridDay } from './grid-types';
import { TimesheetGrid } from './timesheet-grid';

// Mon 3 to Thu 6 March 2025.
const days: GridDay[] = ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06'].map((date) => ({
  date,
  isHoliday: false,
  holidayName: null,
  isToday: false,
  isWeekend: false,
}));

const pto: TimesheetTimeOffRow = {
  reason: 'pto',
  label: 'PTO',
  entries: [
    { date: '2025-03-05', hours: 8 },
    { date: '2025-03-06', hours: 4 },
  ],
};

function renderGrid() {
  const row = setEntryHours(
    chooseProject(newRow(), {
      resourceId: 1,
      additionalProjectId: null,
      engagementId: 1,
      projectId: 'ACME-1',
      role: 'Consultant',
      name: 'Platform',
      clientName: 'Acme',
      startDate: '2025-03-01',
      endDate: null,
      billable: true,
    }),
    '2025-03-04',
    '7.5',
  );
  renderWithProviders(
    <TimesheetGrid
      days={days}
      rows={[setEntryHours(row, '2025-03-06', '4')]}
      timeOffRows={[pto]}
      options={[]}
      lockedReason={null}
      refusal={null}
      onHoursChange={vi.fn()}
      onNoteChange={vi.fn()}
      onChooseProject={vi.fn()}
      onDeleteRow={vi.fn()}
      onReorder={vi.fn()}
    />,
  );
  return screen.getByRole('table', { name: 'Timesheet' });
}

describe('time off in the timesheet grid (issue 39)', () => {
  it('shows approved time off as a locked row with its hours, no inputs, and a lock with a text alternative', async () => {
    const grid = renderGrid();
    // The rows load apart from the first load of /timesheets.
    const header = await within(grid).findByRole('rowheader', { name: /PTO \(time off\)/ });
    const row = header.closest('tr')!;
    expect(within(row).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(within(row).getByRole('img', { name: /^Locked: approved time off/ })).toBeTruthy();
    expect(within(row).getByLabelText('PTO (time off) on Mar 5, 2025: 8.00 hours')).toBeTruthy();
    expect(within(row).getByLabelText('Total for PTO (time off)').textContent).toBe('12.00');
    expect(row.querySelectorAll('[tabindex]')).toHaveLength(0);
  });

  it('counts the hours off in the day totals and the timesheet total', () => {
    const grid = renderGrid();
    expect(within(grid).getByLabelText('Total for Mar 4, 2025').textContent).toBe('7.50');
    expect(within(grid).getByLabelText('Total for Mar 5, 2025').textContent).toBe('8.00');
    expect(within(grid).getByLabelText('Total for Mar 6, 2025').textContent).toBe('8.00');
    expect(within(grid).getByLabelText('Timesheet total').textContent).toBe('23.50');
  });

  it('is passed by the keyboard: arrows move between the project rows only', () => {
    const grid = renderGrid();
    const cell = within(grid).getByRole('textbox', { name: 'Hours for ACME-1 Consultant on Mar 4, 2025' });
    cell.focus();
    fireEvent.keyDown(cell, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell);
  });

  it('shows the same rows, read-only, to a lead and counts them in the totals', async () => {
    renderWithProviders(
      <ReadOnlyTimesheetGrid
        timesheet={buildTimesheet({
          timeOffRows: [{ reason: 'pto', label: 'PTO', entries: [{ date: '2030-03-05', hours: 8 }] }],
        })}
      />,
    );
    const grid = screen.getByRole('table', { name: 'Timesheet' });
    const row = (await within(grid).findByRole('rowheader', { name: /PTO \(time off\)/ })).closest('tr')!;
    expect(within(row).getByRole('img', { name: /^Locked/ })).toBeTruthy();
    expect(within(grid).getByLabelText('Timesheet total').textContent).toBe('16.00');
  });
});
