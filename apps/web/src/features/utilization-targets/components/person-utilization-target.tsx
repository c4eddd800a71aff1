import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import {
  UTILIZATION_TARGET_MAX,
  UTILIZATION_TARGET_MIN,
  utilizationTargetInputSchema,
} from '@timekeep/shared/schemas/utilization-targets';
import { LoadFailure } from '../../../components/ui/load-failure';
import { numberOrNull } from '../../../lib/forms/select-options';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { usePersonTarget } from '../api/get-person-target';
import { useSetPersonTarget } from '../api/set-person-target';
import { sourceLabels, targetText } from '../utils/labels';

interface PersonUtilizationTargetProps {
  personId: number;
  personName: string;
}

const labels = { target: 'Own target (%)' };

/**
 * A person's utilization target on their admin page: the one that counts for them and where it comes from,
 * and their own, which comes before their job title's and department's defaults (empty: none of their own).
 */
export function PersonUtilizationTarget({ personId, personName }: PersonUtilizationTargetProps) {
  const target = usePersonTarget(personId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="person-utilization-target">
      <Title order={3} size="h4" mb="xs" id="person-utilization-target">
        Utilization target
      </Title>
      {target.isPending && <Text c="dimmed">Loading the target…</Text>}
      {target.isError && (
        <LoadFailure
          error={target.error}
          notFound="Person not found."
          failed="The target could not be loaded."
          onRetry={() => void target.refetch()}
        />
      )}
      {target.data && (
        <Stack gap="sm">
          <Text>
            {target.data.effective === null
              ? `${personName} has no utilization target: no own target, and no default for their job title or department.`
              : `Target of ${personName}: ${targetText(target.data.effective)}, ${sourceLabels[target.data.source]}.`}
          </Text>
          <OwnTargetForm
            key={String(target.data.own)}
            personId={personId}
            personName={personName}
            own={target.data.own}
          />
        </Stack>
      )}
    </Paper>
  );
}

function OwnTargetForm({
  personId,
  personName,
  own,
}: {
  personId: number;
  personName: string;
  own: number | null;
}) {
  const save = useSetPersonTarget();
  const form = useSchemaForm(utilizationTargetInputSchema, { target: own }, labels);
  return (
    <form
      noValidate
      aria-label={`Utilization target of ${personName}`}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit((input) => save.mutateAsync({ personId, target: input.target }));
      }}
    >
      <Group align="flex-start">
        <NumberInput
          label={labels.target}
          description="Empty: their job title's or department's default"
          value={form.values.target ?? ''}
          onChange={(next) => form.set('target', numberOrNull(next))}
          min={UTILIZATION_TARGET_MIN}
          max={UTILIZATION_TARGET_MAX}
          allowDecimal={false}
          error={form.problems.target ?? form.failure}
          w={280}
        />
        <Button type="submit" mt={45} loading={form.busy} disabled={!form.edited}>
          Save Target
        </Button>
      </Group>
    </form>
  );
}
