CREATE TABLE "activity_hourly" (
	"event_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"room_id" text DEFAULT '' NOT NULL,
	"element_id" text DEFAULT '' NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"records" integer NOT NULL,
	"seconds" bigint NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "activity_hourly_pk" PRIMARY KEY("event_id","hour","kind","room_id","element_id","live")
);
--> statement-breakpoint
CREATE TABLE "activity_presence" (
	"event_id" uuid NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "activity_presence_pk" PRIMARY KEY("event_id","minute")
);
--> statement-breakpoint
CREATE TABLE "activity_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"room_id" text,
	"element_id" text,
	"seconds" integer,
	"live" boolean,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_rollup_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"received_up_to" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_rollup_state_one_row_check" CHECK ("activity_rollup_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "activity_hourly" ADD CONSTRAINT "activity_hourly_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_presence" ADD CONSTRAINT "activity_presence_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_records" ADD CONSTRAINT "activity_records_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_records" ADD CONSTRAINT "activity_records_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_records_event_at_idx" ON "activity_records" USING btree ("event_id","at");--> statement-breakpoint
CREATE INDEX "activity_records_received_idx" ON "activity_records" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "activity_records_participant_idx" ON "activity_records" USING btree ("participant_id");