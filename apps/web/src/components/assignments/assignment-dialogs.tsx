import { Select, Text } from '@mantine/core';
import { type SpanUpdate, spanUpdateSchema } from '@timekeep/shared/schemas/common';
import type { z } from 'zod';
import { idFromOption, optionFromId } from '../../lib/forms/select-options';
import { saveChanges, useSchemaForm } from '../../lib/forms/use-schema-form';
import { DialogForm } from '../forms/dialog-form';
import { PersonSelect } from '../forms/person-select';
import { SpanFields } from '../forms/span-fields';
import { FormModal } from '../ui/form-modal';

/** An assignment's dates as the dialogs edit them. */
interface AssignmentSpan {
  startDate: string;
  endDate: string | null;
}

const spanLabels = { startDate: 'From', endDate: 'To' };

interface DatesDialogProps {
  /** The assignment whose dates change, or null when the dialog is closed. */
  assignment: (AssignmentSpan & { id: number }) | null;
  /** Who holds it, as the dialog names it: "Emily Carter as Developer". */
  subject: string;
  /** Sends the dates that changed; a refusal (logged hours outside the new dates) stays in the dialog. */
  save: (id: number, changes: SpanUpdate) => Promise<unknown>;
  onClose: () => void;
}

/** Changes when someone holds a role or may log to a project; their logged hours must stay inside. */
export function AssignmentDatesDialog({ assignment, subject, save, onClose }: DatesDialogProps) {
  return (
    <FormModal opened={assignment !== null} onClose={onClose} title="Edit Assignment Dates">
      {assignment && (
        <DatesForm
          key={assignment.id}
          assignment={assignment}
          subject={subject}
          save={save}
          onClose={onClose}
        />
      )}
    </FormModal>
  );
}

function DatesForm({
  assignment,
  subject,
  save,
  onClose,
}: Omit<DatesDialogProps, 'assignment'> & { assignment: AssignmentSpan & { id: number } }) {
  const form = useSchemaForm(
    spanUpdateSchema,
    { startDate: assignment.startDate as string | null, endDate: assignment.endDate },
    spanLabels,
  );
  return (
    <DialogForm
      form={form}
      send={(span) => saveChanges(span, assignment, (changes) => save(assignment.id, changes)).then(onClose)}
      confirmLabel="Save Dates"
      onCancel={onClose}
    >
      <Text size="sm">{subject}</Text>
      <SpanFields form={form} labels={spanLabels} />
    </DialogForm>
  );
}

interface AssignDialogProps<Assignment> {
  opened: boolean;
  /** "Assign Person to a Role" or "Allow a Person to Log Time". */
  title: string;
  /** The roles one of which the person takes; null where there are none (an additional project). */
  roles: { value: string; label: string }[] | null;
  /** The shared schema of the request: a resource's, or an additional project assignment's. */
  schema: z.ZodType<Assignment>;
  save: (assignment: Assignment) => Promise<unknown>;
  onClose: () => void;
}

/** A person takes a role (or may log to a project) from a date, to a date or open-ended. */
export function AssignPersonDialog<Assignment>({
  opened,
  title,
  onClose,
  ...rest
}: AssignDialogProps<Assignment>) {
  return (
    <FormModal opened={opened} onClose={onClose} title={title}>
      {opened && <AssignForm onClose={onClose} {...rest} />}
    </FormModal>
  );
}

const assignLabels = { spudUserId: 'Person', engagementRoleId: 'Role', startDate: 'From', endDate: 'To' };

function AssignForm<Assignment>({
  roles,
  schema,
  save,
  onClose,
}: Omit<AssignDialogProps<Assignment>, 'opened' | 'title'>) {
  const form = useSchemaForm(
    schema,
    {
      spudUserId: null as number | null,
      engagementRoleId: roles?.length === 1 ? Number(roles[0]!.value) : (null as number | null),
      startDate: null as string | null,
      endDate: null as string | null,
    },
    assignLabels,
  );
  const { values, problems, set } = form;
  return (
    <DialogForm
      form={form}
      send={(assignment) => save(assignment).then(onClose)}
      confirmLabel="Assign"
      onCancel={onClose}
    >
      <PersonSelect
        label={assignLabels.spudUserId}
        placeholder="Search by name"
        value={values.spudUserId}
        onChange={(personId) => set('spudUserId', personId)}
        required
        error={problems.spudUserId}
        data-autofocus
      />
      {roles && (
        <Select
          label={assignLabels.engagementRoleId}
          placeholder="Choose a role"
          data={roles}
          value={optionFromId(values.engagementRoleId)}
          onChange={(value) => set('engagementRoleId', idFromOption(value))}
          required
          error={problems.engagementRoleId}
        />
      )}
      <SpanFields form={form} labels={spanLabels} />
    </DialogForm>
  );
}
