import { z } from 'zod';
import { BILLING_TERMS_MESSAGE, BILLING_TYPES } from '../domain/billing';
import {
  amountSchema,
  END_AFTER_START,
  endNotBeforeStart,
  idSchema,
  isoDateSchema,
  optionalQueryParam,
  optionalTextSchema,
  requiredTextSchema,
  SOME_CHANGE,
  someChange,
  spanUpdateSchema,
  textSchema,
} from './common';

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

export const billingTypeSchema = z.enum(BILLING_TYPES);
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

/** Who is assigned to an engagement (any of its roles): the Employee filter's options. */
export const resourceOptionSchema = z.object({
  engagementId: z.number().int(),
  spudUserId: z.number().int(),
  name: z.string(),
});
export type ResourceOption = z.infer<typeof resourceOptionSchema>;
/** GET /api/resources/all_resources: only people whose report rows the caller may read. */
export const allResourcesResponseSchema = z.object({ resources: z.array(resourceOptionSchema) });

/** The largest rate `numeric(10, 2)` holds. */
export const MAX_RATE = 99_999_999.99;
export const PROJECT_CODE_MAX_LENGTH = 30;
export const ADMIN_SEARCH_MAX_LENGTH = 50;

/** Where something logged hours: the first and last date of its entries and their total (null: none). */
export const loggedSpanSchema = z
  .object({ firstDate: isoDateSchema, lastDate: isoDateSchema, hours: z.number() })
  .nullable();

export const projectCodeSchema = requiredTextSchema(PROJECT_CODE_MAX_LENGTH).regex(
  /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
  'may hold only letters, digits, dots, dashes and underscores, starting with a letter or digit',
);

/** Net 30, 45 or 60; the spec's '2%/15, Net 30' is a disabled option and refused. */
export const billingTermsInputSchema = z.union([z.literal(30), z.literal(45), z.literal(60)], {
  error: BILLING_TERMS_MESSAGE,
});

/** GET /api/admin/engagements: `query` matches the name, the project code or the client's name. */
export const adminEngagementsQuerySchema = z.object({
  query: optionalQueryParam(textSchema(ADMIN_SEARCH_MAX_LENGTH)),
});

/** An engagement as the admin screens show it: the report filters' shape plus how its billing reads. */
export const adminEngagementSchema = engagementSchema.extend({
  /** 'T&M' for variable, 'Fixed' for fixed. */
  billingTypeLabel: z.enum(['T&M', 'Fixed']),
});
export type AdminEngagement = z.infer<typeof adminEngagementSchema>;
export const adminEngagementsResponseSchema = z.object({ engagements: z.array(adminEngagementSchema) });

/** A person's assignment (to a role or an additional project): who, from when to when, and what they logged. */
export const assignedPersonFields = {
  id: z.number().int(),
  spudUserId: z.number().int(),
  name: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  logged: loggedSpanSchema,
  /** Timesheet rows that log to it (with or without entries). */
  timesheetRows: z.number().int(),
};

/** Who holds a role, from when to when (spec: Resource), and what they logged to it. */
export const resourceSchema = z.object({
  ...assignedPersonFields,
  engagementId: z.number().int(),
  engagementRoleId: z.number().int(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const engagementRoleSchema = z.object({
  id: z.number().int(),
  engagementId: z.number().int(),
  name: z.string(),
  rate: z.number(),
  /** The hourly rate with two decimals for T&M, 'N/A' for a fixed engagement. */
  rateLabel: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  logged: loggedSpanSchema,
  timesheetRows: z.number().int(),
  resources: z.array(resourceSchema),
});
export type EngagementRole = z.infer<typeof engagementRoleSchema>;

export const engagementDetailSchema = adminEngagementSchema.extend({ roles: z.array(engagementRoleSchema) });
export type EngagementDetail = z.infer<typeof engagementDetailSchema>;
export const engagementDetailResponseSchema = z.object({ engagement: engagementDetailSchema });

/**
 * POST /api/admin/engagements. The keys are those of the engagement the API answers, so a form sends back
 * what it read: `projectId` is the project code (unique), `engagementManager` the manager's person id.
 */
export const engagementInputSchema = z.object({
  clientId: idSchema,
  name: requiredTextSchema(200),
  projectId: projectCodeSchema,
  billingType: billingTypeSchema,
  clientBillingTerms: billingTermsInputSchema,
  clientPoNumber: optionalTextSchema(100).default(null),
  billingClass: optionalTextSchema(100).default(null),
  billable: z.boolean(),
  projectDepartmentId: idSchema.nullable().default(null),
  engagementManager: idSchema.nullable().default(null),
  salesRepId: idSchema.nullable().default(null),
});
export type EngagementInput = z.infer<typeof engagementInputSchema>;

/** PATCH /api/admin/engagements/{id}: the fields to change. */
export const engagementUpdateSchema = z
  .object({
    clientId: idSchema,
    name: requiredTextSchema(200),
    projectId: projectCodeSchema,
    billingType: billingTypeSchema,
    clientBillingTerms: billingTermsInputSchema,
    clientPoNumber: optionalTextSchema(100),
    billingClass: optionalTextSchema(100),
    billable: z.boolean(),
    projectDepartmentId: idSchema.nullable(),
    engagementManager: idSchema.nullable(),
    salesRepId: idSchema.nullable(),
  })
  .partial()
  .refine(someChange, SOME_CHANGE);
export type EngagementUpdate = z.infer<typeof engagementUpdateSchema>;

/** POST /api/admin/engagements/{id}/roles. */
export const engagementRoleInputSchema = z
  .object({
    name: requiredTextSchema(100),
    rate: amountSchema(MAX_RATE),
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullable().default(null),
  })
  .refine(endNotBeforeStart, END_AFTER_START);
export type EngagementRoleInput = z.infer<typeof engagementRoleInputSchema>;

/** PATCH /api/admin/engagement_roles/{id}. */
export const engagementRoleUpdateSchema = z
  .object({
    name: requiredTextSchema(100),
    rate: amountSchema(MAX_RATE),
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullable(),
  })
  .partial()
  .refine(someChange, SOME_CHANGE)
  .refine(endNotBeforeStart, END_AFTER_START);
export type EngagementRoleUpdate = z.infer<typeof engagementRoleUpdateSchema>;
export const engagementRoleResponseSchema = z.object({ role: engagementRoleSchema });

/** POST /api/resources: a person takes a role from a date (to a date, or open-ended). */
export const resourceInputSchema = z
  .object({
    engagementRoleId: idSchema,
    spudUserId: idSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullable().default(null),
  })
  .refine(endNotBeforeStart, END_AFTER_START);
export type ResourceInput = z.infer<typeof resourceInputSchema>;

/** PATCH /api/resources/{id}: new dates (the person and the role stay: start a new assignment instead). */
export const resourceUpdateSchema = spanUpdateSchema;
export type ResourceUpdate = z.infer<typeof resourceUpdateSchema>;
export const resourceResponseSchema = z.object({ resource: resourceSchema });
