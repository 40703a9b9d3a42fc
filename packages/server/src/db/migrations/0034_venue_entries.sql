CREATE TABLE "venue_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "venue_entries" ADD CONSTRAINT "venue_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_entries" ADD CONSTRAINT "venue_entries_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_entries_event_entered_idx" ON "venue_entries" USING btree ("event_id","entered_at");--> statement-breakpoint
CREATE INDEX "venue_entries_participant_idx" ON "venue_entries" USING btree ("participant_id");--> statement-breakpoint
-- The sessions open now were entries: the report counts them.
INSERT INTO "venue_entries" ("event_id", "participant_id", "entered_at") SELECT "event_id", "participant_id", "created_at" FROM "visitor_sessions";
