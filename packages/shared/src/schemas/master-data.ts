import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';

export const holidaySchema = z.object({ id: z.number().int(), date: isoDateSchema, name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;
export const holidaysResponseSchema = z.object({ holidays: z.array(holidaySchema) });

export const timesheetPeriodSchema = z.object({
  id: z.number().int(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  current: z.boolean(),
});
export type TimesheetPeriod = z.infer<typeof timesheetPeriodSchema>;
export const timesheetPeriodsResponseSchema = z.object({ timesheetPeriods: z.array(timesheetPeriodSchema) });

/** A role of an engagement the person is assigned to; `resourceId` is the assignment a timesheet row logs to. */
export const employeeProjectRoleSchema = z.object({
  id: z.number().int(),
  resourceId: z.number().int(),
  name: z.string(),
  /** The dates the person may log to the role: the assignment's dates within the role's. */
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
});
export type EmployeeProjectRole = z.infer<typeof employeeProjectRoleSchema>;

export const employeeProjectSchema = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  engagementId: z.number().int(),
  name: z.string(),
  /** The project code, e.g. ACME-1001. */
  projectId: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  roles: z.array(employeeProjectRoleSchema),
});
export type EmployeeProject = z.infer<typeof employeeProjectSchema>;

export const projectsQuerySchema = z.object({ start_date: isoDateSchema.optional() });
export const projectsResponseSchema = z.object({ projects: z.array(employeeProjectSchema) });

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

export const codeAlertSchema = z.object({
  id: z.number().int(),
  spudUserId: z.number().int(),
  /** The project code of the newly assigned engagement. */
  projectId: z.string(),
  name: z.string(),
  role: z.string(),
  codeViewed: z.boolean(),
});
export type CodeAlert = z.infer<typeof codeAlertSchema>;
export const codeAlertsResponseSchema = z.object({ codeAlerts: z.array(codeAlertSchema) });

/** PATCH /api/code_alerts/{id}: the person marks a new time code as seen. */
export const codeAlertUpdateSchema = z.object({
  code_viewed: z.literal(true),
  spud_user_id: idSchema,
});
export const codeAlertResponseSchema = z.object({ codeAlert: codeAlertSchema });
