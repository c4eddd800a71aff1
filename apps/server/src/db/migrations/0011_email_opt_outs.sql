CREATE TABLE "email_opt_outs" (
	"person_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "email_opt_outs_person_id_kind_pk" PRIMARY KEY("person_id","kind")
);
--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;