import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Role } from '@timekeep/shared/schemas/auth';
import { type AdminPerson, type PersonInput, personInputSchema } from '@timekeep/shared/schemas/people';
import { FormFooter } from '../../../components/forms/form-footer';
import { PersonSelect } from '../../../components/forms/person-select';
import { DateField } from '../../../components/ui/date-field';
import { idFromOption, namedOptions, optionFromId } from '../../../lib/forms/select-options';
import { saveChanges, useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useDepartments } from '../../../lib/lookups/get-departments';
import { toast } from '../../../lib/toasts';
import { useCreatePerson } from '../api/create-person';
import { useUpdatePerson } from '../api/update-person';

const labels: Record<keyof PersonInput, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  jobTitle: 'Title',
  departmentId: 'Department',
  teamLeadId: 'Team Lead',
  employmentStartDate: 'Employment Start Date',
  employmentEndDate: 'Employment End Date',
  contractor: 'Contractor',
  roles: 'Roles',
};

/** The roles in the order the form lists them, so a change of order is no change. */
const roleChoices: { value: Role; label: string; description: string }[] = [
  {
    value: 'employee',
    label: 'Employee',
    description: 'Keeps timesheets (and time off, unless a contractor).',
  },
  { value: 'admin', label: 'Admin', description: 'The admin area, engagements and every report.' },
  { value: 'reports', label: 'Reports', description: 'Every report for the whole company, nothing else.' },
];
const inRoleOrder = (roles: readonly string[]) =>
  roleChoices.map((choice) => choice.value).filter((role) => roles.includes(role));

function valuesOf(person: AdminPerson | null): PersonInput {
  return {
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    email: person?.email ?? '',
    jobTitle: person?.jobTitle ?? null,
    departmentId: person?.departmentId ?? null,
    teamLeadId: person?.teamLeadId ?? null,
    employmentStartDate: person?.employmentStartDate ?? null,
    employmentEndDate: person?.employmentEndDate ?? null,
    contractor: person?.contractor ?? false,
    roles: inRoleOrder(person?.roles ?? ['employee']),
  };
}

interface PersonFormProps {
  /** The person to edit; null to add one. */
  person: AdminPerson | null;
  onSaved?: (person: AdminPerson) => void;
  onCancel?: () => void;
}

/** Who a person is, where they sit and what they may do; without a role they cannot sign in. */
export function PersonForm({ person, onSaved, onCancel }: PersonFormProps) {
  const form = useSchemaForm(personInputSchema, valuesOf(person), labels);
  const departments = useDepartments();
  const create = useCreatePerson();
  const update = useUpdatePerson();
  const { values, problems, set } = form;

  const save = (input: PersonInput) => {
    const saved = (result: AdminPerson) => {
      toast.success({ message: person ? 'Person was saved.' : 'Person was added.' });
      onSaved?.(result);
    };
    if (!person) return create.mutateAsync(input).then(saved);
    return saveChanges(input, { ...person, roles: inRoleOrder(person.roles) }, (changes) =>
      update.mutateAsync({ id: person.id, changes }).then(saved),
    );
  };

  const text = (field: 'firstName' | 'lastName' | 'email') => (
    <TextInput
      label={labels[field]}
      value={values[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      required
      error={problems[field]}
      type={field === 'email' ? 'email' : 'text'}
    />
  );

  return (
    <form
      noValidate
      aria-label={person ? 'Person details' : 'New person'}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(save);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
          {text('firstName')}
          {text('lastName')}
          {text('email')}
          <TextInput
            label={labels.jobTitle}
            value={values.jobTitle ?? ''}
            onChange={(event) => set('jobTitle', event.currentTarget.value || null)}
            error={problems.jobTitle}
          />
          <Select
            label={labels.departmentId}
            placeholder="No department"
            data={namedOptions(departments.data)}
            value={optionFromId(values.departmentId)}
            onChange={(value) => set('departmentId', idFromOption(value))}
            searchable
            clearable
            error={problems.departmentId}
          />
          <PersonSelect
            label={labels.teamLeadId}
            placeholder="No team lead"
            value={values.teamLeadId}
            onChange={(personId) => set('teamLeadId', personId)}
            exclude={person?.id}
            clearable
            error={problems.teamLeadId}
          />
          <DateField
            label={labels.employmentStartDate}
            description="Without one the person cannot start a timesheet."
            value={values.employmentStartDate}
            onChange={(date) => set('employmentStartDate', date)}
            error={problems.employmentStartDate}
          />
          <DateField
            label={labels.employmentEndDate}
            description="When known: time off stops accruing after it."
            value={values.employmentEndDate}
            onChange={(date) => set('employmentEndDate', date)}
            error={problems.employmentEndDate}
          />
          <Checkbox
            label={labels.contractor}
            description="Contractors keep timesheets but take no time off."
            checked={values.contractor}
            onChange={(event) => set('contractor', event.currentTarget.checked)}
            mt="lg"
          />
        </SimpleGrid>
        <Checkbox.Group
          label={labels.roles}
          description="Without a role the person cannot sign in."
          value={values.roles}
          onChange={(roles) => set('roles', inRoleOrder(roles))}
          error={problems.roles}
        >
          <SimpleGrid cols={3} mt="xs">
            {roleChoices.map((choice) => (
              <Checkbox
                key={choice.value}
                value={choice.value}
                label={choice.label}
                description={choice.description}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <FormFooter
          failure={form.failure}
          busy={form.busy}
          submitLabel={person ? 'Save Changes' : 'Add Person'}
          disabled={person !== null && !form.edited}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
