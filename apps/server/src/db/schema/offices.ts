import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { people } from './people';

/** An office: its people see its holidays on top of the company's, in its time zone (IANA name). */
export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offices_name_unique').on(sql`lower(${t.name})`),
    check('offices_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 100`),
  ],
);

/** A holiday of one office only; the company's holidays (table `holidays`) are everyone's. */
export const officeHolidays = pgTable(
  'office_holidays',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('office_holidays_office_date_unique').on(t.officeId, t.date),
    index('office_holidays_date_idx').on(t.date),
  ],
);

/**
 * A person belongs to `officeId` from `effectiveFrom` until their next row's date: a move takes effect from its
 * date and earlier days keep the old office. Before a person's first row they belong to no office.
 */
export const personOffices = pgTable(
  'person_offices',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    createdBy: integer('created_by').references(() => people.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.effectiveFrom] }),
    index('person_offices_office_idx').on(t.officeId),
  ],
);

/**
 * Days on which no new time off may be requested, for one office's people or (office null) for everyone;
 * `reason` is the message a refused request gets.
 */
export const blackoutDays = pgTable(
  'blackout_days',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => people.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blackout_days_dates_idx').on(t.startDate, t.endDate),
    check('blackout_days_dates', sql`${t.endDate} >= ${t.startDate}`),
    check('blackout_days_reason_length', sql`char_length(${t.reason}) BETWEEN 1 AND 200`),
  ],
);
