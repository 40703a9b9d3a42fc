ALTER TABLE "events" ADD COLUMN "event_time" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;