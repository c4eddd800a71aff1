import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { people } from './people';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A report export too big to answer in the request (issue 42): it runs as a job on any app server and its
 * workbook is kept in the database (so any server can hand it out) for a day, for the person who asked only.
 * `queued` → `running` → `ready` (or `failed`); `cancelled` at any point before ready; `expired` once the file
 * is removed.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    /** The report's path without `/api/`, e.g. `accounting_report`. */
    report: text('report').notNull(),
    /** The query the person sent, as the report's schema parsed it. */
    query: jsonb('query').notNull(),
    status: text('status')
      .$type<'queued' | 'running' | 'ready' | 'failed' | 'cancelled' | 'expired'>()
      .notNull()
      .default('queued'),
    /** The rows the database estimated when the export was asked for. */
    estimatedRows: bigint('estimated_rows', { mode: 'number' }).notNull(),
    rowCount: bigint('row_count', { mode: 'number' }),
    fileName: text('file_name').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the file is removed: a day after it is ready. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('report_exports_person_idx').on(t.personId, t.createdAt),
    index('report_exports_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'ready'`),
    check(
      'report_exports_status_known',
      sql`${t.status} IN ('queued', 'running', 'ready', 'failed', 'cancelled', 'expired')`,
    ),
  ],
);

/** A background export's workbook, in parts of about a mebibyte, in order; removed with its export's file. */
export const reportExportParts = pgTable(
  'report_export_parts',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => reportExports.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.part] })],
);
