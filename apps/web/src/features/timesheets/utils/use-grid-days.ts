import { datesOfPeriod, isWeekend, todayIso } from '@timekeep/shared/domain/periods';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { useMemo } from 'react';
import type { GridDay } from '../components/timesheet-grid/grid-types';

/**
 * The grid's columns: every date of the period, with its holiday, weekend, today and time-off marks. The
 * holidays are the timesheet's owner's (the company's and their office's), whoever looks at it.
 */
export function useGridDays(
  timesheet: Pick<Timesheet, 'timesheetPeriod' | 'timeOff' | 'holidays'> | undefined,
): GridDay[] {
  const today = todayIso();
  const startDate = timesheet?.timesheetPeriod.startDate;
  const endDate = timesheet?.timesheetPeriod.endDate;
  // By value: a save answers the same time off and holidays anew, and the columns (memoised by the grid) need
  // not change.
  const marksKey = JSON.stringify([timesheet?.timeOff ?? [], timesheet?.holidays ?? []]);
  return useMemo(() => {
    if (!startDate || !endDate) return [];
    const [timeOffDays, holidays] = JSON.parse(marksKey) as [Timesheet['timeOff'], Timesheet['holidays']];
    const holidayNames = new Map(holidays.map((holiday) => [holiday.date, holiday.name]));
    return datesOfPeriod({ startDate, endDate }).map((date) => ({
      date,
      isHoliday: holidayNames.has(date),
      holidayName: holidayNames.get(date) ?? null,
      isToday: date === today,
      isWeekend: isWeekend(date),
      timeOff: timeOffDays.filter((day) => day.date === date),
    }));
  }, [startDate, endDate, today, marksKey]);
}
