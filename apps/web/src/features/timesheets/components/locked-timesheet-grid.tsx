import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { useMemo } from 'react';
import { rowsFromServer } from '../utils/timesheet-draft';
import { useGridDays } from '../utils/use-grid-days';
import classes from './locked-timesheet-grid.module.css';
import { TimesheetGrid } from './timesheet-grid';

const ignore = () => undefined;

/**
 * Someone else's timesheet in the employee's grid, locked through the grid's own props: nothing can be typed,
 * picked, reordered or deleted, and no project list is loaded for it.
 */
export function LockedTimesheetGrid({ timesheet }: { timesheet: Timesheet }) {
  const days = useGridDays(timesheet.timesheetPeriod);
  const rows = useMemo(() => rowsFromServer(timesheet), [timesheet]);
  return (
    <div className={classes.locked}>
      <TimesheetGrid
        days={days}
        rows={rows}
        options={[]}
        locked
        saving={false}
        onHoursChange={ignore}
        onNoteChange={ignore}
        onChooseProject={ignore}
        onDeleteRow={ignore}
        onReorder={ignore}
      />
    </div>
  );
}
