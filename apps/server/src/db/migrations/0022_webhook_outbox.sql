-- The webhook outbox (issue 41) is written by a trigger (Drizzle cannot declare one): every change webhooks
-- tell of already writes its audit entry in its own statement and transaction, so one statement-level trigger
-- on audit_log turns the entries of each INSERT into events, and each event into a delivery to every enabled
-- endpoint that takes its type: two INSERTs per statement whatever the number of entries (a bulk approval of
-- 100 timesheets included), and nothing at all when no endpoint wants the entries' types. The event's data
-- is read when the statement ends, so it names the record as the change left it.
CREATE FUNCTION "webhook_event_of_audit"(entry audit_log) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN entry.entity_type = 'timesheet' THEN (
      SELECT jsonb_strip_nulls(jsonb_build_object(
        'type', CASE entry.action
          WHEN 'timesheet_submitted' THEN
            CASE WHEN entry.actor_id IS DISTINCT FROM timesheet.person_id
              THEN 'timesheet.submitted_on_behalf' ELSE 'timesheet.submitted' END
          WHEN 'timesheet_approved' THEN 'timesheet.approved'
          WHEN 'timesheet_rejected' THEN 'timesheet.rejected'
          WHEN 'timesheet_unapproved' THEN 'timesheet.unapproved'
          WHEN 'timesheet_rescinded' THEN 'timesheet.undone'
          WHEN 'timesheet_decision_undone' THEN 'timesheet.undone'
        END,
        'data', jsonb_strip_nulls(jsonb_build_object(
          'timesheetId', timesheet.id,
          'personId', timesheet.person_id,
          'periodId', period.id,
          'periodStart', period.start_date,
          'periodEnd', period.end_date,
          'status', entry.after->>'status',
          'previousStatus', entry.before->>'status',
          'version', (entry.after->>'version')::int,
          'undid', CASE entry.action WHEN 'timesheet_rescinded' THEN 'submission'
            WHEN 'timesheet_decision_undone' THEN 'decision' END,
          'note', entry.after->>'note',
          'totalHours', (SELECT coalesce(sum(hours_entry.hours), 0) FROM timesheet_rows AS hours_row
            JOIN timesheet_entries AS hours_entry ON hours_entry.row_id = hours_row.id
            WHERE hours_row.timesheet_id = timesheet.id),
          'actorId', entry.actor_id,
          'actingForId', entry.acting_for_id))))
      FROM timesheets AS timesheet JOIN timesheet_periods AS period ON period.id = timesheet.period_id
      WHERE entry.action IN ('timesheet_submitted', 'timesheet_approved', 'timesheet_rejected',
          'timesheet_unapproved', 'timesheet_rescinded', 'timesheet_decision_undone')
        AND timesheet.id = entry.entity_id::int)
    WHEN entry.entity_type = 'time_off_request'
      AND entry.action IN ('time_off_requested', 'time_off_updated', 'time_off_deleted', 'time_off_approved',
        'time_off_rejected') THEN (
      SELECT jsonb_build_object(
        'type', CASE entry.action
          WHEN 'time_off_requested' THEN 'time_off.requested'
          WHEN 'time_off_updated' THEN 'time_off.edited'
          WHEN 'time_off_deleted' THEN 'time_off.withdrawn'
          ELSE 'time_off.answered'
        END,
        'data', jsonb_strip_nulls(jsonb_build_object(
          'requestId', entry.entity_id::int,
          'personId', (request->>'personId')::int,
          'status', CASE entry.action WHEN 'time_off_deleted' THEN 'withdrawn' ELSE request->>'status' END,
          'decision', CASE entry.action WHEN 'time_off_approved' THEN 'approved'
            WHEN 'time_off_rejected' THEN 'rejected' END,
          'version', (request->>'version')::int,
          'reason', request->>'reason',
          'timeframeType', request->>'timeframeType',
          'startDate', request->>'startDate',
          'endDate', request->>'endDate',
          'hours', (request->>'hours')::numeric,
          'actorId', entry.actor_id,
          'actingForId', entry.acting_for_id)))
      FROM (SELECT coalesce(entry.after, entry.before) AS request) AS written)
    WHEN entry.entity_type = 'timesheet_period'
      AND entry.action IN ('timesheet_period_closed', 'timesheet_period_closed_again', 'timesheet_period_reopened')
      THEN (
      SELECT jsonb_build_object(
        'type', CASE entry.action WHEN 'timesheet_period_reopened' THEN 'period.reopened' ELSE 'period.closed' END,
        'data', jsonb_strip_nulls(jsonb_build_object(
          'periodId', period.id,
          'periodStart', period.start_date,
          'periodEnd', period.end_date,
          'automatically', CASE WHEN entry.actor_id IS NULL THEN true END,
          'closedAgain', CASE entry.action WHEN 'timesheet_period_closed_again' THEN true END,
          'reopeningId', reopening.id,
          'personId', reopening.person_id,
          'endsAt', reopening.ends_at,
          'actorId', entry.actor_id)))
      FROM timesheet_periods AS period
      LEFT JOIN period_reopenings AS reopening ON reopening.id = (entry.detail->>'reopeningId')::int
      WHERE period.id = entry.entity_id::int)
    WHEN entry.entity_type = 'person'
      AND entry.action IN ('person_created', 'person_updated', 'person_reactivated', 'person_deactivated') THEN (
      SELECT jsonb_build_object(
        'type', CASE entry.action WHEN 'person_created' THEN 'person.created'
          WHEN 'person_deactivated' THEN 'person.deactivated' ELSE 'person.changed' END,
        'data', jsonb_build_object(
          'personId', person.id,
          'email', person.email,
          'firstName', person.first_name,
          'lastName', person.last_name,
          'jobTitle', person.job_title,
          'departmentId', person.department_id,
          'teamLeadId', person.team_lead_id,
          'employmentStartDate', person.employment_start_date,
          'employmentEndDate', person.employment_end_date,
          'contractor', person.contractor,
          'roles', to_jsonb(person.roles),
          'enabled', person.enabled,
          'changed', CASE WHEN entry.action IN ('person_updated', 'person_reactivated') THEN to_jsonb(ARRAY(
            SELECT field.key FROM jsonb_each(coalesce(entry.after, '{}'::jsonb)) AS field
            WHERE entry.before->field.key IS DISTINCT FROM field.value ORDER BY field.key)) END,
          'actorId', entry.actor_id))
      FROM people AS person WHERE person.id = entry.entity_id::int)
  END;
$$;--> statement-breakpoint
CREATE FUNCTION "webhook_outbox_after_audit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE enabled) THEN
    RETURN NULL;
  END IF;
  WITH mapped AS (
    SELECT entry.id AS audit_id, entry.created_at, webhook_event_of_audit(entry) AS event
    FROM new_audit_entries AS entry
  ),
  wanted AS MATERIALIZED (
    SELECT gen_random_uuid() AS event_id, mapped.audit_id, mapped.created_at,
      mapped.event->>'type' AS type, mapped.event->'data' AS data
    FROM mapped
    WHERE mapped.event->>'type' IS NOT NULL
      AND EXISTS (SELECT 1 FROM webhook_endpoints AS endpoint
        WHERE endpoint.enabled AND mapped.event->>'type' = ANY(endpoint.events))
  ),
  events AS (
    INSERT INTO webhook_events (id, type, data, occurred_at)
    SELECT event_id, type, data, created_at FROM wanted
    RETURNING id
  )
  INSERT INTO webhook_deliveries (endpoint_id, event_id)
  SELECT endpoint.id, wanted.event_id
  FROM wanted
  JOIN events ON events.id = wanted.event_id
  JOIN webhook_endpoints AS endpoint ON endpoint.enabled AND wanted.type = ANY(endpoint.events)
  ORDER BY wanted.audit_id, endpoint.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "webhook_outbox" AFTER INSERT ON "audit_log"
  REFERENCING NEW TABLE AS new_audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION "webhook_outbox_after_audit"();
