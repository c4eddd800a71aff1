import { z } from 'zod';
import {
  END_AFTER_START,
  endNotBeforeStart,
  idSchema,
  isoDateSchema,
  namedOptionSchema,
  requiredTextSchema,
  SOME_CHANGE,
  someChange,
  spanUpdateSchema,
} from './common';
import { assignedPersonFields } from './engagements';

/**
 * An internal project. Everyone with a role gets every active one (report filters list them all); the
 * caller's own assignment, when they have one, says when they may log time to it (the timesheet picker
 * offers only those).
 */
export const additionalProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  assignment: z.object({ startDate: isoDateSchema, endDate: isoDateSchema.nullable() }).nullable(),
});
export type AdditionalProject = z.infer<typeof additionalProjectSchema>;
export const additionalProjectsResponseSchema = z.object({
  additionalProjects: z.array(additionalProjectSchema),
});

/** GET /api/departments, by name. */
export const departmentsResponseSchema = z.object({ departments: z.array(namedOptionSchema) });
/** GET /api/clients, by name. */
export const clientsResponseSchema = z.object({ clients: z.array(namedOptionSchema) });

/** POST and PATCH of a client or a department: its name (unique). */
export const namedRecordInputSchema = z.object({ name: requiredTextSchema(200) });
export type NamedRecordInput = z.infer<typeof namedRecordInputSchema>;
export const clientResponseSchema = z.object({ client: namedOptionSchema });
export const departmentResponseSchema = z.object({ department: namedOptionSchema });

/** Who may log to an additional project, and when. */
export const additionalProjectAssignmentSchema = z.object({
  ...assignedPersonFields,
  additionalProjectId: z.number().int(),
});
export type AdditionalProjectAssignment = z.infer<typeof additionalProjectAssignmentSchema>;

export const adminAdditionalProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Inactive projects are offered to nobody; their history stays. */
  active: z.boolean(),
  assignments: z.array(additionalProjectAssignmentSchema),
});
export type AdminAdditionalProject = z.infer<typeof adminAdditionalProjectSchema>;
export const adminAdditionalProjectsResponseSchema = z.object({
  additionalProjects: z.array(adminAdditionalProjectSchema),
});
export const adminAdditionalProjectResponseSchema = z.object({
  additionalProject: adminAdditionalProjectSchema,
});

/** POST /api/admin/additional_projects. */
export const additionalProjectInputSchema = z.object({
  name: requiredTextSchema(200),
  active: z.boolean().default(true),
});
/** PATCH /api/admin/additional_projects/{id}. */
export const additionalProjectUpdateSchema = z
  .object({ name: requiredTextSchema(200), active: z.boolean() })
  .partial()
  .refine(someChange, SOME_CHANGE);
export type AdditionalProjectUpdate = z.infer<typeof additionalProjectUpdateSchema>;

/** POST /api/admin/additional_projects/{id}/assignments. */
export const additionalProjectAssignmentInputSchema = z
  .object({
    spudUserId: idSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullable().default(null),
  })
  .refine(endNotBeforeStart, END_AFTER_START);
export type AdditionalProjectAssignmentInput = z.infer<typeof additionalProjectAssignmentInputSchema>;

/** PATCH /api/admin/additional_project_assignments/{id}: new dates. */
export const additionalProjectAssignmentUpdateSchema = spanUpdateSchema;
export type AdditionalProjectAssignmentUpdate = z.infer<typeof additionalProjectAssignmentUpdateSchema>;
export const additionalProjectAssignmentResponseSchema = z.object({
  assignment: additionalProjectAssignmentSchema,
});
