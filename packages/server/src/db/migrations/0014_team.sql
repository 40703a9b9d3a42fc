ALTER TABLE "users" ADD COLUMN "main_account_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_main_account_id_users_id_fk" FOREIGN KEY ("main_account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_main_account_idx" ON "users" USING btree ("main_account_id");