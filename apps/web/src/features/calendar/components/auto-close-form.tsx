import { Button, Group, NumberInput } from '@mantine/core';
import { type PeriodClosingSettings, periodClosingSettingsSchema } from '@timekeep/shared/schemas/calendar';
import { LoadFailure } from '../../../components/ui/load-failure';
import { numberOrNull } from '../../../lib/forms/select-options';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { toast } from '../../../lib/toasts';
import { useClosingSettings, useSetClosingSettings } from '../api/closing-settings';

/** The company's automatic close: a number of working days after a period ends, or none (admins close by hand). */
export function AutoCloseForm() {
  const settings = useClosingSettings();
  if (settings.isError) {
    return (
      <LoadFailure
        error={settings.error}
        notFound="The closing setting was not found."
        failed="The closing setting could not be loaded."
        onRetry={() => settings.refetch()}
      />
    );
  }
  if (!settings.data) return null;
  return <AutoCloseFields initial={settings.data} />;
}

function AutoCloseFields({ initial }: { initial: PeriodClosingSettings }) {
  const save = useSetClosingSettings();
  const form = useSchemaForm(periodClosingSettingsSchema, initial, {
    autoCloseWorkingDays: 'Working days',
  });
  return (
    <form
      noValidate
      aria-label="Close periods by themselves"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit((values) =>
          save.mutateAsync(values).then(() => toast.success({ message: 'Closing setting saved.' })),
        );
      }}
    >
      <Group align="flex-start">
        <NumberInput
          label="Close Each Period By Itself After"
          description="Working days after the period ends; empty: only an admin closes periods."
          suffix=" working days"
          min={0}
          max={30}
          allowDecimal={false}
          value={form.values.autoCloseWorkingDays ?? ''}
          onChange={(value) => form.set('autoCloseWorkingDays', numberOrNull(value))}
          error={form.problems.autoCloseWorkingDays ?? form.failure}
          w={360}
        />
        <Button type="submit" mt={44} loading={form.busy} disabled={!form.edited}>
          Save Setting
        </Button>
      </Group>
    </form>
  );
}
