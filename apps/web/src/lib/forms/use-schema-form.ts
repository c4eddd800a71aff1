import { useState } from 'react';
import type { z } from 'zod';
import { type FieldLabels, type FieldProblems, formProblems, type Refusal, refusalOf } from './form-problems';

/**
 * A form checked by the shared zod schema of its request: nothing is said until the first submit, then every
 * problem shows beside its field at once and follows each edit; a refusal from the server shows beside the
 * field it names, or above the buttons.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Schema extends z.ZodType>(
  schema: Schema,
  initial: Values,
  labels: FieldLabels<keyof Values & string>,
) {
  type Field = keyof Values & string;
  const [initialValues] = useState(initial);
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<Refusal<Field> | null>(null);
  const [busy, setBusy] = useState(false);
  const refuse = (error: Error) => setRefusal(refusalOf(error, labels));

  const problems: FieldProblems<Field> = attempted ? formProblems(schema, values, labels) : {};
  if (refusal?.field && !problems[refusal.field]) problems[refusal.field] = refusal.message;

  return {
    values,
    /** Whether anything differs from the values the form started with. */
    edited: JSON.stringify(values) !== JSON.stringify(initialValues),
    problems,
    /** The server's refusal that names no field of the form. */
    failure: refusal && refusal.field === null ? refusal.message : null,
    set: <F extends Field>(field: F, value: Values[F]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setRefusal(null);
    },
    /** While a send is under way. */
    busy,
    /**
     * Sends the parsed request when the values pass the schema, otherwise shows every problem; a send that
     * fails shows the server's refusal.
     */
    submit: (send: (request: z.output<Schema>) => unknown) => {
      setAttempted(true);
      setRefusal(null);
      const parsed = schema.safeParse(values);
      if (!parsed.success || busy) return;
      const sending = send(parsed.data);
      if (!(sending instanceof Promise)) return;
      setBusy(true);
      sending.catch(refuse).finally(() => setBusy(false));
    },
  };
}

/** The fields of `next` whose values differ from `before`: what a PATCH sends. */
function changedFields<T extends object>(next: T, before: object): Partial<T> {
  const old = before as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(next).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(old[field])),
  ) as Partial<T>;
}

/** Sends the fields that differ from the stored record (a PATCH); when none do, sends nothing and is done. */
export function saveChanges<T extends object>(
  next: T,
  before: object,
  send: (changes: Partial<T>) => Promise<unknown>,
): Promise<unknown> {
  const changes = changedFields(next, before);
  return Object.keys(changes).length === 0 ? Promise.resolve() : send(changes);
}
