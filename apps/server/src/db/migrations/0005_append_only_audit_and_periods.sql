-- The audit log is append-only for whatever role the app connects as (the table's owner included): a
-- statement-level trigger refuses every UPDATE, DELETE and TRUNCATE, even one that would match no row.
-- Drizzle cannot declare triggers, so they live here.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'Record a new entry instead.';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
-- No two timesheet periods share a day (a GiST exclusion over their date ranges, built into PostgreSQL).
ALTER TABLE "timesheet_periods" ADD CONSTRAINT "timesheet_periods_no_overlap"
  EXCLUDE USING gist (daterange("start_date", "end_date", '[]') WITH &&);
