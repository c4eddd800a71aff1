import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminPerson } from '@timekeep/shared/schemas/people';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { NotFoundView } from '../../../components/layout/not-found-view';
import { BackLink } from '../../../components/ui/back-link';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { LoadFailure } from '../../../components/ui/load-failure';
import { idFromSegment } from '../../../lib/forms/select-options';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toasts';
import { usePerson } from '../api/get-person';
import { useSetPersonActive } from '../api/set-person-active';
import { PersonForm } from './person-form';
import { RelatedLeadsForm } from './related-leads-form';

const backToUsers = <BackLink to={paths.admin.users()}>Back to Users</BackLink>;

/** A new person, at /admin/users/new; once added, their page opens. */
export function NewPersonPage() {
  const navigate = useNavigate();
  return (
    <>
      {backToUsers}
      <Title order={2} size="h3" mt="xs" mb="md">
        New Person
      </Title>
      <PersonForm
        person={null}
        onSaved={(person) => navigate(paths.admin.user(person.id))}
        onCancel={() => navigate(paths.admin.users())}
      />
    </>
  );
}

export interface PersonPageProps {
  /** The person's office and their moves between offices, which another feature provides. */
  renderOffice?: (person: AdminPerson) => ReactNode;
  /** The person's utilization target, which another feature provides. */
  renderUtilizationTarget?: (person: AdminPerson) => ReactNode;
}

/**
 * One person, at /admin/users/{id}: their details, whom they may view as, their office and utilization target
 * (when given) and whether they may sign in.
 */
export function PersonPage({ renderOffice, renderUtilizationTarget }: PersonPageProps = {}) {
  const personId = idFromSegment(useParams().userId);
  if (personId === null) return <NotFoundView />;
  return (
    <Person
      personId={personId}
      renderOffice={renderOffice}
      renderUtilizationTarget={renderUtilizationTarget}
    />
  );
}

function Person({ personId, renderOffice, renderUtilizationTarget }: PersonPageProps & { personId: number }) {
  const person = usePerson(personId);
  if (person.isError) {
    return (
      <>
        {backToUsers}
        <LoadFailure
          error={person.error}
          notFound="Person not found."
          failed="The person could not be loaded."
          onRetry={() => void person.refetch()}
        />
      </>
    );
  }
  if (!person.data) return <CenteredLoader />;
  const current = person.data;
  return (
    <>
      {backToUsers}
      <Group justify="space-between" mt="xs" mb="md">
        <Group gap="sm">
          <Title order={2} size="h3">
            {current.name}
          </Title>
          <Badge color={current.accountEnabled ? 'green' : 'gray'} variant="light" c="dark">
            {current.accountEnabled ? 'Active' : 'Inactive'}
          </Badge>
        </Group>
        <Group gap="md">
          <Anchor component={Link} to={paths.admin.userTimesheets(current.id)} size="sm">
            View Timesheet
          </Anchor>
          <Anchor component={Link} to={paths.admin.balances(`?person=${current.id}`)} size="sm">
            Time-Off Balances
          </Anchor>
        </Group>
      </Group>
      <Stack gap="lg">
        {/* Keyed by the saved details, so it starts again from them after each save. */}
        <PersonForm
          key={JSON.stringify({ ...current, relatedManagers: null, accountEnabled: null })}
          person={current}
        />
        <Paper withBorder p="md">
          <Title order={3} size="h4" mb="xs">
            Related Leads
          </Title>
          <RelatedLeadsForm key={current.relatedManagers.map((lead) => lead.id).join()} person={current} />
        </Paper>
        {renderOffice?.(current)}
        {renderUtilizationTarget?.(current)}
        <AccountStatus person={current} />
      </Stack>
    </>
  );
}

/** Deactivating ends the person's sessions at once and refuses their sign-in; their history stays. */
function AccountStatus({ person }: { person: AdminPerson }) {
  const setActive = useSetPersonActive();
  const active = person.accountEnabled;
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="xs">
        Sign-In
      </Title>
      <Group justify="space-between">
        <Text size="sm">
          {active
            ? `${person.name} may sign in. Deactivating signs them out at once; everything they logged stays.`
            : `${person.name} is deactivated: they cannot sign in and are left out of team lists.`}
        </Text>
        <ConfirmedAction
          label={active ? 'Deactivate' : 'Reactivate'}
          buttonProps={{ variant: active ? 'outline' : 'light', size: 'sm' }}
          title={active ? 'Deactivate Person' : 'Reactivate Person'}
          message={
            active
              ? `Deactivate ${person.name}? They are signed out at once, cannot sign in and drop out of team lists. Their timesheets, time off and history stay.`
              : `Reactivate ${person.name}? They can sign in again.`
          }
          confirmLabel={active ? 'Deactivate' : 'Reactivate'}
          danger={active}
          action={() => setActive.mutateAsync({ id: person.id, active: !active })}
          onDone={() =>
            toast.success({
              message: active ? `${person.name} was deactivated.` : `${person.name} was reactivated.`,
            })
          }
        />
      </Group>
    </Paper>
  );
}
