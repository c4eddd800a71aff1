import { ActionIcon, Box, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { addDays, todayIso } from '@timekeep/shared/domain/periods';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { countedDates } from '@timekeep/shared/domain/time-off-duration';
import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { Holiday } from '@timekeep/shared/schemas/calendar';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { useMemo, useState } from 'react';
import classes from './time-off-calendar.module.css';

const GRID_DAYS = 42;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

type DayKind = 'approved' | 'requested' | 'holiday';
interface DayMark {
  kind: DayKind;
  label: string;
}

const legendLabels: Record<DayKind, string> = {
  holiday: 'Holiday',
  approved: 'Approved',
  requested: 'Requested (waiting for approval)',
};
const LEGEND_ORDER: DayKind[] = ['holiday', 'approved', 'requested'];

/** The 42 days (six weeks from a Monday, the week of the timesheet and the date pickers) that show a month. */
export function monthGrid(year: number, month: number): string[] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const daysSinceMonday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = addDays(first, -daysSinceMonday);
  return Array.from({ length: GRID_DAYS }, (_, index) => addDays(start, index));
}

function marksByDate(requests: TimeOffRequest[], holidays: Holiday[]): Map<string, DayMark> {
  const holidayDates = new Set(holidays.map((holiday) => holiday.date));
  const marks = new Map<string, DayMark>();
  for (const holiday of holidays) marks.set(holiday.date, { kind: 'holiday', label: holiday.name });
  for (const request of requests) {
    const detail = request.mostRecentDetail;
    if (detail.status === 'rejected') continue;
    const kind = detail.status === 'approved' ? 'approved' : 'requested';
    const days = countedDates(detail.startDate, detail.endDate, {
      includeWeekends: detail.includeWeekends,
      holidays: holidayDates,
    });
    const label = `${kind === 'approved' ? 'Approved' : 'Requested'} ${timeOffReasonLabels[detail.reason]}`;
    for (const date of days) marks.set(date, { kind, label });
  }
  return marks;
}

/** A month of requested and approved days and holidays, on a 42-day grid. */
export function TimeOffCalendar({ requests, holidays }: { requests: TimeOffRequest[]; holidays: Holiday[] }) {
  const today = todayIso();
  const [shown, setShown] = useState({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
  const marks = useMemo(() => marksByDate(requests, holidays), [requests, holidays]);
  const days = monthGrid(shown.year, shown.month);
  const title = `${MONTHS[shown.month - 1]} ${shown.year}`;
  const move = (step: number) => {
    const index = shown.year * 12 + shown.month - 1 + step;
    setShown({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  };
  const monthKey = `${shown.year}-${String(shown.month).padStart(2, '0')}`;

  return (
    <section aria-label="Time off calendar">
      <Group justify="space-between" mb="xs">
        <ActionIcon variant="subtle" aria-label="Previous month" onClick={() => move(-1)}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text fw={600}>{title}</Text>
        <ActionIcon variant="subtle" aria-label="Next month" onClick={() => move(1)}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Table withTableBorder withColumnBorders layout="fixed" aria-label={`Calendar of ${title}`}>
        <Table.Thead>
          <Table.Tr>
            {WEEKDAYS.map((weekday) => (
              <Table.Th key={weekday} ta="center">
                {weekday}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Array.from({ length: GRID_DAYS / 7 }, (_, week) => (
            <Table.Tr key={days[week * 7]}>
              {days.slice(week * 7, week * 7 + 7).map((date) => {
                const mark = marks.get(date);
                const outside = !date.startsWith(monthKey);
                const cell = (
                  <Table.Td
                    key={date}
                    ta="center"
                    data-date={date}
                    data-kind={mark?.kind}
                    aria-label={mark ? `${formatDisplayDate(date)}: ${mark.label}` : formatDisplayDate(date)}
                    // A marked day takes the focus, so its name shows from the keyboard as it does on hover.
                    tabIndex={mark ? 0 : undefined}
                    className={classes.day}
                    data-outside={outside || undefined}
                    data-today={date === today || undefined}
                  >
                    {Number(date.slice(8))}
                  </Table.Td>
                );
                return mark ? (
                  <Tooltip key={date} label={mark.label} events={{ hover: true, focus: true, touch: true }}>
                    {cell}
                  </Tooltip>
                ) : (
                  cell
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="md" mt="xs" component="ul" aria-label="Legend" className={classes.legend}>
        {LEGEND_ORDER.map((kind) => (
          <Group key={kind} gap={6} component="li">
            <Box className={classes.swatch} data-kind={kind} aria-hidden />
            <Text size="sm">{legendLabels[kind]}</Text>
          </Group>
        ))}
      </Group>
    </section>
  );
}
