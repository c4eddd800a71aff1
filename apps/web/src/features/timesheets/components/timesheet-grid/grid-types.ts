import type { TimesheetTimeOffDay } from '@timekeep/shared/schemas/timesheets';

export interface GridDay {
  date: string;
  isHoliday: boolean;
  holidayName: string | null;
  isToday: boolean;
  isWeekend: boolean;
  /** The owner's approved and pending time off on the day (none, mostly). */
  timeOff?: readonly TimesheetTimeOffDay[];
}

/** What the page asks of the grid: focus where the person goes on after an action. */
export interface TimesheetGridHandle {
  /** Where typing goes on in a row: its first empty workday (its project when none is chosen yet). */
  focusRow: (rowKey: string) => void;
  focusProject: (rowKey: string) => void;
  focusCell: (rowKey: string, date: string) => void;
  /** The grid's keyboard stop: the day cell last active, or the first row's first empty workday. */
  focusActiveCell: () => void;
}

/** A day cell, by its row and date. */
export interface CellKey {
  rowKey: string;
  date: string;
}
