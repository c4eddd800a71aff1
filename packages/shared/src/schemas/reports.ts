import { z } from 'zod';
import { budgetKindSchema, budgetSpanSchema } from './budgets';
import { idParamSchema, isoDateSchema, optionalQueryParam } from './common';
import { timesheetStatusSchema } from './timesheets';

/**
 * Which timesheets' hours a report counts: `approved` (the default: what is billed and paid), `submitted`
 * (pending and approved), or `all` saved entries whatever their timesheet's status.
 */
export const reportTimesheetStatusSchema = z.enum(['approved', 'submitted', 'all']);
export type ReportTimesheetStatus = z.infer<typeof reportTimesheetStatusSchema>;

/** A project code as a filter value, e.g. ACME-1001 (it starts with a letter, so it is never an id). */
const projectCodeParamSchema = z
  .string()
  .max(50)
  .regex(/^[A-Za-z][A-Za-z0-9-]{0,49}$/, 'must be an id or a project code');

/** The dates of a run, both inclusive; missing ones default (allocation: the current month; others: today). */
const dateRangeQuery = {
  startDate: optionalQueryParam(isoDateSchema),
  endDate: optionalQueryParam(isoDateSchema),
};

/** Which engagements: the filters the accounting, project time and budget reports share. */
const engagementChoiceQuery = {
  /** The engagement's department. */
  departmentId: optionalQueryParam(idParamSchema),
  clientId: optionalQueryParam(idParamSchema),
  engagementManagerId: optionalQueryParam(idParamSchema),
  /** The engagement: its id, or its project code. */
  projectId: optionalQueryParam(z.union([idParamSchema, projectCodeParamSchema])),
};

/** The filters the accounting and project time reports share (spec section 2, Reports). */
const engagementFiltersQuery = {
  ...dateRangeQuery,
  ...engagementChoiceQuery,
  /** Whose hours: a person the caller may read (otherwise 403). */
  employeeId: optionalQueryParam(idParamSchema),
  timesheetStatus: optionalQueryParam(reportTimesheetStatusSchema),
};

export const accountingReportQuerySchema = z.object({
  ...engagementFiltersQuery,
  /** Billable engagements only (true) or non-billable only (false); both when absent. */
  billable: optionalQueryParam(z.enum(['true', 'false'])),
});
export type AccountingReportQuery = z.infer<typeof accountingReportQuerySchema>;

export const projectTimeReportQuerySchema = z.object(engagementFiltersQuery);
export type ProjectTimeReportQuery = z.infer<typeof projectTimeReportQuerySchema>;

/**
 * The Budget report's filters. `asOf` (default today) is the day the figures are of: the hours of timesheet
 * periods starting by then, and for a monthly budget those of the month holding it.
 */
export const budgetReportQuerySchema = z.object({
  asOf: optionalQueryParam(isoDateSchema),
  ...engagementChoiceQuery,
});
export type BudgetReportQuery = z.infer<typeof budgetReportQuerySchema>;

export const allocationReportQuerySchema = z.object({
  ...dateRangeQuery,
  timesheetStatus: optionalQueryParam(reportTimesheetStatusSchema),
});
export type AllocationReportQuery = z.infer<typeof allocationReportQuerySchema>;

export const generalTimeReportQuerySchema = z.object({
  ...dateRangeQuery,
  /** An additional project's id; every additional project when absent. */
  projectId: optionalQueryParam(idParamSchema),
  timesheetStatus: optionalQueryParam(reportTimesheetStatusSchema),
});
export type GeneralTimeReportQuery = z.infer<typeof generalTimeReportQuerySchema>;

/** A date inside the period to report on; the current period when absent. */
export const notSubmittedReportQuerySchema = z.object({ start_date: optionalQueryParam(isoDateSchema) });
export type NotSubmittedReportQuery = z.infer<typeof notSubmittedReportQuerySchema>;

const reportUserSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

const reportEngagementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The project code. */
  projectId: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
});

const reportPeriodSchema = z.object({ startDate: isoDateSchema, endDate: isoDateSchema });

/** One entry of an engagement: hours as numbers rounded to two decimals. */
export const accountingReportEntrySchema = z.object({
  /** The entry's id. */
  id: z.number().int(),
  user: reportUserSchema,
  engagement: reportEngagementSchema,
  role: z.string(),
  date: isoDateSchema,
  hours: z.number(),
  /** The role's hourly rate; null unless the caller may see rates (admins and the reports role). */
  rate: z.number().nullable(),
  note: z.string().nullable(),
  timesheetStatus: timesheetStatusSchema,
  /** Ours: when the entry was last changed while its period was closed and reopened (ISO, UTC); null if never. */
  changedAfterCloseAt: z.string().nullable(),
});
export type AccountingReportEntry = z.infer<typeof accountingReportEntrySchema>;
export const accountingReportResponseSchema = z.object({
  timesheetEntries: z.array(accountingReportEntrySchema),
});

/** A person's hours on one engagement over the range. */
export const allocationReportRowSchema = z.object({
  spudUserId: z.number().int(),
  name: z.string(),
  email: z.string(),
  project: z.object({
    id: z.number().int(),
    /** The project code. */
    projectId: z.string(),
    name: z.string(),
    clientName: z.string(),
    /** The engagement's department. */
    department: z.string().nullable(),
  }),
  hours: z.number(),
});
export type AllocationReportRow = z.infer<typeof allocationReportRowSchema>;
export const allocationReportResponseSchema = z.object({ results: z.array(allocationReportRowSchema) });

/** One entry of an additional (internal) project. */
export const generalTimeReportEntrySchema = z.object({
  id: z.number().int(),
  additionalProject: z.object({ id: z.number().int(), name: z.string() }),
  user: reportUserSchema,
  timesheetPeriod: reportPeriodSchema,
  hours: z.number(),
  date: isoDateSchema,
  note: z.string().nullable(),
  timesheetStatus: timesheetStatusSchema,
});
export type GeneralTimeReportEntry = z.infer<typeof generalTimeReportEntrySchema>;
export const generalTimeReportResponseSchema = z.object({
  timesheetEntries: z.array(generalTimeReportEntrySchema),
});

/** One entry of an engagement, with its timesheet period and no rate. */
export const projectTimeReportEntrySchema = z.object({
  id: z.number().int(),
  engagement: reportEngagementSchema,
  user: reportUserSchema,
  role: z.string(),
  timesheetPeriod: reportPeriodSchema,
  hours: z.number(),
  date: isoDateSchema,
  note: z.string().nullable(),
  timesheetStatus: timesheetStatusSchema,
  /** Ours: as in the accounting report. */
  changedAfterCloseAt: z.string().nullable(),
});
export type ProjectTimeReportEntry = z.infer<typeof projectTimeReportEntrySchema>;
export const projectTimeReportResponseSchema = z.object({
  timesheetEntries: z.array(projectTimeReportEntrySchema),
});

/** The statuses of a timesheet that still has to be (re)submitted. */
export const notSubmittedStatusSchema = z.enum(['unsubmitted', 'rejected', 'unapproved']);
export type NotSubmittedStatus = z.infer<typeof notSubmittedStatusSchema>;

/** A person expected to submit for the period who has not (yet, or again after a rejection or unapproval). */
export const notSubmittedReportRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The job title. */
  title: z.string().nullable(),
  email: z.string(),
  /** The team lead's name. */
  manager: z.string().nullable(),
  /** Hours saved on the period's timesheet, whatever their status (0 without one). */
  totalHours: z.number(),
  /** Null when no timesheet was saved for the period. */
  timesheetStatus: notSubmittedStatusSchema.nullable(),
});
export type NotSubmittedReportRow = z.infer<typeof notSubmittedReportRowSchema>;
export const notSubmittedReportResponseSchema = z.object({ results: z.array(notSubmittedReportRowSchema) });

/**
 * A budgeted engagement and how much of its budget is burnt, as of the query's day (the figures of the
 * engagement page: the whole engagement's hours, whoever logged them). `amount`, `approved`, `pending` and
 * `remaining` are in the budget's unit (hours, or dollars of fees); for a fees budget they are null, as the
 * fees are, unless the caller may see rates (admins and the reports role).
 */
export const budgetReportRowSchema = z.object({
  engagement: reportEngagementSchema,
  /** The engagement manager's name. */
  engagementManager: z.string().nullable(),
  kind: budgetKindSchema,
  span: budgetSpanSchema,
  /** The month the figures are of (a monthly budget); null for the whole engagement. */
  spanStart: isoDateSchema.nullable(),
  spanEnd: isoDateSchema.nullable(),
  amount: z.number().nullable(),
  approved: z.number().nullable(),
  pending: z.number().nullable(),
  /** amount - approved - pending; negative when over. */
  remaining: z.number().nullable(),
  /** approved / amount, in percent, one decimal. */
  percentApproved: z.number(),
  /** (approved + pending) / amount, in percent, one decimal. */
  percentWithPending: z.number(),
  /** When approved and pending reach the amount at the last four weeks' pace; null without hours then. */
  forecastEndDate: isoDateSchema.nullable(),
  approvedHours: z.number(),
  pendingHours: z.number(),
  /** Each hour times its role's rate; null unless the caller may see rates. */
  approvedFees: z.number().nullable(),
  pendingFees: z.number().nullable(),
});
export type BudgetReportRow = z.infer<typeof budgetReportRowSchema>;
export const budgetReportResponseSchema = z.object({ results: z.array(budgetReportRowSchema) });
