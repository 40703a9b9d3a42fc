ALTER TABLE "webcasts" ADD COLUMN "notice" text;--> statement-breakpoint
ALTER TABLE "webcasts" ADD COLUMN "notice_posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webcasts" ADD COLUMN "slide_id" text;--> statement-breakpoint
ALTER TABLE "webcasts" ADD COLUMN "slide_title" text;--> statement-breakpoint
ALTER TABLE "webcasts" ADD COLUMN "slide_url" text;--> statement-breakpoint
ALTER TABLE "webcasts" ADD COLUMN "slide_shown_at" timestamp with time zone;