/**
 * Bounds that both the contracts and the forms use. This module imports nothing, so a screen can read a
 * bound without loading zod.
 */

/** Longest name search the users list takes (as the project picker's). */
export const EMPLOYEE_QUERY_MAX_LENGTH = 50;

/** Longest note of one timesheet entry (a day of a row). */
export const ENTRY_NOTE_MAX_LENGTH = 500;

/** Longest note a lead writes when rejecting a timesheet. */
export const REJECTION_NOTE_MAX_LENGTH = 500;

/** The first year the year selectors (time off, the team's time off, holidays and balances) go back to. */
export const FIRST_LISTED_YEAR = 2017;

/** Longest record id the audit log's filter takes. */
export const AUDIT_ENTITY_ID_MAX_LENGTH = 50;
