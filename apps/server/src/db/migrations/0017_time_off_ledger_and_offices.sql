CREATE TABLE "blackout_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blackout_days_dates" CHECK ("blackout_days"."end_date" >= "blackout_days"."start_date"),
	CONSTRAINT "blackout_days_reason_length" CHECK (char_length("blackout_days"."reason") BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE TABLE "office_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offices_name_length" CHECK (char_length("offices"."name") BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "person_offices" (
	"person_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"office_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_offices_person_id_effective_from_pk" PRIMARY KEY("person_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "accrual_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"reason" text NOT NULL,
	"frequency" text NOT NULL,
	"waiting_days" integer DEFAULT 0 NOT NULL,
	"prorate" boolean DEFAULT true NOT NULL,
	"balance_cap_days" numeric(6, 2),
	"carry_over_cap_days" numeric(6, 2),
	"carry_over_expires_on" text,
	"effective_from" date NOT NULL,
	"default_for_employees" boolean DEFAULT false NOT NULL,
	"default_for_contractors" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accrual_policies_reason" CHECK ("accrual_policies"."reason" IN ('bereavement', 'expanded_fmla_ffcra', 'fmla', 'jury_duty', 'long_term_disability', 'maternity_leave', 'office_closure', 'paid_sick_leave_ffcra', 'paternity_leave', 'pto', 'short_term_disability', 'unpaid_time_off')),
	CONSTRAINT "accrual_policies_frequency" CHECK ("accrual_policies"."frequency" IN ('semi_monthly', 'monthly', 'yearly')),
	CONSTRAINT "accrual_policies_name_length" CHECK (char_length("accrual_policies"."name") BETWEEN 1 AND 100),
	CONSTRAINT "accrual_policies_waiting_days" CHECK ("accrual_policies"."waiting_days" BETWEEN 0 AND 3660),
	CONSTRAINT "accrual_policies_caps" CHECK (coalesce("accrual_policies"."balance_cap_days", 0) >= 0 AND coalesce("accrual_policies"."carry_over_cap_days", 0) >= 0),
	CONSTRAINT "accrual_policies_expiry" CHECK ("accrual_policies"."carry_over_expires_on" IS NULL OR "accrual_policies"."carry_over_expires_on" ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$')
);
--> statement-breakpoint
CREATE TABLE "accrual_policy_steps" (
	"policy_id" integer NOT NULL,
	"after_years" integer NOT NULL,
	"days_per_year" numeric(6, 2) NOT NULL,
	CONSTRAINT "accrual_policy_steps_policy_id_after_years_pk" PRIMARY KEY("policy_id","after_years"),
	CONSTRAINT "accrual_policy_steps_years" CHECK ("accrual_policy_steps"."after_years" BETWEEN 0 AND 60),
	CONSTRAINT "accrual_policy_steps_days" CHECK ("accrual_policy_steps"."days_per_year" >= 0 AND "accrual_policy_steps"."days_per_year" <= 366)
);
--> statement-breakpoint
CREATE TABLE "person_accrual_policies" (
	"person_id" integer NOT NULL,
	"reason" text NOT NULL,
	"policy_id" integer,
	CONSTRAINT "person_accrual_policies_person_id_reason_pk" PRIMARY KEY("person_id","reason"),
	CONSTRAINT "person_accrual_policies_reason" CHECK ("person_accrual_policies"."reason" IN ('bereavement', 'expanded_fmla_ffcra', 'fmla', 'jury_duty', 'long_term_disability', 'maternity_leave', 'office_closure', 'paid_sick_leave_ffcra', 'paternity_leave', 'pto', 'short_term_disability', 'unpaid_time_off'))
);
--> statement-breakpoint
CREATE TABLE "time_off_ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"reason" text NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"hours" numeric(10, 4) NOT NULL,
	"effective_on" date NOT NULL,
	"policy_id" integer,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_ledger_reason" CHECK ("time_off_ledger_entries"."reason" IN ('bereavement', 'expanded_fmla_ffcra', 'fmla', 'jury_duty', 'long_term_disability', 'maternity_leave', 'office_closure', 'paid_sick_leave_ffcra', 'paternity_leave', 'pto', 'short_term_disability', 'unpaid_time_off')),
	CONSTRAINT "time_off_ledger_kind" CHECK ("time_off_ledger_entries"."kind" IN ('accrual', 'carry_over', 'expiry', 'adjustment')),
	CONSTRAINT "time_off_ledger_year" CHECK ("time_off_ledger_entries"."year" = extract(year FROM "time_off_ledger_entries"."effective_on")),
	CONSTRAINT "time_off_ledger_adjustment_note" CHECK ("time_off_ledger_entries"."kind" <> 'adjustment' OR char_length("time_off_ledger_entries"."note") BETWEEN 1 AND 500)
);
--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "employment_end_date" date;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "time_off_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blackout_days" ADD CONSTRAINT "blackout_days_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blackout_days" ADD CONSTRAINT "blackout_days_created_by_people_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_holidays" ADD CONSTRAINT "office_holidays_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_offices" ADD CONSTRAINT "person_offices_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_offices" ADD CONSTRAINT "person_offices_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_offices" ADD CONSTRAINT "person_offices_created_by_people_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accrual_policy_steps" ADD CONSTRAINT "accrual_policy_steps_policy_id_accrual_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."accrual_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_accrual_policies" ADD CONSTRAINT "person_accrual_policies_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_accrual_policies" ADD CONSTRAINT "person_accrual_policies_policy_id_accrual_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."accrual_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_ledger_entries" ADD CONSTRAINT "time_off_ledger_entries_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_ledger_entries" ADD CONSTRAINT "time_off_ledger_entries_policy_id_accrual_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."accrual_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_ledger_entries" ADD CONSTRAINT "time_off_ledger_entries_created_by_people_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blackout_days_dates_idx" ON "blackout_days" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "office_holidays_office_date_unique" ON "office_holidays" USING btree ("office_id","date");--> statement-breakpoint
CREATE INDEX "office_holidays_date_idx" ON "office_holidays" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "offices_name_unique" ON "offices" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "person_offices_office_idx" ON "person_offices" USING btree ("office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accrual_policies_name_unique" ON "accrual_policies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "accrual_policies_employee_default_unique" ON "accrual_policies" USING btree ("reason") WHERE "accrual_policies"."default_for_employees";--> statement-breakpoint
CREATE UNIQUE INDEX "accrual_policies_contractor_default_unique" ON "accrual_policies" USING btree ("reason") WHERE "accrual_policies"."default_for_contractors";--> statement-breakpoint
CREATE INDEX "time_off_ledger_person_idx" ON "time_off_ledger_entries" USING btree ("person_id","reason","year");--> statement-breakpoint
CREATE UNIQUE INDEX "time_off_ledger_posted_once" ON "time_off_ledger_entries" USING btree ("person_id","reason","kind","effective_on") WHERE "time_off_ledger_entries"."kind" <> 'adjustment';--> statement-breakpoint
INSERT INTO "time_off_ledger_entries" ("person_id", "reason", "year", "kind", "hours", "effective_on", "note")
SELECT "person_id", "reason", "year", 'adjustment', "accumulated_hours", make_date("year", 1, 1), 'Balance before the ledger'
FROM "time_off_balances";
