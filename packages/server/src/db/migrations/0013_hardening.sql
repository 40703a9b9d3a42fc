CREATE TABLE "participant_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"participant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_janus_handles" (
	"janus_handle_id" text PRIMARY KEY NOT NULL,
	"janus_session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_janus_sessions" (
	"janus_session_id" text PRIMARY KEY NOT NULL,
	"participant_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "participants_token_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "frame_ancestors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "participant_links" ADD CONSTRAINT "participant_links_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_janus_handles" ADD CONSTRAINT "video_janus_handles_janus_session_id_video_janus_sessions_janus_session_id_fk" FOREIGN KEY ("janus_session_id") REFERENCES "public"."video_janus_sessions"("janus_session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_janus_sessions" ADD CONSTRAINT "video_janus_sessions_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_janus_sessions" ADD CONSTRAINT "video_janus_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participant_links_participant_idx" ON "participant_links" USING btree ("participant_id","created_at");--> statement-breakpoint
CREATE INDEX "video_janus_sessions_participant_idx" ON "video_janus_sessions" USING btree ("participant_id");--> statement-breakpoint
INSERT INTO "participant_links" ("token_hash", "participant_id", "created_at") SELECT "token_hash", "id", "registered_at" FROM "participants" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "participants" DROP COLUMN "token_hash";