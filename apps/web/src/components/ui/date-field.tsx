import { DateInput, type DateInputProps } from '@mantine/dates';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { useState } from 'react';
import classes from './date-field.module.css';
import { DATE_FIELD_FORMAT, type DateFieldRules, readTypedDate } from './date-field-text';

/** The month and year headers keep their visible text ('November 2026') as their name (WCAG 2.5.3). */
const calendarAriaLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

export interface DateFieldProps
  extends DateFieldRules,
    Pick<DateInputProps, 'description' | 'required' | 'disabled' | 'error' | 'w' | 'miw' | 'maw'> {
  label: string;
  /** YYYY-MM-DD, or null when no date is chosen. */
  value: string | null;
  /** A chosen date, or null when the field is emptied or holds text that is not a date it may take. */
  onChange: (date: string | null) => void;
}

/**
 * A date typed as MM/DD/YYYY or picked from the calendar. Typed text is held to the same rules as the
 * calendar (bounds and excluded dates); text the field may not take empties the value and, once the person
 * leaves the field, says why beside it, keeping what they typed so they can correct it.
 */
export function DateField({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  excludeDate,
  excludedDateMessage,
  error,
  ...inputProps
}: DateFieldProps) {
  const rules = { minDate, maxDate, excludeDate, excludedDateMessage };
  const [problem, setProblem] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  // The typed problem is more precise than the form's own message (such as "required"), so it wins.
  const shownError = (left || error) && problem ? problem : error;

  return (
    <DateInput
      {...inputProps}
      label={label}
      value={value}
      valueFormat={DATE_FIELD_FORMAT}
      placeholder={DATE_FIELD_FORMAT}
      dateParser={(text) => readTypedDate(text, rules).date}
      // Invalid text stays in the field (so the person sees what to fix); valid text is rewritten as MM/DD/YYYY.
      fixOnBlur={problem === null}
      minDate={minDate}
      maxDate={maxDate}
      excludeDate={excludeDate}
      getDayAriaLabel={formatDisplayDate}
      ariaLabels={calendarAriaLabels}
      // Days of the neighbouring months would show in a grey too faint to read (WCAG AA).
      hideOutsideDates
      // Weeks run Monday to Sunday, as the timesheet's week and the time-off calendar.
      firstDayOfWeek={1}
      classNames={{ day: classes.day }}
      error={shownError}
      // While the calendar is open, Escape closes only the calendar: a dialog around the field leaves Escape to
      // the element that carries this mark (Mantine's own lists and menus do the same).
      popoverProps={{ onOpen: () => setCalendarOpen(true), onClose: () => setCalendarOpen(false) }}
      data-mantine-stop-propagation={calendarOpen || undefined}
      onInput={(event) => {
        const typed = readTypedDate(event.currentTarget.value, rules);
        setProblem(typed.problem);
        setLeft(false);
        // The input sets valid dates itself; anything else must not leave the previous date behind.
        if (typed.date === null && value !== null) onChange(null);
      }}
      onChange={(date) => {
        setProblem(null);
        onChange(date);
      }}
      onBlur={() => setLeft(true)}
    />
  );
}
