CREATE TABLE "period_closing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"auto_close_working_days" integer,
	CONSTRAINT "period_closing_settings_one_row" CHECK ("period_closing_settings"."id" = 1),
	CONSTRAINT "period_closing_settings_days" CHECK ("period_closing_settings"."auto_close_working_days" IS NULL OR "period_closing_settings"."auto_close_working_days" BETWEEN 0 AND 30)
);
--> statement-breakpoint
CREATE TABLE "period_reopenings" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"person_id" integer,
	"reason" text NOT NULL,
	"reopened_by" integer,
	"reopened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closed_again_at" timestamp with time zone,
	CONSTRAINT "period_reopenings_ends_after_start" CHECK ("period_reopenings"."ends_at" > "period_reopenings"."reopened_at")
);
--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD COLUMN "saved_after_close_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "timesheet_periods" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "timesheet_periods" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "period_reopenings" ADD CONSTRAINT "period_reopenings_period_id_timesheet_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."timesheet_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_reopenings" ADD CONSTRAINT "period_reopenings_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_reopenings" ADD CONSTRAINT "period_reopenings_reopened_by_people_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "period_reopenings_period" ON "period_reopenings" USING btree ("period_id");--> statement-breakpoint
ALTER TABLE "timesheet_periods" ADD CONSTRAINT "timesheet_periods_closed_by_people_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;