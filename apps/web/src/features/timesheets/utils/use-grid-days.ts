import { datesOfPeriod, isWeekend, todayIso } from '@timekeep/shared/domain/periods';
import { useMemo } from 'react';
import { useHolidays } from '../../../lib/lookups/get-holidays';
import type { GridDay } from '../components/timesheet-grid';

/** The grid's columns: every date of the period, with its holiday, weekend and today marks. */
export function useGridDays(period: { startDate: string; endDate: string } | undefined): GridDay[] {
  const holidays = useHolidays();
  const today = todayIso();
  const startDate = period?.startDate;
  const endDate = period?.endDate;
  return useMemo(() => {
    if (!startDate || !endDate) return [];
    const holidayNames = new Map((holidays.data ?? []).map((holiday) => [holiday.date, holiday.name]));
    return datesOfPeriod({ startDate, endDate }).map((date) => ({
      date,
      isHoliday: holidayNames.has(date),
      holidayName: holidayNames.get(date) ?? null,
      isToday: date === today,
      isWeekend: isWeekend(date),
    }));
  }, [startDate, endDate, holidays.data, today]);
}
