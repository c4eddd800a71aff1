import { Alert, Button, Group, MultiSelect, Stack } from '@mantine/core';
import { type AdminPerson, MAX_RELATED_MANAGERS } from '@timekeep/shared/schemas/people';
import { useState } from 'react';
import { refusalMessage } from '../../../lib/forms/form-problems';
import { usePeopleOptions } from '../../../lib/forms/select-options';
import { toast } from '../../../lib/toasts';
import { useSetRelatedManagers } from '../api/set-related-managers';

/** The leads whose teams the person may view as (and act for), one direction; never the person themselves. */
export function RelatedLeadsForm({ person }: { person: AdminPerson }) {
  const people = usePeopleOptions();
  const saved = person.relatedManagers.map((lead) => String(lead.id));
  const [chosen, setChosen] = useState(saved);
  const [failure, setFailure] = useState<string | null>(null);
  const setRelated = useSetRelatedManagers();
  const changed = [...chosen].sort().join() !== [...saved].sort().join();

  return (
    <form
      noValidate
      aria-label="Related leads"
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        setRelated
          .mutateAsync({ id: person.id, relatedManagerIds: chosen.map(Number) })
          .then(() => toast.success({ message: 'Related leads were saved.' }))
          .catch((error: Error) => setFailure(refusalMessage(error)));
      }}
    >
      <Stack gap="sm">
        <MultiSelect
          label="May View As"
          description={`Leads whose teams ${person.name} may view and act for, as their related lead.`}
          placeholder={chosen.length === 0 ? 'Nobody' : undefined}
          data={people.options.filter((option) => option.value !== String(person.id))}
          value={chosen}
          onChange={(next) => {
            setChosen(next);
            setFailure(null);
          }}
          maxValues={MAX_RELATED_MANAGERS}
          searchable
          clearable
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" variant="light" disabled={!changed} loading={setRelated.isPending}>
            Save Related Leads
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
