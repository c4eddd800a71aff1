import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import type { RefusedPlace } from '../../utils/save-refusal';
import { chooseProject, type DraftRow, newRow } from '../../utils/timesheet-draft';
import type { GridDay } from './grid-types';
import { TimesheetGrid } from './timesheet-grid';

// Mon 3 to Thu 6 March 2025, and the Saturday after.
const days: GridDay[] = ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-08'].map(
  (date) => ({
    date,
    isHoliday: false,
    holidayName: null,
    isToday: false,
    isWeekend: date === '2025-03-08',
  }),
);

function rowOf(projectId: string, resourceId: number): DraftRow {
  return chooseProject(newRow(), {
    resourceId,
    additionalProjectId: null,
    engagementId: 1,
    projectId,
    role: 'Consultant',
    name: 'Platform',
    clientName: 'Acme',
    startDate: '2025-03-04',
    endDate: null,
    billable: true,
  });
}

/** The grid of two rows, ACME-1 and ACME-2; a refusal given names the second. */
function renderGrid(lockedReason: string | null = null, refusal?: Omit<RefusedPlace, 'rowKey'>) {
  const onHoursChange = vi.fn();
  const rows = [rowOf('ACME-1', 1), rowOf('ACME-2', 2)];
  renderWithProviders(
    <TimesheetGrid
      days={days}
      rows={rows}
      options={[]}
      lockedReason={lockedReason}
      refusal={refusal ? { ...refusal, rowKey: rows[1]!.key } : null}
      onHoursChange={onHoursChange}
      onNoteChange={vi.fn()}
      onChooseProject={vi.fn()}
      onDeleteRow={vi.fn()}
      onReorder={vi.fn()}
    />,
  );
  return { onHoursChange };
}

const cell = (project: string, date: string) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: `Hours for ${project} Consultant on ${date}` });

describe('TimesheetGrid from the keyboard', () => {
  it("puts one day cell in the tab order: the first row's first open workday", () => {
    renderGrid();
    const tabbable = screen
      .getAllByRole('textbox', { name: /^Hours for/ })
      .filter((input) => input.tabIndex === 0);
    expect(tabbable).toEqual([cell('ACME-1', 'Mar 4, 2025')]);
  });

  it('moves with the arrows, and with Enter to the next open workday; Tab is left to leave the grid', () => {
    renderGrid();
    cell('ACME-1', 'Mar 4, 2025').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell('ACME-2', 'Mar 4, 2025'));
    expect(cell('ACME-2', 'Mar 4, 2025').tabIndex).toBe(0);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(cell('ACME-2', 'Mar 8, 2025'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(cell('ACME-1', 'Mar 3, 2025'));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(document.activeElement).toBe(cell('ACME-1', 'Mar 4, 2025'));
    cell('ACME-1', 'Mar 6, 2025').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(document.activeElement).toBe(cell('ACME-2', 'Mar 4, 2025'));
    // Nothing follows the grid here: Tab and Shift+Tab keep the browser's own move, out of the grid.
    expect(fireEvent.keyDown(document.activeElement!, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true })).toBe(true);
    expect(document.activeElement).toBe(cell('ACME-2', 'Mar 4, 2025'));
  });

  it('says briefly when the hour-entry rule changes what was typed', () => {
    const { onHoursChange } = renderGrid();
    fireEvent.change(cell('ACME-1', 'Mar 4, 2025'), { target: { value: '7,5' } });
    expect(onHoursChange).toHaveBeenCalledWith(expect.any(String), '2025-03-04', '7,5');
    expect(screen.getByText('Changed to 24: at most 24 hours a day').getAttribute('role')).toBe('status');
  });

  it('keeps a locked day focusable and readable, and says why', () => {
    renderGrid();
    const locked = cell('ACME-1', 'Mar 3, 2025');
    expect(locked.readOnly).toBe(true);
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    const reason = document.getElementById(locked.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('Locked: this project and role run from Mar 4, 2025');
  });

  it("marks the day a refused save names and shows the server's reason under its row", () => {
    renderGrid(null, {
      date: '2025-03-06',
      message: "Not saved: Mar 6, 2025 is outside the project's dates.",
    });
    const refused = cell('ACME-2', 'Mar 6, 2025');
    expect(refused.getAttribute('aria-invalid')).toBe('true');
    const reason = document.getElementById(refused.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe("Not saved: Mar 6, 2025 is outside the project's dates.");
    expect(cell('ACME-1', 'Mar 6, 2025').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByText("Not saved: Mar 6, 2025 is outside the project's dates.")).toHaveLength(2);
  });
});
