import { z } from 'zod';
import { AUDIT_ENTITY_ID_MAX_LENGTH } from '../domain/field-limits';
import { idParamSchema, isoDateSchema, namedOptionSchema, optionalQueryParam, textSchema } from './common';

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

/** What the log records changes of: the `entity_type` of its entries, which the audit screen filters by. */
export const auditEntityTypes = [
  'person',
  'engagement',
  'engagement_role',
  'resource',
  'client',
  'department',
  'additional_project',
  'additional_project_assignment',
  'holiday',
  'timesheet_period',
  'time_off_balance',
  'time_off_request',
  'timesheet',
  'timesheet_decision_batch',
  'csv_import',
  'stand_in',
  'accrual_policy',
  'accrual_assignment',
  'office',
  'office_holiday',
  'office_move',
  'blackout',
  'utilization_target_default',
  'api_token',
  'webhook_endpoint',
  'scim_group',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/** An audit entry's id (a bigserial) in a query string. */
const auditIdParamSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * GET /api/admin/audit: newest first, filtered by who acted (`actor_id`), what (`entity_type`, `entity_id`)
 * and when (`from` and `to`, UTC days, both included); `limit` entries a page, the next page from `cursor`
 * (the `nextCursor` of the page before).
 */
export const auditQuerySchema = z
  .object({
    actor_id: optionalQueryParam(idParamSchema),
    entity_type: optionalQueryParam(textSchema(50)),
    entity_id: optionalQueryParam(textSchema(AUDIT_ENTITY_ID_MAX_LENGTH)),
    from: optionalQueryParam(isoDateSchema),
    to: optionalQueryParam(isoDateSchema),
    limit: optionalQueryParam(z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX)),
    cursor: optionalQueryParam(auditIdParamSchema),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'must not be before from',
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One day of one project in a timesheet: its hours and note (null: nothing logged). */
export const auditedCellSchema = z.object({ hours: z.number(), note: z.string().nullable() }).nullable();

/** A cell a timesheet write changed: the day, the project (as people read it), and the cell before and after. */
export const timesheetCellChangeSchema = z.object({
  date: isoDateSchema,
  project: z.string(),
  before: auditedCellSchema,
  after: auditedCellSchema,
});
export type TimesheetCellChange = z.infer<typeof timesheetCellChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** When, in UTC. */
  createdAt: z.iso.datetime(),
  /** Who (null: a refused sign-in nobody could be matched to). */
  actor: namedOptionSchema.nullable(),
  /** The lead the actor stood in for (issue 38): the log reads 'actor for lead'. */
  actingFor: namedOptionSchema.nullable(),
  /** What was done: e.g. person_created, timesheet_submitted, time_off_approved, sign_in_refused. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** The record before the change (null when it was created) and after it (null when it was deleted). */
  before: z.unknown(),
  after: z.unknown(),
  detail: z.unknown(),
  /**
   * For a timesheet write that saved rows (a save, or a submit that sent them): the cells it changed, in date
   * then project order, read from `before` and `after`. Null for every other entry.
   */
  changedCells: z.array(timesheetCellChangeSchema).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});
