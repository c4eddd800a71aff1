ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_id_people_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_people_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_roles_engagement_name_unique" ON "engagement_roles" USING btree ("engagement_id","name");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
ALTER TABLE "timesheet_periods" ADD CONSTRAINT "timesheet_periods_semi_monthly" CHECK ((extract(day FROM "timesheet_periods"."start_date") = 1 AND "timesheet_periods"."end_date" = "timesheet_periods"."start_date" + 14)
        OR (extract(day FROM "timesheet_periods"."start_date") = 16 AND extract(day FROM "timesheet_periods"."end_date" + 1) = 1
          AND "timesheet_periods"."end_date" - "timesheet_periods"."start_date" BETWEEN 12 AND 15));