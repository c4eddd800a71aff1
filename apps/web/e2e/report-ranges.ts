import { addDays, daysInMonth, todayIso } from '@timekeep/shared/domain/periods';

// Report ranges the report specs run over.

/** The whole previous month: closed, so its timesheets are mostly approved in the demo company. */
export function previousMonth(): { startDate: string; endDate: string } {
  const lastDay = addDays(`${todayIso().slice(0, 8)}01`, -1);
  const [year, month] = lastDay.split('-').map(Number) as [number, number];
  return {
    startDate: `${lastDay.slice(0, 8)}01`,
    endDate: `${lastDay.slice(0, 8)}${daysInMonth(year, month)}`,
  };
}
