import { z } from 'zod';
import { idParamSchema, idSchema, isoDateSchema, namedOptionSchema, optionalQueryParam } from './common';

/** A stand-in while a lead is away (issue 38): who stands in for whom, on which UTC days. */
export const standInSchema = z.object({
  id: z.number().int(),
  lead: namedOptionSchema,
  standIn: namedOptionSchema,
  startDate: z.string(),
  endDate: z.string(),
  state: z.enum(['upcoming', 'active', 'ended']),
  /** Who named them (the lead or an admin); null when that person was removed. */
  createdBy: namedOptionSchema.nullable(),
  /** Whether the caller may end it (the lead or an admin, while it is not over). */
  mayEnd: z.boolean(),
});
export type StandIn = z.infer<typeof standInSchema>;

/**
 * GET /api/stand_ins: the ranges the caller names or stands in for (every one, for an admin), upcoming and
 * running first, then those over in the last 30 days; and whether any employee may stand in.
 */
export const standInsResponseSchema = z.object({
  standIns: z.array(standInSchema),
  anyEmployee: z.boolean(),
});

/** POST /api/stand_ins: a lead names a stand-in for themselves; an admin for any lead (`leadId`). */
export const createStandInBodySchema = z.object({
  leadId: idSchema.optional(),
  standInId: idSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
});
export type CreateStandInBody = z.infer<typeof createStandInBodySchema>;

export const standInResponseSchema = z.object({ standIn: standInSchema });

/** GET /api/stand_ins/candidates?lead_id=: who may stand in for the lead (the caller when not named). */
export const standInCandidatesQuerySchema = z.object({ lead_id: optionalQueryParam(idParamSchema) });
export const standInCandidatesResponseSchema = z.object({ candidates: z.array(namedOptionSchema) });

/** GET and PUT /api/admin/stand_in_settings: whether any employee, not only another lead, may stand in. */
export const standInSettingsSchema = z.object({ anyEmployee: z.boolean() });
export type StandInSettings = z.infer<typeof standInSettingsSchema>;

/** The leads the caller stands in for today, as the team lists offer them ('Acting for ...'). */
export const actingForSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
});
export type ActingForLead = z.infer<typeof actingForSchema>;
