import { datesOfPeriod, isWeekend, todayIso } from '@timekeep/shared/domain/periods';
import type { TimesheetTimeOffDay } from '@timekeep/shared/schemas/timesheets';
import { useMemo } from 'react';
import { useHolidays } from '../../../lib/lookups/get-holidays';
import type { GridDay } from '../components/timesheet-grid/grid-types';

/** The grid's columns: every date of the period, with its holiday, weekend, today and time-off marks. */
export function useGridDays(
  period: { startDate: string; endDate: string } | undefined,
  timeOff: readonly TimesheetTimeOffDay[] = [],
): GridDay[] {
  const holidays = useHolidays();
  const today = todayIso();
  const startDate = period?.startDate;
  const endDate = period?.endDate;
  // By value: a save answers the same time off anew, and the columns (memoised by the grid) need not change.
  const timeOffKey = JSON.stringify(timeOff);
  return useMemo(() => {
    if (!startDate || !endDate) return [];
    const holidayNames = new Map((holidays.data ?? []).map((holiday) => [holiday.date, holiday.name]));
    const timeOffDays = JSON.parse(timeOffKey) as TimesheetTimeOffDay[];
    return datesOfPeriod({ startDate, endDate }).map((date) => ({
      date,
      isHoliday: holidayNames.has(date),
      holidayName: holidayNames.get(date) ?? null,
      isToday: date === today,
      isWeekend: isWeekend(date),
      timeOff: timeOffDays.filter((day) => day.date === date),
    }));
  }, [startDate, endDate, holidays.data, today, timeOffKey]);
}
