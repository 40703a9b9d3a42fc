CREATE TABLE "registration_page_views" (
	"event_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "registration_page_views_pk" PRIMARY KEY("event_id","hour")
);
--> statement-breakpoint
ALTER TABLE "registration_page_views" ADD CONSTRAINT "registration_page_views_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;