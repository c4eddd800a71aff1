CREATE TABLE "submitted_role_hours" (
	"timesheet_id" integer NOT NULL,
	"engagement_role_id" integer NOT NULL,
	"status" text NOT NULL,
	"period_start" date NOT NULL,
	"hours" numeric(10, 2) NOT NULL,
	CONSTRAINT "submitted_role_hours_timesheet_id_engagement_role_id_pk" PRIMARY KEY("timesheet_id","engagement_role_id"),
	CONSTRAINT "submitted_role_hours_status" CHECK ("submitted_role_hours"."status" IN ('pending', 'approved'))
);
--> statement-breakpoint
ALTER TABLE "submitted_role_hours" ADD CONSTRAINT "submitted_role_hours_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submitted_role_hours" ADD CONSTRAINT "submitted_role_hours_engagement_role_id_engagement_roles_id_fk" FOREIGN KEY ("engagement_role_id") REFERENCES "public"."engagement_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The burn reads an engagement's roles' totals by this index alone (INCLUDE, which Drizzle cannot declare).
CREATE INDEX "submitted_role_hours_role_period_idx" ON "submitted_role_hours" USING btree ("engagement_role_id","period_start") INCLUDE ("status","hours");--> statement-breakpoint
-- submitted_role_hours is kept by triggers (Drizzle cannot declare them): each statement that changes a
-- timesheet's status, or writes the entries or rows of a submitted (pending or approved) timesheet, or moves a
-- resource to another role, recounts the timesheets it touched when it ends, so every later statement of the
-- transaction (a budget alert after an approval) reads the new totals.
CREATE FUNCTION "recount_submitted_role_hours"(changed integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(changed) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM submitted_role_hours WHERE timesheet_id = ANY(changed);
  INSERT INTO submitted_role_hours (timesheet_id, engagement_role_id, status, period_start, hours)
  SELECT timesheet.id, resource.engagement_role_id, timesheet.status, period.start_date, sum(entry.hours)
  FROM unnest(changed) AS changed_timesheet(id)
  JOIN timesheets AS timesheet ON timesheet.id = changed_timesheet.id
  JOIN timesheet_periods AS period ON period.id = timesheet.period_id
  JOIN timesheet_rows AS row ON row.timesheet_id = timesheet.id
  JOIN resources AS resource ON resource.id = row.resource_id
  JOIN timesheet_entries AS entry ON entry.row_id = row.id
  WHERE timesheet.status IN ('pending', 'approved')
  GROUP BY timesheet.id, resource.engagement_role_id, timesheet.status, period.start_date;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "submitted_role_hours_after_status"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[] := ARRAY(
    SELECT timesheet.id FROM changed_timesheets AS timesheet
    JOIN previous_timesheets AS previous ON previous.id = timesheet.id
    WHERE (timesheet.status, timesheet.period_id) IS DISTINCT FROM (previous.status, previous.period_id)
      AND (timesheet.status IN ('pending', 'approved') OR previous.status IN ('pending', 'approved')));
BEGIN
  PERFORM recount_submitted_role_hours(changed);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "submitted_role_hours_status" AFTER UPDATE ON "timesheets"
  REFERENCING OLD TABLE AS previous_timesheets NEW TABLE AS changed_timesheets
  FOR EACH STATEMENT EXECUTE FUNCTION "submitted_role_hours_after_status"();--> statement-breakpoint
-- Entries and rows: the transition table of an INSERT or DELETE is `changed_*`; an UPDATE also has `previous_*`
-- (an entry or row moved to another row or timesheet recounts both). Only submitted timesheets are recounted.
CREATE FUNCTION "submitted_timesheets_of_rows"(row_ids integer[]) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY(
    SELECT DISTINCT row.timesheet_id
    FROM (SELECT DISTINCT id FROM unnest(row_ids) AS changed_row(id)) AS changed_row
    JOIN timesheet_rows AS row ON row.id = changed_row.id
    JOIN timesheets AS timesheet ON timesheet.id = row.timesheet_id
    WHERE timesheet.status IN ('pending', 'approved'));
$$;--> statement-breakpoint
CREATE FUNCTION "submitted_role_hours_after_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_ids integer[] := ARRAY(SELECT row_id FROM changed_entries);
BEGIN
  IF TG_OP = 'UPDATE' THEN
    row_ids := row_ids || ARRAY(SELECT row_id FROM previous_entries);
  END IF;
  PERFORM recount_submitted_role_hours(submitted_timesheets_of_rows(row_ids));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "submitted_role_hours_entries_insert" AFTER INSERT ON "timesheet_entries"
  REFERENCING NEW TABLE AS changed_entries
  FOR EACH STATEMENT EXECUTE FUNCTION "submitted_role_hours_after_entries"();--> statement-breakpoint
CREATE TRIGGER "submitted_role_hours_entries_update" AFTER UPDATE ON "timesheet_entries"
  REFERENCING OLD TABLE AS previous_entries NEW TABLE AS changed_entries
  FOR EACH STATEMENT EXECUTE FUNCTION "submitted_role_hours_after_entries"();--> statement-breakpoint
CREATE TRIGGER "submitted_role_hours_entries_delete" AFTER DELETE ON "timesheet_entries"
  REFERENCING OLD TABLE AS changed_entries
  FOR EACH STATEMENT EXECUTE FUNCTION "submitted_role_hours_after_entries"();--> statement-breakpoint
CREATE FUNCTION "submitted_role_hours_after_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  timesheet_ids integer[] := ARRAY(SELECT timesheet_id FROM changed_rows);
BEGIN
  IF TG_OP = 'UPDATE' THEN
    timesheet_ids := timesheet_ids || ARRAY(SELECT timesheet_id FROM previous_rows);
  END IF;
  PERFORM recount_submitted_role_hours(ARRAY(
    SELECT DISTINCT timesheet.id FROM timesheets AS timesheet
    WHERE timesheet.id = ANY(timesheet_ids) AND timesheet.status IN ('pending', 'approved')));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "submitted_role_hours_rows_update" AFTER UPDATE ON "timesheet_rows"
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "submitted_role_hours_after_rows"();--> statement-breakpoint
CREATE TRIGGER "submitted_role_hours_rows_delete" AFTER DELETE ON "timesheet_rows"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "submitted_role_hours_after_rows"();--> statement-breakpoint
CREATE FUNCTION "submitted_role_hours_after_resources"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[] := ARRAY(
    SELECT DISTINCT timesheet.id
    FROM changed_resources AS resource
    JOIN previous_resources AS previous ON previous.id = resource.id
    JOIN timesheet_rows AS row ON row.resource_id = resource.id
    JOIN timesheets AS timesheet ON timesheet.id = row.timesheet_id
    WHERE resource.engagement_role_id <> previous.engagement_role_id
      AND timesheet.status IN ('pending', 'approved'));
BEGIN
  PERFORM recount_submitted_role_hours(changed);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "submitted_role_hours_resources" AFTER UPDATE ON "resources"
  REFERENCING OLD TABLE AS previous_resources NEW TABLE AS changed_resources
  FOR EACH STATEMENT EXECUTE FUNCTION "submitted_role_hours_after_resources"();--> statement-breakpoint
SELECT recount_submitted_role_hours(ARRAY(SELECT id FROM timesheets WHERE status IN ('pending', 'approved')));
