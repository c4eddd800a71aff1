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
  /** Ours, not the spec's: whether hours logged to the engagement bill (the summary's billable figures). */
  billable: z.boolean(),
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

/** A department, client or person as a report filter offers it. */
export const namedOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedOption = z.infer<typeof namedOptionSchema>;

/** GET /api/departments, by name. */
export const departmentsResponseSchema = z.object({ departments: z.array(namedOptionSchema) });
/** GET /api/clients, by name. */
export const clientsResponseSchema = z.object({ clients: z.array(namedOptionSchema) });

export const billingTypeSchema = z.enum(['variable', 'fixed']);
export type BillingType = z.infer<typeof billingTypeSchema>;
export const billingTermsSchema = z.union([z.literal(30), z.literal(45), z.literal(60)]);

/** A client engagement (a "project" of the report filters), with its billing details. */
export const engagementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The project code, e.g. ACME-1001. */
  projectId: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  /** 'variable' shows as T&M (hourly rate), 'fixed' as Fixed. */
  billingType: billingTypeSchema,
  /** Net days. */
  clientBillingTerms: billingTermsSchema,
  clientPoNumber: z.string().nullable(),
  billingClass: z.string().nullable(),
  /** The department's name. */
  projectDepartment: z.string().nullable(),
  projectDepartmentId: z.number().int().nullable(),
  /** Whether its hours count as billable. */
  billable: z.boolean(),
  /** The engagement manager's person id. */
  engagementManager: z.number().int().nullable(),
  engagementManagerName: z.string().nullable(),
  /** The sales rep's name. */
  salesRep: z.string().nullable(),
  salesRepId: z.number().int().nullable(),
});
export type Engagement = z.infer<typeof engagementSchema>;
/** GET /api/engagements, by client and project code. */
export const engagementsResponseSchema = z.object({ engagements: z.array(engagementSchema) });

/** GET /api/employees/engagement_managers: people who manage at least one engagement, by last name. */
export const engagementManagersResponseSchema = z.object({ spudUsers: z.array(namedOptionSchema) });

/** Who is assigned to an engagement (any of its roles): the Employee filter's options. */
export const resourceOptionSchema = z.object({
  engagementId: z.number().int(),
  spudUserId: z.number().int(),
  name: z.string(),
});
export type ResourceOption = z.infer<typeof resourceOptionSchema>;
/** GET /api/resources/all_resources: only people whose report rows the caller may read. */
export const allResourcesResponseSchema = z.object({ resources: z.array(resourceOptionSchema) });
