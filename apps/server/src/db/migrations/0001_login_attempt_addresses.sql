ALTER TABLE "login_attempts" ADD COLUMN "client_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_attempts_client_idx" ON "login_attempts" USING btree ("client_address");--> statement-breakpoint
CREATE INDEX "login_attempts_expires_idx" ON "login_attempts" USING btree ("expires_at");