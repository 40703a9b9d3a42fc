ALTER TABLE "mailing_deliveries" ADD COLUMN "clicked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailing_deliveries" ADD COLUMN "clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mailings" ADD COLUMN "relative_minutes" integer;--> statement-breakpoint
ALTER TABLE "mailings" ADD COLUMN "track_clicks" boolean DEFAULT true NOT NULL;