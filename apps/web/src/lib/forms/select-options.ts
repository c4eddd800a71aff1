import { timeOffReasonGroups, timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { NamedOption } from '@timekeep/shared/schemas/common';
import { useEmployees } from '../lookups/get-employees';

/** Select options of named records, by id. */
export function namedOptions(records: readonly NamedOption[] | undefined) {
  return (records ?? []).map((record) => ({ value: String(record.id), label: record.name }));
}

/** A select's value as an id (null when cleared). */
export const idFromOption = (value: string | null) => (value === null ? null : Number(value));
/** An id as a select's value. */
export const optionFromId = (id: number | null | undefined) => (id == null ? null : String(id));

/** A path segment as a record id, or null when it is not one (the page shows not-found). */
export function idFromSegment(segment: string | undefined): number | null {
  const id = Number(segment);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Everyone, as the people pickers offer them: deactivated people marked, so an old choice still reads. */
export function usePeopleOptions() {
  const people = useEmployees({});
  const options = (people.data ?? []).map((person) => ({
    value: String(person.id),
    label: person.accountEnabled ? person.name : `${person.name} (inactive)`,
  }));
  return { options, isPending: people.isPending };
}

/** A number input's value as a number, or null while it is empty (Mantine passes formatted text at times). */
export function numberOrNull(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const number = Number(value.replaceAll(',', ''));
  return value.trim() === '' || !Number.isFinite(number) ? null : number;
}

/** The leave types in the time-off modal's groups, as select options. */
export const leaveTypeOptions = timeOffReasonGroups.map((group) => ({
  group: group.label,
  items: group.reasons.map((reason) => ({ value: reason, label: timeOffReasonLabels[reason] })),
}));
