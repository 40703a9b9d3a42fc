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
ALTER TABLE "webcasts" ADD CONSTRAINT "webcasts_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webcasts" ADD CONSTRAINT "webcasts_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webcasts_tenant_idx" ON "webcasts" USING btree ("tenant_id");