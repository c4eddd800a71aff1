DROP INDEX "timesheet_rows_position_unique";--> statement-breakpoint
-- Checked at the end of each statement rather than row by row: a save moves rows to new positions in one
-- statement, and two rows may swap places. Drizzle cannot declare a deferrable constraint, so it lives here.
ALTER TABLE "timesheet_rows" ADD CONSTRAINT "timesheet_rows_position_unique" UNIQUE ("timesheet_id", "position") DEFERRABLE INITIALLY IMMEDIATE;
