import { Button, Group, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { todayIso } from '@timekeep/shared/domain/periods';
import { roleFlags } from '@timekeep/shared/domain/roles';
import { STAND_IN_MAX_DAYS, standInDatesProblem } from '@timekeep/shared/domain/stand-in-rules';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import { createStandInBodySchema, type StandIn } from '@timekeep/shared/schemas/stand-ins';
import { useState } from 'react';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { PersonSelect } from '../../../components/forms/person-select';
import { DateField } from '../../../components/ui/date-field';
import { ListTable, listState } from '../../../components/ui/list-table';
import { LoadFailure } from '../../../components/ui/load-failure';
import { PageTitle } from '../../../components/ui/page-title';
import { RowActions } from '../../../components/ui/row-actions';
import { idFromOption, optionFromId } from '../../../lib/forms/select-options';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSignedInUser } from '../../../lib/lookups/get-current-user';
import { toast } from '../../../lib/toasts';
import {
  useEndStandIn,
  useNameStandIn,
  useSetStandInSettings,
  useStandInCandidates,
  useStandIns,
} from '../api/stand-ins';

/** The request's own schema, with the dates rule the server applies (today on the browser's clock). */
const standInFormSchema = createStandInBodySchema.superRefine((body, context) => {
  const problem = standInDatesProblem(body.startDate, body.endDate, todayIso());
  if (problem) context.addIssue({ code: 'custom', path: ['endDate'], message: problem });
});

const labels = { leadId: 'Lead', standInId: 'Stand-in', startDate: 'First Day', endDate: 'Last Day' };

const stateLabels: Record<StandIn['state'], string> = {
  active: 'Standing in now',
  upcoming: 'Upcoming',
  ended: 'Over',
};

/**
 * /stand-ins (leads) and /admin/stand-ins (admins): while a lead is away, someone else approves and rejects for their team. A lead names their
 * stand-in for some days (an admin for any lead, and chooses whether any employee may stand in); everyone
 * sees the ranges they name or stand in for.
 */
export function StandInsPage({ standalone = false }: { standalone?: boolean }) {
  const user = useSignedInUser();
  const admin = roleFlags(user).admin;
  const standIns = useStandIns();
  const rows = standIns.data?.standIns ?? [];
  return (
    <Stack gap="lg" maw={1000}>
      {/* In the admin area the area's title stands; on its own, the page has one. */}
      {standalone && <PageTitle>Stand-ins</PageTitle>}
      <Text>
        {admin
          ? 'While a lead is away, a stand-in approves and rejects for their team. Each decision is recorded as the stand-in’s for the lead, the stand-in never decides their own timesheet or time off, and when the days end the lead gets one message with what was decided.'
          : 'While you are away, a stand-in approves and rejects for your team. Each decision is recorded as theirs for you, the stand-in never decides their own timesheet or time off, and when the days end you get one message with what they decided.'}
      </Text>
      <section aria-labelledby="name-stand-in">
        <Title order={2} size="h4" id="name-stand-in" mb="xs">
          Name a Stand-in
        </Title>
        <NameStandInForm admin={admin} />
      </section>
      {admin && standIns.data && <AnyEmployeeSwitch anyEmployee={standIns.data.anyEmployee} />}
      <section aria-labelledby="stand-ins-list">
        <Title order={2} size="h4" id="stand-ins-list" mb="xs">
          Stand-ins
        </Title>
        <StandInsTable rows={rows} query={standIns} />
      </section>
    </Stack>
  );
}

/** The form starts afresh (empty, nothing said) after each stand-in it names. */
function NameStandInForm({ admin }: { admin: boolean }) {
  const [named, setNamed] = useState(0);
  return <NameStandInFields key={named} admin={admin} onNamed={() => setNamed((count) => count + 1)} />;
}

function NameStandInFields({ admin, onNamed }: { admin: boolean; onNamed: () => void }) {
  const nameStandIn = useNameStandIn();
  const today = todayIso();
  const form = useSchemaForm(
    standInFormSchema,
    {
      leadId: undefined as number | undefined,
      standInId: null as number | null,
      startDate: null as string | null,
      endDate: null as string | null,
    },
    labels,
  );
  const { values, problems, set } = form;
  const candidates = useStandInCandidates(admin ? (values.leadId ?? null) : null);
  return (
    <form
      noValidate
      aria-labelledby="name-stand-in"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit((body) =>
          nameStandIn.mutateAsync(body).then((named) => {
            toast.success({
              message: `${named.standIn.name} stands in for ${named.lead.name}, ${formatDateRange(named.startDate, named.endDate)}.`,
            });
            onNamed();
          }),
        );
      }}
    >
      <Group align="flex-start" gap="md">
        {admin && (
          <PersonSelect
            label={labels.leadId}
            description="The lead who is away (empty: yourself)."
            value={values.leadId ?? null}
            onChange={(leadId) => {
              set('leadId', leadId ?? undefined);
              set('standInId', null);
            }}
            error={problems.leadId}
            clearable
            w={240}
          />
        )}
        <Select
          label={labels.standInId}
          description={
            candidates.isPending ? 'Loading who may stand in…' : 'Another lead, or whom the company allows.'
          }
          data={(candidates.data ?? []).map((person) => ({ value: String(person.id), label: person.name }))}
          value={optionFromId(values.standInId)}
          onChange={(chosen) => set('standInId', idFromOption(chosen))}
          searchable
          required
          nothingFoundMessage="Nobody may stand in"
          error={problems.standInId}
          w={240}
        />
        <DateField
          label={labels.startDate}
          value={values.startDate}
          onChange={(date) => set('startDate', date)}
          minDate={today}
          required
          error={problems.startDate}
          w={170}
        />
        <DateField
          label={labels.endDate}
          description={`At most ${STAND_IN_MAX_DAYS} days.`}
          value={values.endDate}
          onChange={(date) => set('endDate', date)}
          minDate={values.startDate ?? today}
          required
          error={problems.endDate}
          w={170}
        />
        <Button type="submit" mt={24} loading={form.busy}>
          Name Stand-in
        </Button>
      </Group>
      {form.failure && (
        <Text c="red.8" size="sm" role="alert" mt="xs">
          {form.failure}
        </Text>
      )}
    </form>
  );
}

function AnyEmployeeSwitch({ anyEmployee }: { anyEmployee: boolean }) {
  const save = useSetStandInSettings();
  return (
    <Switch
      label="Any employee may stand in, not only another lead"
      description="A company setting: it applies to stand-ins named from now on."
      checked={anyEmployee}
      disabled={save.isPending}
      onChange={(event) =>
        save
          .mutateAsync({ anyEmployee: event.currentTarget.checked })
          .then(() => toast.success({ message: 'Stand-in setting saved.' }))
          .catch((error: Error) => toast.error({ title: 'Setting not saved', message: error.message }))
      }
    />
  );
}

/** Ending one not started yet cancels it; ending a running one stops it now. */
const endLabel = (range: StandIn) => (range.state === 'upcoming' ? 'Cancel' : 'End Now');

function StandInsTable({ rows, query }: { rows: readonly StandIn[]; query: ReturnType<typeof useStandIns> }) {
  const end = useEndStandIn();
  if (query.isError && !query.data) {
    return (
      <LoadFailure
        error={query.error}
        notFound="The stand-ins were not found."
        failed="The stand-ins could not be loaded."
        onRetry={() => query.refetch()}
      />
    );
  }
  return (
    <ListTable
      aria-labelledby="stand-ins-list"
      columns={['Lead', 'Stand-in', 'Days', 'Status', 'Named By']}
      withActions
      state={listState(rows.length, 'stand-ins', 'No stand-in is named.', query)}
    >
      {rows.map((range) => {
        const days = formatDateRange(range.startDate, range.endDate);
        return (
          <Table.Tr key={range.id}>
            <Table.Td>{range.lead.name}</Table.Td>
            <Table.Td>{range.standIn.name}</Table.Td>
            <Table.Td>{days}</Table.Td>
            <Table.Td>{stateLabels[range.state]}</Table.Td>
            <Table.Td>{range.createdBy?.name ?? ''}</Table.Td>
            <RowActions>
              {range.mayEnd && (
                <ConfirmedAction
                  label={endLabel(range)}
                  ariaLabel={`${endLabel(range)}: ${range.standIn.name} for ${range.lead.name}, ${days}`}
                  title="End Stand-in"
                  message={`${range.standIn.name} no longer acts for ${range.lead.name}'s team from now on.`}
                  confirmLabel="End Stand-in"
                  action={() => end.mutateAsync(range.id)}
                  onDone={() => toast.success({ message: 'Stand-in ended.' })}
                />
              )}
            </RowActions>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
