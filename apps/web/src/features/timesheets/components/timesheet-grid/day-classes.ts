import { timeOffKind } from './day-time-off';
import type { GridDay } from './grid-types';
import classes from './timesheet-grid.module.css';

const timeOffClass = { approved: classes.timeOffApproved, pending: classes.timeOffPending, none: '' };

/** The class names given, without the ones left out (false). */
export function cellClasses(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

export function dayClass(day: GridDay): string {
  return [
    classes.dayHeader,
    day.isWeekend ? classes.weekend : '',
    day.isHoliday ? classes.holiday : '',
    day.isToday ? classes.today : '',
    timeOffClass[timeOffKind(day.timeOff) ?? 'none'],
  ]
    .filter(Boolean)
    .join(' ');
}

/** The last days of the period show their tips (a locked day's reason, a holiday's name) from the cell's end. */
const END_ALIGNED_TIP_DAYS = 5;

/** Where a day's tip shows, so that it stays inside the grid. */
export function tipAlign(dayIndex: number, dayCount: number): 'start' | 'end' {
  return dayIndex < dayCount - END_ALIGNED_TIP_DAYS ? 'start' : 'end';
}
