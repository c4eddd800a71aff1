import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDateRange, yearOf } from '@timekeep/shared/domain/time-off-dates';
import type { Blackout } from '@timekeep/shared/schemas/offices';
import { useState } from 'react';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { ListTable, listState } from '../../../components/ui/list-table';
import { RowActions } from '../../../components/ui/row-actions';
import { useYearParam, YearSelect } from '../../../components/ui/year-select';
import { useDeleteBlackout } from '../api/delete-blackout';
import { useBlackouts } from '../api/get-blackouts';
import { AddBlackoutDialog } from './add-blackout-dialog';

const officeOf = (blackout: Blackout) => blackout.officeName ?? 'Whole company';

/**
 * The blackout days holding a day of a year: on them nobody (or nobody of the office) may ask for new time off,
 * and the reason is what the refusal says.
 */
export function BlackoutDaysPage() {
  const [year, setYear] = useYearParam();
  const blackouts = useBlackouts(year);
  const remove = useDeleteBlackout();
  const [adding, setAdding] = useState(false);
  const rows = blackouts.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" maw={960}>
        <YearSelect year={year} onChange={setYear} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          Add Blackout
        </Button>
      </Group>
      <ListTable
        aria-label={`Blackout days of ${year}`}
        maw={960}
        columns={['Office', { label: 'Dates', width: 260 }, 'Reason']}
        withActions
        state={listState(rows.length, 'blackout days', `No blackout days in ${year}.`, blackouts)}
      >
        {rows.map((blackout) => {
          const dates = formatDateRange(blackout.startDate, blackout.endDate);
          return (
            <Table.Tr key={blackout.id}>
              <Table.Td>{officeOf(blackout)}</Table.Td>
              <Table.Td>{dates}</Table.Td>
              <Table.Td>{blackout.reason}</Table.Td>
              <RowActions>
                <ConfirmedAction
                  label="Delete"
                  ariaLabel={`Delete blackout of ${officeOf(blackout)}, ${dates}`}
                  title="Delete Blackout"
                  message={`Delete the blackout of ${officeOf(blackout)} on ${dates}? Time off may be asked for on these days again.`}
                  confirmLabel="Delete"
                  danger
                  action={() => remove.mutateAsync(blackout.id)}
                />
              </RowActions>
            </Table.Tr>
          );
        })}
      </ListTable>
      <Text size="sm" c="gray.7">
        A new time-off request on a blackout day is refused with its reason; requests made before the blackout
        stay.
      </Text>
      <AddBlackoutDialog
        opened={adding}
        onClose={() => setAdding(false)}
        // A blackout of another year shows where it is, not nowhere.
        onAdded={(added) => {
          if (yearOf(added.startDate) > year || yearOf(added.endDate) < year)
            setYear(yearOf(added.startDate));
        }}
      />
    </Stack>
  );
}
