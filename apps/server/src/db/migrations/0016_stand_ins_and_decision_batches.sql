CREATE TABLE "stand_in_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"any_employee" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stand_in_settings_one_row" CHECK ("stand_in_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "stand_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"stand_in_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_early_at" timestamp with time zone,
	"digest_sent_at" timestamp with time zone,
	CONSTRAINT "stand_ins_dates" CHECK ("stand_ins"."end_date" >= "stand_ins"."start_date"),
	CONSTRAINT "stand_ins_not_own" CHECK ("stand_ins"."lead_id" <> "stand_ins"."stand_in_id")
);
--> statement-breakpoint
CREATE TABLE "timesheet_decision_batch_items" (
	"batch_id" integer NOT NULL,
	"timesheet_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"decided_version" integer NOT NULL,
	CONSTRAINT "timesheet_decision_batch_items_batch_id_timesheet_id_pk" PRIMARY KEY("batch_id","timesheet_id")
);
--> statement-breakpoint
CREATE TABLE "timesheet_decision_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"decision" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "timesheet_decision_batches_decision" CHECK ("timesheet_decision_batches"."decision" IN ('approve', 'reject'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "acting_for_id" integer;--> statement-breakpoint
ALTER TABLE "timesheet_status_revisions" ADD COLUMN "acting_for_id" integer;--> statement-breakpoint
ALTER TABLE "stand_ins" ADD CONSTRAINT "stand_ins_lead_id_people_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_ins" ADD CONSTRAINT "stand_ins_stand_in_id_people_id_fk" FOREIGN KEY ("stand_in_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_ins" ADD CONSTRAINT "stand_ins_created_by_people_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_decision_batch_items" ADD CONSTRAINT "timesheet_decision_batch_items_batch_id_timesheet_decision_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."timesheet_decision_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_decision_batch_items" ADD CONSTRAINT "timesheet_decision_batch_items_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_decision_batches" ADD CONSTRAINT "timesheet_decision_batches_actor_id_people_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stand_ins_stand_in_idx" ON "stand_ins" USING btree ("stand_in_id","end_date");--> statement-breakpoint
CREATE INDEX "stand_ins_lead_idx" ON "stand_ins" USING btree ("lead_id","end_date");--> statement-breakpoint
CREATE INDEX "timesheet_decision_batches_actor_idx" ON "timesheet_decision_batches" USING btree ("actor_id","created_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_acting_for_id_people_id_fk" FOREIGN KEY ("acting_for_id") REFERENCES "public"."people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_status_revisions" ADD CONSTRAINT "timesheet_status_revisions_acting_for_id_people_id_fk" FOREIGN KEY ("acting_for_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;