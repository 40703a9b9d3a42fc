ALTER TABLE "webcasts" ADD COLUMN "notice" text;--> statement-breakpoint
ALTER TABLE "webcasts" ADD COLUMN "notice_posted_at" timestamp with time zone;