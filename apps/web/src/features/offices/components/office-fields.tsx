import { Select, TextInput } from '@mantine/core';

const timeZones = Intl.supportedValuesOf('timeZone');

export const officeLabels = { name: 'Name', timeZone: 'Time Zone' };

type OfficeField = keyof typeof officeLabels;

/** What an office's form holds: its name, and its time zone once one is chosen. */
export type OfficeFormValues = {
  name: string;
  timeZone: string | null;
};

/** The part of a `useSchemaForm` of an office that its fields read and write. */
interface OfficeForm {
  values: OfficeFormValues;
  problems: Partial<Record<OfficeField, string>>;
  set: <Field extends OfficeField>(field: Field, value: OfficeFormValues[Field]) => void;
}

/**
 * The runtime's IANA time zones to choose from. A zone it accepts but does not list (UTC, stored through the API
 * or a CSV file) is offered too when an office has it, so that office's field still shows it.
 */
function timeZoneOptions(current: string | null): string[] {
  return current === null || timeZones.includes(current) ? timeZones : [current, ...timeZones];
}

interface OfficeFieldsProps {
  form: OfficeForm;
  /** A refusal of the whole form shown under the name, where the add form has no other place for it. */
  failure?: string | null;
  /** The fields' width side by side; none in a dialog, where each takes the row. */
  width?: number;
  autoFocus?: boolean;
}

/** An office's name and its time zone (searchable), as adding and editing one ask for them. */
export function OfficeFields({ form, failure = null, width, autoFocus = false }: OfficeFieldsProps) {
  return (
    <>
      <TextInput
        label={officeLabels.name}
        value={form.values.name}
        onChange={(event) => form.set('name', event.currentTarget.value)}
        required
        error={form.problems.name ?? failure}
        w={width}
        data-autofocus={autoFocus || undefined}
      />
      <Select
        label={officeLabels.timeZone}
        data={timeZoneOptions(form.values.timeZone)}
        searchable
        value={form.values.timeZone}
        onChange={(zone) => form.set('timeZone', zone)}
        required
        error={form.problems.timeZone}
        w={width}
      />
    </>
  );
}
