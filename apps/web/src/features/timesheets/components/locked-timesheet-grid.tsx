import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { useEffect, useMemo, useRef } from 'react';
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
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // With every field disabled nothing inside the grid takes focus, so keyboard users could not scroll it
    // sideways on a narrow window: its scrolling area itself becomes focusable (WCAG 2.1.1).
    const viewport = wrapper.current?.querySelector('[data-scrollarea-viewport]');
    viewport?.setAttribute('tabindex', '0');
    viewport?.setAttribute('role', 'region');
    viewport?.setAttribute('aria-label', 'Timesheet, scrolls sideways');
  }, []);
  return (
    <div className={classes.locked} ref={wrapper}>
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
