import { z } from 'zod';

/** The largest id or version the database holds (PostgreSQL `integer`). */
export const MAX_INTEGER = 2_147_483_647;

/** What a field that is not a date is told, after the field's name: zod's own words are 'Invalid ISO date'. */
export const NOT_A_DATE = 'is not a date (YYYY-MM-DD)';

/** A calendar date written YYYY-MM-DD (ten characters, stated so outside tools see the bound). */
// There is no year 0 (1 BC is followed by AD 1): ISO's pattern lets 0000 through, PostgreSQL refuses it.
export const isoDateSchema = z.iso
  .date({ error: NOT_A_DATE })
  .max(10)
  .refine((date) => !date.startsWith('0000'), { error: NOT_A_DATE });

/** An id in a JSON body. */
export const idSchema = z.number().int().positive().max(MAX_INTEGER);

/** An id in a path or query string (text coerced to a number). */
export const idParamSchema = z.coerce.number().int().positive().max(MAX_INTEGER);

/** `{ id }` path parameters. */
export const idParamsSchema = z.object({ id: idParamSchema });

/** A record's optimistic-concurrency version: 0 for one not saved yet. */
export const versionSchema = z.number().int().min(0).max(MAX_INTEGER);

/** Free text up to `maxLength` characters; PostgreSQL text cannot hold the NUL character, so it is refused. */
export const textSchema = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing NUL is the point
    .regex(/^[^\u0000]*$/, 'must not contain the NUL character');

/**
 * An optional query parameter: absent and empty (`?clientId=`, as a form sends an unset filter) both mean
 * "not given".
 */
export const optionalQueryParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Text a record cannot do without (a name): trimmed, then 1 to `maxLength` characters. */
export const requiredTextSchema = (maxLength: number) =>
  z
    .string()
    .trim()
    .min(1, 'is required')
    .max(maxLength, `must be at most ${maxLength} characters`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing NUL is the point
    .regex(/^[^\u0000]*$/, 'must not contain the NUL character');

/** Text a record may leave out: trimmed, up to `maxLength` characters; null (or blank, stored as null) for none. */
export const optionalTextSchema = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, `must be at most ${maxLength} characters`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing NUL is the point
    .regex(/^[^\u0000]*$/, 'must not contain the NUL character')
    .nullable();

/** An email address, trimmed and lower-cased (people are matched by it). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be an email address'));

/** Whether a number has at most two decimals (money and hours are stored exactly, in hundredths). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** An exact amount (a rate, a balance in hours): 0 to `max`, at most two decimals. */
export const amountSchema = (max: number) =>
  z
    .number()
    .min(0, 'must not be negative')
    .max(max, `must be at most ${max}`)
    .refine(hasAtMostTwoDecimals, 'must have at most two decimals');

/** A year the app keeps data for. */
export const yearSchema = z.number().int().min(2000).max(2100);

/** A year in a query string (text coerced to a number). */
export const yearParamSchema = z.coerce.number().int().min(2000).max(2100);

/** A date span: an end of null means open-ended. */
export const spanSchema = z.object({ startDate: isoDateSchema, endDate: isoDateSchema.nullable() });

/** A change must name at least one field: an empty one is a mistake worth telling. */
export const someChange = (value: object) => Object.keys(value).length > 0;
export const SOME_CHANGE = { message: 'Name at least one field to change.' };

/** A span's end, when given, is not before its start (both known in the body). */
export const endNotBeforeStart = (span: { startDate?: string; endDate?: string | null }) =>
  span.startDate === undefined || span.endDate == null || span.endDate >= span.startDate;
export const END_AFTER_START = { message: 'must not be before startDate', path: ['endDate'] };

/** New dates of an assignment (PATCH): either or both; together they must still make a span. */
export const spanUpdateSchema = z
  .object({ startDate: isoDateSchema, endDate: isoDateSchema.nullable() })
  .partial()
  .refine(someChange, SOME_CHANGE)
  .refine(endNotBeforeStart, END_AFTER_START);
export type SpanUpdate = z.infer<typeof spanUpdateSchema>;

/** A department, client or person as a report filter offers it. */
export const namedOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedOption = z.infer<typeof namedOptionSchema>;
