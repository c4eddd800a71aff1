import { z } from 'zod';

/** The largest id or version the database holds (PostgreSQL `integer`). */
export const MAX_INTEGER = 2_147_483_647;

/** A calendar date written YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

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
