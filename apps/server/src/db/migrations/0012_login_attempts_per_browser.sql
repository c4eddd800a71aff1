ALTER TABLE "login_attempts" ADD COLUMN "browser_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_attempts_browser_idx" ON "login_attempts" USING btree ("browser_key");