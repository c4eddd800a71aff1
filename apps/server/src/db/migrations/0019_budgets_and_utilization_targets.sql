CREATE TABLE "engagement_budget_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"engagement_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"threshold" integer NOT NULL,
	"month" date,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_budget_alerts_once" UNIQUE NULLS NOT DISTINCT("engagement_id","revision","threshold","month")
);
--> statement-breakpoint
CREATE TABLE "engagement_budgets" (
	"engagement_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"span" text NOT NULL,
	"thresholds" integer[] DEFAULT '{80,100}'::int[] NOT NULL,
	"refuse_beyond_budget" boolean DEFAULT false NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_budgets_kind" CHECK ("engagement_budgets"."kind" IN ('hours', 'fees')),
	CONSTRAINT "engagement_budgets_span" CHECK ("engagement_budgets"."span" IN ('engagement', 'month')),
	CONSTRAINT "engagement_budgets_amount_positive" CHECK ("engagement_budgets"."amount" > 0),
	CONSTRAINT "engagement_budgets_thresholds" CHECK (cardinality("engagement_budgets"."thresholds") BETWEEN 1 AND 5 AND 1 <= ALL("engagement_budgets"."thresholds") AND 1000 >= ALL("engagement_budgets"."thresholds"))
);
--> statement-breakpoint
CREATE TABLE "utilization_target_defaults" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_id" integer,
	"job_title" text,
	"target" integer NOT NULL,
	CONSTRAINT "utilization_target_defaults_one_basis" CHECK (("utilization_target_defaults"."department_id" IS NULL) <> ("utilization_target_defaults"."job_title" IS NULL)),
	CONSTRAINT "utilization_target_defaults_range" CHECK ("utilization_target_defaults"."target" BETWEEN 0 AND 200)
);
--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "utilization_target" integer;--> statement-breakpoint
ALTER TABLE "engagement_budget_alerts" ADD CONSTRAINT "engagement_budget_alerts_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_budgets" ADD CONSTRAINT "engagement_budgets_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilization_target_defaults" ADD CONSTRAINT "utilization_target_defaults_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "utilization_target_defaults_department_unique" ON "utilization_target_defaults" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "utilization_target_defaults_job_title_unique" ON "utilization_target_defaults" USING btree ("job_title");--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_utilization_target_range" CHECK ("people"."utilization_target" IS NULL OR "people"."utilization_target" BETWEEN 0 AND 200);