import { z } from 'zod';
import { ENTRY_NOTE_MAX_LENGTH, REJECTION_NOTE_MAX_LENGTH } from '../domain/field-limits';
import { isValidHours, MAX_HOURS_PER_DAY } from '../domain/hour-entry';
import { rowBudgetSchema } from './budgets';
import { idParamSchema, idParamsSchema, idSchema, isoDateSchema, textSchema, versionSchema } from './common';
import { timeOffReasonSchema } from './time-off';

export const timesheetStatusSchema = z.enum(['unsubmitted', 'pending', 'approved', 'rejected', 'unapproved']);
export type TimesheetStatus = z.infer<typeof timesheetStatusSchema>;

export const timesheetRowStateSchema = z.enum(['open', 'closed']);
export type TimesheetRowState = z.infer<typeof timesheetRowStateSchema>;

const HOURS_MESSAGE = `must be 0 to ${MAX_HOURS_PER_DAY} with at most two decimals`;

export const timesheetEntrySchema = z.object({
  id: z.number().int().nullable(),
  date: isoDateSchema,
  hours: z.number(),
  note: z.string().nullable(),
});
export type TimesheetEntry = z.infer<typeof timesheetEntrySchema>;

export const timesheetRowSchema = z.object({
  id: z.number().int(),
  engagementId: z.number().int().nullable(),
  additionalProjectId: z.number().int().nullable(),
  /** The engagement's project code; null on additional-project rows. */
  projectId: z.string().nullable(),
  resourceId: z.number().int().nullable(),
  /** The role name; null on additional-project rows. */
  role: z.string().nullable(),
  name: z.string(),
  clientName: z.string().nullable(),
  /** The dates the row may hold entries: the assignment's dates. */
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  state: timesheetRowStateSchema,
  /** Closed rows are kept as they are whatever a save sends. */
  readOnly: z.boolean(),
  /** Ours, not the spec's: whether the row's hours bill (its engagement is billable; additional projects never). */
  billable: z.boolean(),
  timesheetEntries: z.array(timesheetEntrySchema),
  /**
   * Issue 40: the budget of the row's engagement as the grid shows it, null without one (and on additional
   * projects). Its figures are as of the timesheet's period (`budget-burn.ts`); a save ignores it.
   */
  budget: rowBudgetSchema.nullable(),
});
export type TimesheetRow = z.infer<typeof timesheetRowSchema>;

/** What the caller may do with a timesheet now, decided by the server's policy. */
export const timesheetPermissionsSchema = z.object({
  /** The owner: change rows and entries, submit, take a pending one back. */
  edit: z.boolean(),
  submit: z.boolean(),
  rescind: z.boolean(),
  /** A lead of the owner (or one who may view as that lead), or an admin; never the owner. */
  approve: z.boolean(),
  reject: z.boolean(),
  unapprove: z.boolean(),
  submitOnBehalf: z.boolean(),
});
export type TimesheetPermissions = z.infer<typeof timesheetPermissionsSchema>;

/**
 * Ours: a day of the period that an approved or pending time-off request of the owner takes, with its hours
 * that day (a partial day's hours, or the request's hours per workday), so the grid can mark it.
 */
export const timesheetTimeOffDaySchema = z.object({
  date: isoDateSchema,
  hours: z.number(),
  status: z.enum(['approved', 'pending']),
  reason: timeOffReasonSchema,
});
export type TimesheetTimeOffDay = z.infer<typeof timesheetTimeOffDaySchema>;

/**
 * Ours (issue 39): one leave type's approved time off on the period's days, shown as a locked row. Never a
 * `timesheetRows` row: a save neither sends nor writes it.
 */
export const timesheetTimeOffRowSchema = z.object({
  reason: timeOffReasonSchema,
  /** The leave type as people read it: 'PTO'. */
  label: z.string(),
  /** Hours off per day, in date order: a partial day's hours, or the request's hours per workday. */
  entries: z.array(z.object({ date: isoDateSchema, hours: z.number() })),
});
export type TimesheetTimeOffRow = z.infer<typeof timesheetTimeOffRowSchema>;

/** Ours: one day of one project whose hours or note differ from when a lead last sent the timesheet back. */
export const timesheetChangeSchema = z.object({
  resourceId: z.number().int().nullable(),
  additionalProjectId: z.number().int().nullable(),
  /** What the row logs to, as the grid names it: project code and role, or the additional project's name. */
  label: z.string(),
  date: isoDateSchema,
  /** Null when there was, or is, no entry that day. */
  hoursBefore: z.number().nullable(),
  hoursAfter: z.number().nullable(),
  noteBefore: z.string().nullable(),
  noteAfter: z.string().nullable(),
});
export type TimesheetChange = z.infer<typeof timesheetChangeSchema>;

/** Ours: when and how a lead last sent the timesheet back, and what changed in it since, project then date. */
export const sentBackChangesSchema = z.object({
  status: z.enum(['rejected', 'unapproved']),
  at: z.iso.datetime(),
  changes: z.array(timesheetChangeSchema),
});
export type SentBackChanges = z.infer<typeof sentBackChangesSchema>;

export const timesheetSchema = z.object({
  /** Null until the first save. */
  id: z.number().int().nullable(),
  spudUserId: z.number().int(),
  employee: z.string(),
  employmentStartDate: isoDateSchema.nullable(),
  status: timesheetStatusSchema,
  /** 0 until the first save; every save and transition bumps it. */
  version: z.number().int(),
  timesheetPeriodId: z.number().int(),
  timesheetPeriod: z.object({ startDate: isoDateSchema, endDate: isoDateSchema }),
  /** Ours: whether an admin closed the period, so that no timesheet of it changes. */
  periodClosed: z.boolean(),
  timesheetRows: z.array(timesheetRowSchema),
  /** Logged hours and approved time-off hours together (`docs/decisions.md`, time off in the timesheet). */
  hoursTotal: z.number(),
  /** Ours: the hours logged to projects (the total without time off). */
  hoursWorked: z.number(),
  /** Ours: the hours of approved time off on the period's days (the time-off rows' total). */
  hoursTimeOff: z.number(),
  /** The period's working hours (8 a weekday that is no holiday, from the employment start) less approved time off. */
  capacity: z.number(),
  hoursBillable: z.number(),
  /** Billable hours over capacity, as a fraction (0 when there is no capacity). */
  utilization: z.number(),
  /** Ours: the days of the period the owner's approved and pending time off takes, in date order. */
  timeOff: z.array(timesheetTimeOffDaySchema),
  /**
   * Ours (issue 39): the owner's holidays on the period's days, in date order: the company's and their office's
   * on each day, which the grid greys (a lead's or an admin's own may differ).
   */
  holidays: z.array(z.object({ date: isoDateSchema, name: z.string() })),
  /** Ours (issue 39): the approved time off as locked rows, one per leave type, in the order of their first day. */
  timeOffRows: z.array(timesheetTimeOffRowSchema),
  /**
   * Ours (issue 39): when approved time off on its days changed after it was submitted or approved (ISO, UTC);
   * null when it did not, and again after its next change of status.
   */
  timeOffChangedAt: z.iso.datetime().nullable(),
  /** Ours: what changed since a lead last sent it back (rejected or unapproved); null when none ever did. */
  changesSinceSentBack: sentBackChangesSchema.nullable(),
  /** What the caller may do with it now. */
  permissions: timesheetPermissionsSchema,
});
export type Timesheet = z.infer<typeof timesheetSchema>;
export const timesheetResponseSchema = z.object({ timesheet: timesheetSchema });

export const timesheetQuerySchema = z.object({
  start_date: isoDateSchema.optional(),
  user_id: idParamSchema.optional(),
});

export const entryInputSchema = z.object({
  date: isoDateSchema,
  hours: z
    .number()
    .min(0, HOURS_MESSAGE)
    .max(MAX_HOURS_PER_DAY, HOURS_MESSAGE)
    .refine(isValidHours, HOURS_MESSAGE),
  note: textSchema(ENTRY_NOTE_MAX_LENGTH).nullish(),
});
export type EntryInput = z.infer<typeof entryInputSchema>;

/** A row as saved: in display order; new rows have no id; exactly one of resourceId and additionalProjectId. */
export const rowInputSchema = z
  .object({
    id: idSchema.optional(),
    resourceId: idSchema.nullish(),
    additionalProjectId: idSchema.nullish(),
    timesheetEntries: z.array(entryInputSchema).max(31),
  })
  .refine((row) => (row.resourceId == null) !== (row.additionalProjectId == null), {
    message: 'A row needs exactly one of resourceId and additionalProjectId.',
    path: ['resourceId'],
  });
export type RowInput = z.infer<typeof rowInputSchema>;

const rowsInputSchema = z.array(rowInputSchema).max(100);

/**
 * POST /api/timesheet and PUT /api/timesheet/{id}. `version` is ours, not the spec's: the version the edits
 * were based on (0 for a timesheet not saved yet). The web app always sends it; without it a save is
 * checked against the version the server reads as it starts, so a save never lands on a timesheet that
 * changed status meanwhile.
 */
export const saveTimesheetBodySchema = z.object({
  timesheetPeriodId: idSchema,
  version: versionSchema.optional(),
  timesheetRows: rowsInputSchema,
});
export type SaveTimesheetBody = z.infer<typeof saveTimesheetBodySchema>;

/** PATCH /api/timesheet/{id}/submit: rows, when sent, are saved in the same step; `version` as for a save. */
export const submitTimesheetBodySchema = z.object({
  version: versionSchema.optional(),
  timesheetRows: rowsInputSchema.optional(),
});
export type SubmitTimesheetBody = z.infer<typeof submitTimesheetBodySchema>;

/**
 * A status change without rows (rescind, approve, reject, unapprove): the body is optional (none at all
 * reads as null), and so is its `version` (ours: the version the caller saw; stale answers 409).
 */
export const timesheetTransitionBodySchema = z.object({ version: versionSchema.optional() }).nullish();

export const timesheetIdParamsSchema = idParamsSchema;

/** PATCH /api/team/timesheets/{id}/reject?note=: the reason the employee reads in Comments. */
export const rejectTimesheetQuerySchema = z.object({
  note: textSchema(REJECTION_NOTE_MAX_LENGTH).trim().min(1, 'a rejection needs a note'),
});

/** PATCH /api/team/timesheets/{id}/unapprove: an optional note (ours; the spec sends none). */
export const unapproveTimesheetQuerySchema = z.object({
  note: textSchema(REJECTION_NOTE_MAX_LENGTH).trim().optional(),
});
export const timesheetHistoryQuerySchema = z.object({
  user_id: idParamSchema.optional(),
});

export const timesheetStatusRevisionSchema = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
  status: timesheetStatusSchema,
  note: z.string().nullable(),
  spudUser: z.object({ name: z.string() }),
});
export type TimesheetStatusRevision = z.infer<typeof timesheetStatusRevisionSchema>;
export const timesheetHistoryResponseSchema = z.object({
  timesheetStatusRevisions: z.array(timesheetStatusRevisionSchema),
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

/** Issue 38: how many timesheets a lead approves or rejects in one request. */
export const BULK_DECISION_MAX_TIMESHEETS = 200;
/** The note of a decision in bulk: one for every timesheet, required to reject, optional to approve. */
export const BULK_DECISION_NOTE_MIN_LENGTH = 5;
/** How long after a decision in bulk its lead may undo it (the success toast and the bell offer it). */
export const DECISION_BATCH_UNDO_MINUTES = 10;

export const bulkDecisionSchema = z.enum(['approve', 'reject']);
export type BulkDecision = z.infer<typeof bulkDecisionSchema>;

const bulkDecisionNoteSchema = textSchema(REJECTION_NOTE_MAX_LENGTH)
  .trim()
  .min(BULK_DECISION_NOTE_MIN_LENGTH, `must have at least ${BULK_DECISION_NOTE_MIN_LENGTH} characters`);

/**
 * What is wrong with the note of a decision in bulk, or null: a rejection needs one, and a note given has
 * 5 to 500 characters once trimmed (an approval's blank note is no note). The form and the body share it.
 */
export function bulkDecisionNoteProblem(
  decision: BulkDecision,
  note: string | null | undefined,
): string | null {
  const text = (note ?? '').trim();
  if (text === '') return decision === 'reject' ? 'Rejecting timesheets needs a note.' : null;
  const parsed = bulkDecisionNoteSchema.safeParse(text);
  return parsed.success
    ? null
    : `A note has ${BULK_DECISION_NOTE_MIN_LENGTH} to ${REJECTION_NOTE_MAX_LENGTH} characters.`;
}

/**
 * POST /api/team/timesheets/decisions (ours, issue 38): approve or reject many timesheets, each at the version
 * the lead saw; one note for all (required to reject).
 */
export const timesheetDecisionsBodySchema = z
  .object({
    decision: bulkDecisionSchema,
    note: bulkDecisionNoteSchema.nullish(),
    timesheets: z
      .array(z.object({ id: idSchema, version: versionSchema }))
      .min(1)
      .max(BULK_DECISION_MAX_TIMESHEETS),
  })
  .refine(
    (body) => new Set(body.timesheets.map((timesheet) => timesheet.id)).size === body.timesheets.length,
    {
      message: 'A timesheet may be named once.',
      path: ['timesheets'],
    },
  )
  .refine((body) => body.decision === 'approve' || body.note != null, {
    message: 'Rejecting timesheets needs a note.',
    path: ['note'],
  });
export type TimesheetDecisionsBody = z.infer<typeof timesheetDecisionsBodySchema>;

/** A timesheet a decision in bulk (or its undoing) moved: its new status and version. */
export const decidedTimesheetSchema = z.object({
  id: z.number().int(),
  status: timesheetStatusSchema,
  version: z.number().int(),
});

/** A timesheet it left as it was, and why: the code and message the single action would answer. */
export const refusedTimesheetSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export type RefusedTimesheet = z.infer<typeof refusedTimesheetSchema>;

/** Which timesheets were decided and which were not; `batchId` (null when none was) is what Undo names. */
export const timesheetDecisionsResponseSchema = z.object({
  batchId: z.number().int().nullable(),
  decided: z.array(decidedTimesheetSchema),
  refused: z.array(refusedTimesheetSchema),
});
export type TimesheetDecisionsResponse = z.infer<typeof timesheetDecisionsResponseSchema>;

/** POST /api/team/timesheet_decision_batches/{id}/undo: which went back where they were, which had changed since. */
export const undoDecisionBatchResponseSchema = z.object({
  returned: z.array(decidedTimesheetSchema),
  refused: z.array(refusedTimesheetSchema),
});
export type UndoDecisionBatchResponse = z.infer<typeof undoDecisionBatchResponseSchema>;
