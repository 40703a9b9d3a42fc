CREATE TABLE "webcast_recordings" (
	"asset_id" uuid PRIMARY KEY NOT NULL,
	"webcast_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webcast_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"webcast_id" uuid NOT NULL,
	"webcast_user_id" uuid,
	"organiser_id" uuid,
	"role" text,
	"display_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webcast_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webcast_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"invitation_hash" text,
	"invited_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webcast_users_invitation_hash_unique" UNIQUE("invitation_hash")
);
--> statement-breakpoint
CREATE TABLE "webcasts" (
	"asset_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"stream_key" text NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"live_since" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"publisher" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webcasts_stream_key_unique" UNIQUE("stream_key")
);
--> statement-breakpoint
ALTER TABLE "webcast_recordings" ADD CONSTRAINT "webcast_recordings_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webcast_recordings" ADD CONSTRAINT "webcast_recordings_webcast_id_webcasts_asset_id_fk" FOREIGN KEY ("webcast_id") REFERENCES "public"."webcasts"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webcast_sessions" ADD CONSTRAINT "webcast_sessions_webcast_id_webcasts_asset_id_fk" FOREIGN KEY ("webcast_id") REFERENCES "public"."webcasts"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webcast_sessions" ADD CONSTRAINT "webcast_sessions_webcast_user_id_webcast_users_id_fk" FOREIGN KEY ("webcast_user_id") REFERENCES "public"."webcast_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webcast_sessions" ADD CONSTRAINT "webcast_sessions_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webcast_users" ADD CONSTRAINT "webcast_users_webcast_id_webcasts_asset_id_fk" FOREIGN KEY ("webcast_id") REFERENCES "public"."webcasts"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webcasts" ADD CONSTRAINT "webcasts_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webcasts" ADD CONSTRAINT "webcasts_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webcast_recordings_webcast_idx" ON "webcast_recordings" USING btree ("webcast_id","created_at");--> statement-breakpoint
CREATE INDEX "webcast_sessions_webcast_idx" ON "webcast_sessions" USING btree ("webcast_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webcast_users_email_idx" ON "webcast_users" USING btree ("webcast_id",lower("email"));--> statement-breakpoint
CREATE INDEX "webcasts_tenant_idx" ON "webcasts" USING btree ("tenant_id");