import { Badge, Button, Group, Paper, Select, Stack, Table, Title } from '@mantine/core';
import { todayIso } from '@timekeep/shared/domain/periods';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { type OfficeMove, officeMoveInputSchema } from '@timekeep/shared/schemas/offices';
import { useState } from 'react';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { DateField } from '../../../components/ui/date-field';
import { ListTable, listState } from '../../../components/ui/list-table';
import { RowActions } from '../../../components/ui/row-actions';
import { namedOptions } from '../../../lib/forms/select-options';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useOfficeMoves } from '../api/get-office-moves';
import { useOffices } from '../api/get-offices';
import { useMoveToOffice } from '../api/move-to-office';
import { useUndoOfficeMove } from '../api/undo-office-move';

interface PersonOfficesProps {
  personId: number;
  personName: string;
}

/** What undoing a move leaves: the office of the move before it, or none. */
function afterUndo(personName: string, earlier: OfficeMove | undefined): string {
  return earlier
    ? `${personName} stays in ${earlier.officeName} from that day on.`
    : `${personName} is then in no office, with the company's holidays only.`;
}

/**
 * A person's offices (on their admin page): each move with the day it takes effect, the latest first, the one
 * of today marked; a move to another office from a day on, and the undoing of a move. The office's holidays
 * are the person's from that day.
 */
export function PersonOffices({ personId, personName }: PersonOfficesProps) {
  const moves = useOfficeMoves(personId);
  const undo = useUndoOfficeMove();
  const [round, setRound] = useState(0);
  const rows = moves.data ?? [];
  const today = todayIso();
  const current = rows.find((move) => move.effectiveFrom <= today);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="person-office">
      <Title order={3} size="h4" mb="xs" id="person-office">
        Office
      </Title>
      <Stack gap="sm">
        <ListTable
          aria-label={`Offices of ${personName}`}
          maw={720}
          columns={['Office', 'From']}
          withActions
          state={listState(
            rows.length,
            'offices',
            "No office yet: only the company's holidays apply.",
            moves,
          )}
        >
          {rows.map((move, index) => (
            <Table.Tr key={move.effectiveFrom}>
              <Table.Td>
                <Group gap="xs">
                  {move.officeName}
                  {move === current && (
                    <Badge color="green" variant="light" c="dark">
                      Current
                    </Badge>
                  )}
                  {move.effectiveFrom > today && (
                    <Badge color="gray" variant="light" c="dark">
                      Upcoming
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{formatDisplayDate(move.effectiveFrom)}</Table.Td>
              <RowActions>
                <ConfirmedAction
                  label="Undo"
                  ariaLabel={`Undo the move to ${move.officeName} from ${formatDisplayDate(move.effectiveFrom)}`}
                  title="Undo Move"
                  message={`Undo the move of ${personName} to ${move.officeName} from ${formatDisplayDate(move.effectiveFrom)}? ${afterUndo(personName, rows[index + 1])}`}
                  confirmLabel="Undo Move"
                  danger
                  action={() => undo.mutateAsync({ personId, effectiveFrom: move.effectiveFrom })}
                />
              </RowActions>
            </Table.Tr>
          ))}
        </ListTable>
        <MoveForm key={round} personId={personId} today={today} onMoved={() => setRound(round + 1)} />
      </Stack>
    </Paper>
  );
}

const labels = { officeId: 'Office', effectiveFrom: 'From' };

function MoveForm({ personId, today, onMoved }: { personId: number; today: string; onMoved: () => void }) {
  const offices = useOffices();
  const move = useMoveToOffice();
  const form = useSchemaForm(
    officeMoveInputSchema,
    { officeId: null as number | null, effectiveFrom: today as string | null },
    labels,
  );
  return (
    <form
      noValidate
      aria-label="Move to Office"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit((input) => move.mutateAsync({ personId, ...input }).then(onMoved));
      }}
    >
      <Group align="flex-start">
        <Select
          label={labels.officeId}
          data={namedOptions(offices.data)}
          searchable
          value={form.values.officeId === null ? null : String(form.values.officeId)}
          onChange={(value) => form.set('officeId', value === null ? null : Number(value))}
          required
          error={form.problems.officeId ?? form.failure}
          w={240}
        />
        <DateField
          label={labels.effectiveFrom}
          value={form.values.effectiveFrom}
          onChange={(date) => form.set('effectiveFrom', date)}
          required
          error={form.problems.effectiveFrom}
          w={180}
        />
        <Button type="submit" mt={25} loading={form.busy}>
          Move to Office
        </Button>
      </Group>
    </form>
  );
}
