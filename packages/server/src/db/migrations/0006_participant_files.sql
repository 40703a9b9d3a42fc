CREATE TABLE "participant_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"participant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participant_files" ADD CONSTRAINT "participant_files_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_files" ADD CONSTRAINT "participant_files_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participant_files_event_idx" ON "participant_files" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "participant_files_participant_idx" ON "participant_files" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "participant_files_unclaimed_idx" ON "participant_files" USING btree ("created_at") WHERE "participant_files"."participant_id" is null;