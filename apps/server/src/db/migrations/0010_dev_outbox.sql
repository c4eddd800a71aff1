CREATE TABLE "dev_outbox_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_id" bigint,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_outbox_mails" ADD CONSTRAINT "dev_outbox_mails_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_outbox_mails_sent_idx" ON "dev_outbox_mails" USING btree ("sent_at");