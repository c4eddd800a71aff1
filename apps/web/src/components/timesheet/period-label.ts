import dayjs from 'dayjs';

/** 'DD MMM', adding the year when it differs from the current year (spec section 9). */
export function formatPeriodDate(date: string, today: string): string {
  const day = dayjs(date);
  return day.year() === dayjs(today).year() ? day.format('DD MMM') : day.format('DD MMM YYYY');
}

export function periodLabel(period: { startDate: string; endDate: string }, today: string): string {
  return `${formatPeriodDate(period.startDate, today)} - ${formatPeriodDate(period.endDate, today)}`;
}
