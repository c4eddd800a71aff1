import type { z } from 'zod';
import { ApiError } from '../api-client';

/** What a form says is wrong, by field: one sentence each. */
export type FieldProblems<Field extends string> = Partial<Record<Field, string>>;

/** The form's fields as a person reads them: the labels its inputs show. */
export type FieldLabels<Field extends string> = Record<Field, string>;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** A key that cannot be a word of a sentence: camelCase ('startDate'), unlike 'hours' or 'name'. */
const isIdentifier = (key: string) => /[A-Z_]/.test(key);

/**
 * A schema's message in the person's words: a bare predicate ("is required", "must be at most 100
 * characters") gets the field's label in front, and any field key it names is replaced by that field's label
 * ("must not be before startDate" becomes "must not be before Start Date"). A key that is also an English word
 * stays as it is ('The balance is 2 hours' keeps its 'hours').
 */
function wordProblem<Field extends string>(
  field: Field,
  message: string,
  labels: FieldLabels<Field>,
): string {
  const named = (Object.keys(labels) as Field[])
    .filter(isIdentifier)
    .reduce((text, key) => text.replaceAll(new RegExp(`\\b${key}\\b`, 'g'), labels[key]), message);
  return /^(is|must|may|should) /.test(named) ? `${labels[field]} ${named}` : named;
}

/**
 * Every problem the shared zod schema finds in the form's values, the first for each field, so the form shows
 * them all at once. A field left empty where the schema wants a value reads "is required", whatever zod says
 * of an empty value ("expected number", "must be an email address").
 */
export function formProblems<Field extends string>(
  schema: z.ZodType,
  values: Record<Field, unknown>,
  labels: FieldLabels<Field>,
): FieldProblems<Field> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const problems: FieldProblems<Field> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (!(field in labels) || problems[field]) continue;
    const message = isBlank(values[field]) ? 'is required' : issue.message;
    problems[field] = wordProblem(field, message, labels);
  }
  return problems;
}

/** A refusal from the server: the field it names when the form has that field, and its message. */
export interface Refusal<Field extends string> {
  field: Field | null;
  message: string;
}

const GENERIC_FAILURE = 'The change could not be saved. Please try again shortly or refresh the page.';

/**
 * Why the server refused a change, as its message says (a 4xx with a code: the input, a conflict, a rule or a
 * history the change would break). A message about one body field ("body.name: is required") goes beside that
 * field, without the path. Server faults and lost connections get a general sentence: their messages are not
 * for people.
 */
export function refusalOf<Field extends string>(error: Error, labels: FieldLabels<Field>): Refusal<Field> {
  if (!(error instanceof ApiError) || error.code === null || error.status >= 500 || error.status === 0) {
    return { field: null, message: GENERIC_FAILURE };
  }
  const field = error.field?.startsWith('body.') ? error.field.slice('body.'.length) : null;
  if (field === null || !(field in labels)) return { field: null, message: error.message };
  const message = error.message.startsWith(`${error.field}: `)
    ? error.message.slice(`${error.field}: `.length)
    : error.message;
  return { field: field as Field, message: wordProblem(field as Field, message, labels) };
}

/** The server's words for a refused action that has no form (a deletion, a deactivation). */
export function refusalMessage(error: Error): string {
  return refusalOf(error, {}).message;
}
