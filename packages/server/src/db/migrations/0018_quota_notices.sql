CREATE TABLE "quota_notices" (
	"event_id" uuid NOT NULL,
	"threshold" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quota_notices_event_id_threshold_pk" PRIMARY KEY("event_id","threshold"),
	CONSTRAINT "quota_notices_threshold_check" CHECK ("quota_notices"."threshold" in (90, 100))
);
--> statement-breakpoint
ALTER TABLE "quota_notices" ADD CONSTRAINT "quota_notices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;