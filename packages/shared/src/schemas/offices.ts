import { z } from 'zod';
import { idParamSchema, idSchema, isoDateSchema, requiredTextSchema, yearParamSchema } from './common';

/** An IANA time zone name ('Europe/London'), as the runtime knows it. */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be a time zone such as Europe/London');

export const officeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  timeZone: z.string(),
  /** People in the office today. */
  peopleCount: z.number().int(),
});
export type Office = z.infer<typeof officeSchema>;
export const officesResponseSchema = z.object({ offices: z.array(officeSchema) });
export const officeResponseSchema = z.object({ office: officeSchema });

/** POST /api/admin/offices and PUT /api/admin/offices/{id}. */
export const officeInputSchema = z.object({ name: requiredTextSchema(100), timeZone: timeZoneSchema });
export type OfficeInput = z.infer<typeof officeInputSchema>;

/** A holiday of one office, on top of the company's. */
export const officeHolidaySchema = z.object({
  id: z.number().int(),
  officeId: z.number().int(),
  date: isoDateSchema,
  name: z.string(),
});
export type OfficeHoliday = z.infer<typeof officeHolidaySchema>;
/** GET /api/admin/offices/{id}/holidays?year=. */
export const officeHolidaysQuerySchema = z.object({ year: yearParamSchema });
export const officeHolidaysResponseSchema = z.object({ holidays: z.array(officeHolidaySchema) });
/** POST /api/admin/offices/{id}/holidays. */
export const officeHolidayInputSchema = z.object({ date: isoDateSchema, name: requiredTextSchema(100) });
export type OfficeHolidayInput = z.infer<typeof officeHolidayInputSchema>;
export const officeHolidayResponseSchema = z.object({ holiday: officeHolidaySchema });
export const officeHolidayParamsSchema = z.object({ id: idParamSchema, holidayId: idParamSchema });

/** A person's office from a day on (a move); earlier days keep the office before. */
export const officeMoveSchema = z.object({
  personId: z.number().int(),
  officeId: z.number().int(),
  officeName: z.string(),
  effectiveFrom: isoDateSchema,
});
export type OfficeMove = z.infer<typeof officeMoveSchema>;
/** GET /api/admin/people/{id}/offices: the person's moves, the latest first. */
export const officeMovesResponseSchema = z.object({ moves: z.array(officeMoveSchema) });
/** PUT /api/admin/people/{id}/offices: the person belongs to the office from that day on (replacing a move of that day). */
export const officeMoveInputSchema = z.object({ officeId: idSchema, effectiveFrom: isoDateSchema });
export type OfficeMoveInput = z.infer<typeof officeMoveInputSchema>;
/** DELETE /api/admin/people/{id}/offices?effective_from=: undoes the move of that day. */
export const officeMoveQuerySchema = z.object({ effective_from: isoDateSchema });

export const BLACKOUT_REASON_MAX_LENGTH = 200;
/** Days on which no new time off may be asked for: one office's (officeId) or the whole company's (null). */
export const blackoutSchema = z.object({
  id: z.number().int(),
  officeId: z.number().int().nullable(),
  officeName: z.string().nullable(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  reason: z.string(),
});
export type Blackout = z.infer<typeof blackoutSchema>;
/** GET /api/admin/blackouts?year=. */
export const blackoutsQuerySchema = z.object({ year: yearParamSchema });
export const blackoutsResponseSchema = z.object({ blackouts: z.array(blackoutSchema) });
/** POST /api/admin/blackouts. */
export const blackoutInputSchema = z
  .object({
    officeId: idSchema.nullable(),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    reason: requiredTextSchema(BLACKOUT_REASON_MAX_LENGTH),
  })
  .refine((blackout) => blackout.endDate >= blackout.startDate, {
    message: 'must not be before startDate',
    path: ['endDate'],
  })
  .refine((blackout) => blackout.endDate <= addYear(blackout.startDate), {
    message: 'must be within a year of startDate',
    path: ['endDate'],
  });
export type BlackoutInput = z.infer<typeof blackoutInputSchema>;
export const blackoutResponseSchema = z.object({ blackout: blackoutSchema });

function addYear(date: string): string {
  return `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
}
