CREATE TABLE "additional_project_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"additional_project_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	CONSTRAINT "additional_project_assignments_dates" CHECK ("additional_project_assignments"."end_date" IS NULL OR "additional_project_assignments"."end_date" >= "additional_project_assignments"."start_date")
);
--> statement-breakpoint
CREATE TABLE "additional_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "additional_projects_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "clients_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "code_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"code_viewed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"engagement_id" integer NOT NULL,
	"name" text NOT NULL,
	"rate" numeric(10, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	CONSTRAINT "engagement_roles_rate_positive" CHECK ("engagement_roles"."rate" >= 0),
	CONSTRAINT "engagement_roles_dates" CHECK ("engagement_roles"."end_date" IS NULL OR "engagement_roles"."end_date" >= "engagement_roles"."start_date")
);
--> statement-breakpoint
CREATE TABLE "engagements" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"project_code" text NOT NULL,
	"billing_type" text NOT NULL,
	"billing_terms" integer DEFAULT 30 NOT NULL,
	"po_number" text,
	"billing_class" text,
	"billable" boolean DEFAULT true NOT NULL,
	"department_id" integer,
	"engagement_manager_id" integer,
	"sales_rep_id" integer,
	CONSTRAINT "engagements_billing_type" CHECK ("engagements"."billing_type" IN ('variable', 'fixed')),
	CONSTRAINT "engagements_billing_terms" CHECK ("engagements"."billing_terms" IN (30, 45, 60))
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"engagement_role_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_dates" CHECK ("resources"."end_date" IS NULL OR "resources"."end_date" >= "resources"."start_date")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "departments_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"job_title" text,
	"department_id" integer,
	"team_lead_id" integer,
	"employment_start_date" date,
	"contractor" boolean DEFAULT false NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"oidc_issuer" text,
	"oidc_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_email_lowercase" CHECK ("people"."email" = lower("people"."email")),
	CONSTRAINT "people_roles_known" CHECK ("people"."roles" <@ ARRAY['employee','admin','reports']::text[]),
	CONSTRAINT "people_oidc_identity_paired" CHECK (("people"."oidc_issuer" IS NULL) = ("people"."oidc_subject" IS NULL)),
	CONSTRAINT "people_not_own_lead" CHECK ("people"."team_lead_id" IS NULL OR "people"."team_lead_id" <> "people"."id")
);
--> statement-breakpoint
CREATE TABLE "related_managers" (
	"manager_id" integer NOT NULL,
	"related_manager_id" integer NOT NULL,
	CONSTRAINT "related_managers_manager_id_related_manager_id_pk" PRIMARY KEY("manager_id","related_manager_id"),
	CONSTRAINT "related_managers_distinct" CHECK ("related_managers"."manager_id" <> "related_managers"."related_manager_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_nonempty" CHECK (char_length("audit_log"."action") > 0)
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"state" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_off_balances" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"year" integer NOT NULL,
	"reason" text NOT NULL,
	"accumulated_hours" numeric(7, 2) NOT NULL,
	CONSTRAINT "time_off_balances_reason" CHECK ("time_off_balances"."reason" IN ('bereavement', 'expanded_fmla_ffcra', 'fmla', 'jury_duty', 'long_term_disability', 'maternity_leave', 'office_closure', 'paid_sick_leave_ffcra', 'paternity_leave', 'pto', 'short_term_disability', 'unpaid_time_off')),
	CONSTRAINT "time_off_balances_hours" CHECK ("time_off_balances"."accumulated_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "time_off_request_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"version" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"timeframe_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"hours" numeric(7, 2) NOT NULL,
	"hours_workday" integer DEFAULT 8 NOT NULL,
	"include_weekends" boolean DEFAULT false NOT NULL,
	"comment" text NOT NULL,
	"manager_comment" text,
	"manager_id" integer,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_request_details_reason" CHECK ("time_off_request_details"."reason" IN ('bereavement', 'expanded_fmla_ffcra', 'fmla', 'jury_duty', 'long_term_disability', 'maternity_leave', 'office_closure', 'paid_sick_leave_ffcra', 'paternity_leave', 'pto', 'short_term_disability', 'unpaid_time_off')),
	CONSTRAINT "time_off_request_details_status" CHECK ("time_off_request_details"."status" IN ('pending', 'approved', 'rejected', 'unapproved')),
	CONSTRAINT "time_off_request_details_timeframe" CHECK ("time_off_request_details"."timeframe_type" IN ('partial_day', 'multiple_days')),
	CONSTRAINT "time_off_request_details_hours" CHECK ("time_off_request_details"."hours" > 0),
	CONSTRAINT "time_off_request_details_workday" CHECK ("time_off_request_details"."hours_workday" IN (8, 10, 12, 14)),
	CONSTRAINT "time_off_request_details_comment" CHECK (char_length("time_off_request_details"."comment") BETWEEN 1 AND 200),
	CONSTRAINT "time_off_request_details_manager_comment" CHECK ("time_off_request_details"."manager_comment" IS NULL OR char_length("time_off_request_details"."manager_comment") <= 200),
	CONSTRAINT "time_off_request_details_dates" CHECK ("time_off_request_details"."end_date" >= "time_off_request_details"."start_date")
);
--> statement-breakpoint
CREATE TABLE "time_off_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_requests_status" CHECK ("time_off_requests"."status" IN ('pending', 'approved', 'rejected', 'unapproved')),
	CONSTRAINT "time_off_requests_dates" CHECK ("time_off_requests"."end_date" >= "time_off_requests"."start_date")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "holidays_date_unique" UNIQUE("date")
);
--> statement-breakpoint
CREATE TABLE "timesheet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"row_id" integer NOT NULL,
	"date" date NOT NULL,
	"hours" numeric(5, 2) NOT NULL,
	"note" text,
	CONSTRAINT "timesheet_entries_hours_range" CHECK ("timesheet_entries"."hours" >= 0 AND "timesheet_entries"."hours" <= 24)
);
--> statement-breakpoint
CREATE TABLE "timesheet_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "timesheet_periods_dates" CHECK ("timesheet_periods"."end_date" >= "timesheet_periods"."start_date")
);
--> statement-breakpoint
CREATE TABLE "timesheet_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"timesheet_id" integer NOT NULL,
	"position" integer NOT NULL,
	"resource_id" integer,
	"additional_project_id" integer,
	"state" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "timesheet_rows_one_project" CHECK (("timesheet_rows"."resource_id" IS NULL) <> ("timesheet_rows"."additional_project_id" IS NULL)),
	CONSTRAINT "timesheet_rows_state" CHECK ("timesheet_rows"."state" IN ('open', 'closed')),
	CONSTRAINT "timesheet_rows_position" CHECK ("timesheet_rows"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "timesheet_status_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"timesheet_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"actor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_status_revisions_status" CHECK ("timesheet_status_revisions"."status" IN ('unsubmitted', 'pending', 'approved', 'rejected', 'unapproved'))
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"status" text DEFAULT 'unsubmitted' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_status" CHECK ("timesheets"."status" IN ('unsubmitted', 'pending', 'approved', 'rejected', 'unapproved')),
	CONSTRAINT "timesheets_version_positive" CHECK ("timesheets"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "additional_project_assignments" ADD CONSTRAINT "additional_project_assignments_additional_project_id_additional_projects_id_fk" FOREIGN KEY ("additional_project_id") REFERENCES "public"."additional_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_project_assignments" ADD CONSTRAINT "additional_project_assignments_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_alerts" ADD CONSTRAINT "code_alerts_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_alerts" ADD CONSTRAINT "code_alerts_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_roles" ADD CONSTRAINT "engagement_roles_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_engagement_manager_id_people_id_fk" FOREIGN KEY ("engagement_manager_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_sales_rep_id_people_id_fk" FOREIGN KEY ("sales_rep_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_engagement_role_id_engagement_roles_id_fk" FOREIGN KEY ("engagement_role_id") REFERENCES "public"."engagement_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_team_lead_id_people_id_fk" FOREIGN KEY ("team_lead_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_managers" ADD CONSTRAINT "related_managers_manager_id_people_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_managers" ADD CONSTRAINT "related_managers_related_manager_id_people_id_fk" FOREIGN KEY ("related_manager_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_people_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_balances" ADD CONSTRAINT "time_off_balances_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_request_details" ADD CONSTRAINT "time_off_request_details_request_id_time_off_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."time_off_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_request_details" ADD CONSTRAINT "time_off_request_details_manager_id_people_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_request_details" ADD CONSTRAINT "time_off_request_details_author_id_people_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_row_id_timesheet_rows_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."timesheet_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_rows" ADD CONSTRAINT "timesheet_rows_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_rows" ADD CONSTRAINT "timesheet_rows_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_rows" ADD CONSTRAINT "timesheet_rows_additional_project_id_additional_projects_id_fk" FOREIGN KEY ("additional_project_id") REFERENCES "public"."additional_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_status_revisions" ADD CONSTRAINT "timesheet_status_revisions_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_status_revisions" ADD CONSTRAINT "timesheet_status_revisions_actor_id_people_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_period_id_timesheet_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."timesheet_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "additional_project_assignments_unique" ON "additional_project_assignments" USING btree ("additional_project_id","person_id");--> statement-breakpoint
CREATE INDEX "additional_project_assignments_person_idx" ON "additional_project_assignments" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "code_alerts_resource_unique" ON "code_alerts" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "code_alerts_person_idx" ON "code_alerts" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "engagement_roles_engagement_idx" ON "engagement_roles" USING btree ("engagement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engagements_project_code_unique" ON "engagements" USING btree ("project_code");--> statement-breakpoint
CREATE INDEX "engagements_client_idx" ON "engagements" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_role_person_unique" ON "resources" USING btree ("engagement_role_id","person_id");--> statement-breakpoint
CREATE INDEX "resources_person_idx" ON "resources" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "people_email_unique" ON "people" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "people_oidc_identity_unique" ON "people" USING btree ("oidc_issuer","oidc_subject");--> statement-breakpoint
CREATE INDEX "people_team_lead_idx" ON "people" USING btree ("team_lead_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "sessions_person_idx" ON "sessions" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "time_off_balances_unique" ON "time_off_balances" USING btree ("person_id","year","reason");--> statement-breakpoint
CREATE UNIQUE INDEX "time_off_request_details_version_unique" ON "time_off_request_details" USING btree ("request_id","version");--> statement-breakpoint
CREATE INDEX "time_off_requests_person_dates_idx" ON "time_off_requests" USING btree ("person_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_entries_row_date_unique" ON "timesheet_entries" USING btree ("row_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_periods_start_unique" ON "timesheet_periods" USING btree ("start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_rows_position_unique" ON "timesheet_rows" USING btree ("timesheet_id","position");--> statement-breakpoint
CREATE INDEX "timesheet_status_revisions_timesheet_idx" ON "timesheet_status_revisions" USING btree ("timesheet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_person_period_unique" ON "timesheets" USING btree ("person_id","period_id");--> statement-breakpoint
CREATE INDEX "timesheets_period_idx" ON "timesheets" USING btree ("period_id");