import { z } from 'zod';
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

/** The filters the accounting and project time reports share (spec section 2, Reports). */
const engagementFiltersQuery = {
  ...dateRangeQuery,
  /** The engagement's department. */
  departmentId: optionalQueryParam(idParamSchema),
  clientId: optionalQueryParam(idParamSchema),
  /** Whose hours: a person the caller may read (otherwise 403). */
  employeeId: optionalQueryParam(idParamSchema),
  engagementManagerId: optionalQueryParam(idParamSchema),
  /** The engagement: its id, or its project code. */
  projectId: optionalQueryParam(z.union([idParamSchema, projectCodeParamSchema])),
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
