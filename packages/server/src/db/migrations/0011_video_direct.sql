CREATE TABLE "direct_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_threads_staff_participant_uq" UNIQUE("staff_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "video_removals" (
	"event_id" uuid NOT NULL,
	"room_key" text NOT NULL,
	"participant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_removals_event_id_room_key_participant_id_pk" PRIMARY KEY("event_id","room_key","participant_id")
);
--> statement-breakpoint
CREATE TABLE "video_rooms" (
	"event_id" uuid NOT NULL,
	"room_key" text NOT NULL,
	"janus_room" bigint NOT NULL,
	"pin" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_rooms_event_id_room_key_pk" PRIMARY KEY("event_id","room_key"),
	CONSTRAINT "video_rooms_janus_room_unique" UNIQUE("janus_room")
);
--> statement-breakpoint
CREATE TABLE "video_seats" (
	"feed_id" bigint PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"room_key" text NOT NULL,
	"participant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "chat_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "thread_id" uuid;--> statement-breakpoint
ALTER TABLE "direct_threads" ADD CONSTRAINT "direct_threads_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_threads" ADD CONSTRAINT "direct_threads_staff_id_venue_elements_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."venue_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_threads" ADD CONSTRAINT "direct_threads_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_removals" ADD CONSTRAINT "video_removals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_removals" ADD CONSTRAINT "video_removals_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_rooms" ADD CONSTRAINT "video_rooms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_seats" ADD CONSTRAINT "video_seats_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_seats" ADD CONSTRAINT "video_seats_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "direct_threads_event_idx" ON "direct_threads" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "video_seats_room_idx" ON "video_seats" USING btree ("event_id","room_key");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_thread_id_direct_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."direct_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_thread_seq_idx" ON "chat_messages" USING btree ("thread_id","seq");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_one_channel_check" CHECK (("chat_messages"."chat_id" is null) <> ("chat_messages"."thread_id" is null));