ALTER TABLE "registration_pages" ADD COLUMN "font" text DEFAULT 'inter' NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_threads" ADD COLUMN "staff_read_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_threads" ADD COLUMN "visitor_mailed_seq" bigint DEFAULT 0 NOT NULL;