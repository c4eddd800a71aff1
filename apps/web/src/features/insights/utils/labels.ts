import dayjs from 'dayjs';

/** Hours with two decimals (spec section 9). */
export function formatHours(hours: number): string {
  return hours.toFixed(2);
}

/** Utilization as a whole percent (spec section 9). */
export function formatPercent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/** A month 'YYYY-MM' as 'Mar 2026'. */
export function monthLabel(month: string): string {
  return dayjs(`${month}-01`).format('MMM YYYY');
}

/** Every month the range touches, 'YYYY-MM', in order: the charts show empty months too. */
export function monthsOf(startDate: string, endDate: string): string[] {
  const months: string[] = [];
  for (
    let month = dayjs(startDate).startOf('month');
    !month.isAfter(endDate, 'month');
    month = month.add(1, 'month')
  ) {
    months.push(month.format('YYYY-MM'));
  }
  return months;
}

/** Colors of a chart's series, in order; the last one is for "the others". */
export const seriesColors = [
  'blue.7',
  'teal.7',
  'grape.6',
  'orange.7',
  'cyan.8',
  'pink.6',
  'lime.8',
  'indigo.5',
  'gray.6',
];
