import { Button, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { type Office, officeHolidayInputSchema, officeInputSchema } from '@timekeep/shared/schemas/offices';
import { useState } from 'react';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { DateField } from '../../../components/ui/date-field';
import { ListTable, listState } from '../../../components/ui/list-table';
import { RowActions, RowButton } from '../../../components/ui/row-actions';
import { currentYear, YearSelect } from '../../../components/ui/year-select';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAddOffice } from '../api/add-office';
import { useAddOfficeHoliday } from '../api/add-office-holiday';
import { useDeleteOffice } from '../api/delete-office';
import { useDeleteOfficeHoliday } from '../api/delete-office-holiday';
import { useOfficeHolidays } from '../api/get-office-holidays';
import { useOffices } from '../api/get-offices';
import { EditOfficeDialog } from './edit-office-dialog';
import { OfficeFields, type OfficeFormValues, officeLabels } from './office-fields';

/** The offices, each with a time zone and its own holidays on top of the company's. */
export function OfficesPage() {
  const offices = useOffices();
  const remove = useDeleteOffice();
  const [round, setRound] = useState(0);
  const [editing, setEditing] = useState<Office | null>(null);
  // By id, so the holidays' heading follows a rename and goes with a deleted office.
  const [chosenId, setChosenId] = useState<number | null>(null);
  const rows = offices.data ?? [];
  const chosen = rows.find((office) => office.id === chosenId);

  return (
    <Stack gap="md">
      <AddOfficeForm key={round} onAdded={() => setRound(round + 1)} />
      <ListTable
        aria-label="Offices"
        maw={720}
        columns={['Name', 'Time Zone', 'People']}
        withActions
        state={listState(rows.length, 'offices', 'No offices yet.', offices)}
      >
        {rows.map((office) => (
          <Table.Tr key={office.id}>
            <Table.Td>{office.name}</Table.Td>
            <Table.Td>{office.timeZone}</Table.Td>
            <Table.Td>{office.peopleCount}</Table.Td>
            <RowActions>
              <RowButton label="Edit" ariaLabel={`Edit ${office.name}`} onClick={() => setEditing(office)} />
              <RowButton
                label="Holidays"
                ariaLabel={`Holidays of ${office.name}`}
                onClick={() => setChosenId(office.id)}
              />
              <ConfirmedAction
                label="Delete"
                ariaLabel={`Delete ${office.name}`}
                title="Delete Office"
                message={`Delete the office ${office.name} and its holidays?`}
                confirmLabel="Delete"
                danger
                action={() => remove.mutateAsync(office.id)}
              />
            </RowActions>
          </Table.Tr>
        ))}
      </ListTable>
      {chosen && <OfficeHolidays key={chosen.id} office={chosen} />}
      <EditOfficeDialog office={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function AddOfficeForm({ onAdded }: { onAdded: () => void }) {
  const add = useAddOffice();
  const form = useSchemaForm(
    officeInputSchema,
    { name: '', timeZone: null } as OfficeFormValues,
    officeLabels,
  );
  return (
    <form
      noValidate
      aria-label="Add Office"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit((office) => add.mutateAsync(office).then(onAdded));
      }}
    >
      <Group align="flex-start">
        <OfficeFields form={form} failure={form.failure} width={240} />
        <Button type="submit" mt={25} loading={form.busy} leftSection={<IconPlus size={16} aria-hidden />}>
          Add Office
        </Button>
      </Group>
    </form>
  );
}

function OfficeHolidays({ office }: { office: Office }) {
  const [year, setYear] = useState(currentYear);
  const [round, setRound] = useState(0);
  const holidays = useOfficeHolidays(office.id, year);
  const remove = useDeleteOfficeHoliday();
  const rows = holidays.data ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Holidays of {office.name}
      </Title>
      <YearSelect year={year} onChange={setYear} />
      <AddOfficeHolidayForm
        key={`${year}-${round}`}
        officeId={office.id}
        year={year}
        onAdded={() => setRound(round + 1)}
      />
      <ListTable
        aria-label={`Holidays of ${office.name} in ${year}`}
        maw={720}
        columns={['Date', 'Name']}
        withActions
        state={listState(rows.length, 'holidays', `No office holidays in ${year} yet.`, holidays)}
      >
        {rows.map((holiday) => (
          <Table.Tr key={holiday.id}>
            <Table.Td>{formatDisplayDate(holiday.date)}</Table.Td>
            <Table.Td>{holiday.name}</Table.Td>
            <RowActions>
              <ConfirmedAction
                label="Delete"
                ariaLabel={`Delete ${holiday.name}`}
                title="Delete Office Holiday"
                message={`Delete ${holiday.name} on ${formatDisplayDate(holiday.date)}?`}
                confirmLabel="Delete"
                danger
                action={() => remove.mutateAsync({ officeId: office.id, holidayId: holiday.id })}
              />
            </RowActions>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}

const holidayLabels = { date: 'Date', name: 'Name' };

function AddOfficeHolidayForm({
  officeId,
  year,
  onAdded,
}: {
  officeId: number;
  year: number;
  onAdded: () => void;
}) {
  const add = useAddOfficeHoliday();
  const form = useSchemaForm(
    officeHolidayInputSchema,
    { date: null as string | null, name: '' },
    holidayLabels,
  );
  return (
    <form
      noValidate
      aria-label="Add Office Holiday"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit((holiday) => add.mutateAsync({ officeId, ...holiday }).then(onAdded));
      }}
    >
      <Group align="flex-start">
        <DateField
          label={holidayLabels.date}
          value={form.values.date}
          onChange={(date) => form.set('date', date)}
          minDate={`${year}-01-01`}
          maxDate={`${year}-12-31`}
          required
          error={form.problems.date ?? form.failure}
          w={180}
        />
        <TextInput
          label={holidayLabels.name}
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
