CREATE TABLE "sustainability_assumptions" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"assumptions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sustainability_assumptions" ADD CONSTRAINT "sustainability_assumptions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;