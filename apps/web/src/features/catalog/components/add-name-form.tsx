import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { namedRecordInputSchema } from '@timekeep/shared/schemas/catalog';
import { useState } from 'react';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';

interface AddNameFormProps {
  /** The field's label, e.g. "New client". */
  label: string;
  /** The button's label, e.g. "Add Client". */
  submitLabel: string;
  save: (name: string) => Promise<unknown>;
}

/** One name and a button: adds a client, a department or an additional project, then clears for the next. */
export function AddNameForm({ label, submitLabel, save }: AddNameFormProps) {
  const [round, setRound] = useState(0);
  return (
    <NameForm
      key={round}
      label={label}
      submitLabel={submitLabel}
      save={save}
      onSaved={() => setRound(round + 1)}
    />
  );
}

function NameForm({ label, submitLabel, save, onSaved }: AddNameFormProps & { onSaved: () => void }) {
  const form = useSchemaForm(namedRecordInputSchema, { name: '' }, { name: label });
  return (
    <form
      noValidate
      aria-label={submitLabel}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(({ name }) => save(name).then(onSaved));
      }}
    >
      <Group align="flex-start" mb="md">
        <TextInput
          label={label}
          value={form.values.name}
          onChange={(event) => form.set('name', event.currentTarget.value)}
          error={form.problems.name ?? form.failure}
          w={360}
        />
        <Button type="submit" mt={25} loading={form.busy} leftSection={<IconPlus size={16} aria-hidden />}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
