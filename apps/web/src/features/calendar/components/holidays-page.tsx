import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import type { Holiday } from '@timekeep/shared/schemas/calendar';
import { holidayInputSchema } from '@timekeep/shared/schemas/calendar';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { RenameDialog } from '../../../components/forms/rename-dialog';
import { DateField } from '../../../components/ui/date-field';
import { ListTable, listState } from '../../../components/ui/list-table';
import { RowActions, RowButton } from '../../../components/ui/row-actions';
import { useYearParam, YearSelect } from '../../../components/ui/year-select';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAddHoliday } from '../api/add-holiday';
import { useDeleteHoliday } from '../api/delete-holiday';
import { useHolidaysOfYear } from '../api/get-holidays-of-year';
import { useRenameHoliday } from '../api/rename-holiday';

/**
 * The company's holidays of a year. A holiday greys its day in every timesheet and is never counted as time
 * off; where approved timesheets already count the day, the server refuses the change and says why.
 */
export function HolidaysPage() {
  const [year, setYear] = useYearParam();
  const holidays = useHolidaysOfYear(year);
  const rename = useRenameHoliday();
  const remove = useDeleteHoliday();
  const [renaming, setRenaming] = useState<Holiday | null>(null);
  const [round, setRound] = useState(0);
  const rows = holidays.data ?? [];

  return (
    <Stack gap="md">
      <YearSelect year={year} onChange={setYear} />
      <AddHolidayForm key={`${year}-${round}`} year={year} onAdded={() => setRound(round + 1)} />
      <ListTable
        aria-label={`Holidays of ${year}`}
        maw={720}
        columns={['Date', 'Day', 'Name']}
        withActions
        state={listState(rows.length, 'holidays', `No holidays in ${year} yet.`, holidays)}
      >
        {rows.map((holiday) => (
          <Table.Tr key={holiday.id}>
            <Table.Td>{formatDisplayDate(holiday.date)}</Table.Td>
            <Table.Td>{dayjs(holiday.date).format('dddd')}</Table.Td>
            <Table.Td>{holiday.name}</Table.Td>
            <RowActions>
              <RowButton
                label="Rename"
                ariaLabel={`Rename ${holiday.name}`}
                onClick={() => setRenaming(holiday)}
              />
              <ConfirmedAction
                label="Delete"
                ariaLabel={`Delete ${holiday.name}`}
                title="Delete Holiday"
                message={`Delete ${holiday.name} on ${formatDisplayDate(holiday.date)}? The day becomes a working day in every timesheet.`}
                confirmLabel="Delete"
                danger
                action={() => remove.mutateAsync(holiday.id)}
              />
            </RowActions>
          </Table.Tr>
        ))}
      </ListTable>
      <Text size="sm" c="gray.7">
        To move a holiday, delete it and add the new date.
      </Text>
      <RenameDialog
        title="Rename Holiday"
        record={renaming}
        save={(id, name) => rename.mutateAsync({ id, name })}
        onClose={() => setRenaming(null)}
      />
    </Stack>
  );
}

const labels = { date: 'Date', name: 'Name' };

function AddHolidayForm({ year, onAdded }: { year: number; onAdded: () => void }) {
  const add = useAddHoliday();
  const form = useSchemaForm(holidayInputSchema, { date: null as string | null, name: '' }, labels);
  return (
    <form
      noValidate
      aria-label="Add Holiday"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit((holiday) => add.mutateAsync(holiday).then(onAdded));
      }}
    >
      <Group align="flex-start">
        <DateField
          label={labels.date}
          value={form.values.date}
          onChange={(date) => form.set('date', date)}
          minDate={`${year}-01-01`}
          maxDate={`${year}-12-31`}
          required
          error={form.problems.date ?? form.failure}
          w={180}
        />
        <TextInput
          label={labels.name}
          placeholder="e.g. Founders' Day"
          value={form.values.name}
          onChange={(event) => form.set('name', event.currentTarget.value)}
          required
          error={form.problems.name}
          w={280}
        />
        <Button type="submit" mt={25} loading={form.busy} leftSection={<IconPlus size={16} aria-hidden />}>
          Add Holiday
        </Button>
      </Group>
    </form>
  );
}
