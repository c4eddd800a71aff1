import { Select } from '@mantine/core';
import { FIRST_LISTED_YEAR } from '@timekeep/shared/domain/field-limits';
import { todayIso } from '@timekeep/shared/domain/periods';
import { parsePositiveInteger, useQueryParam } from '../../lib/use-query-param';

export const currentYear = () => Number(todayIso().slice(0, 4));

/**
 * Years to choose from, newest first: from the first the company's data goes back to (spec: 2017) to two years
 * ahead, for planning holidays, blackout days and balances.
 */
export function yearOptions(): string[] {
  const last = currentYear() + 2;
  return Array.from({ length: last - FIRST_LISTED_YEAR + 1 }, (_, index) => String(last - index));
}

/** The year in the address (`?year=`), this year by default. */
export function useYearParam(): [number, (year: number) => void] {
  const [year, setYear] = useQueryParam('year', parsePositiveInteger, { replace: true });
  return [year ?? currentYear(), setYear];
}

/** The admin screens' choice of the year a list shows. */
export function YearSelect({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  return (
    <Select
      label="Year"
      data={yearOptions()}
      value={String(year)}
      onChange={(value) => value && onChange(Number(value))}
      allowDeselect={false}
      w={120}
    />
  );
}
