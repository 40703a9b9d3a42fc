CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title1" text NOT NULL,
	"title2" text DEFAULT '' NOT NULL,
	"main_color" text NOT NULL,
	"text_color" text NOT NULL,
	"logo_asset_id" uuid,
	"logo_link" text,
	"help_email" text,
	"help_booth_id" uuid,
	"start_room_id" uuid,
	"allow_chat_video" boolean DEFAULT false NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"page_code" text NOT NULL,
	"origin" text NOT NULL,
	"event_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_elements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"parent_id" uuid,
	"position" integer NOT NULL,
	"slot_id" text,
	"design_id" text,
	"data" jsonb NOT NULL,
	"target_kind" text DEFAULT 'none' NOT NULL,
	"target" jsonb,
	"target_element_id" uuid,
	"target_asset_id" uuid,
	"ref_element_id" uuid
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_logo_asset_id_assets_id_fk" FOREIGN KEY ("logo_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_help_booth_id_venue_elements_id_fk" FOREIGN KEY ("help_booth_id") REFERENCES "public"."venue_elements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_start_room_id_venue_elements_id_fk" FOREIGN KEY ("start_room_id") REFERENCES "public"."venue_elements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_elements" ADD CONSTRAINT "venue_elements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_elements" ADD CONSTRAINT "venue_elements_parent_id_venue_elements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."venue_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_elements" ADD CONSTRAINT "venue_elements_target_element_id_venue_elements_id_fk" FOREIGN KEY ("target_element_id") REFERENCES "public"."venue_elements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_elements" ADD CONSTRAINT "venue_elements_target_asset_id_assets_id_fk" FOREIGN KEY ("target_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_elements" ADD CONSTRAINT "venue_elements_ref_element_id_venue_elements_id_fk" FOREIGN KEY ("ref_element_id") REFERENCES "public"."venue_elements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_tenant_name_idx" ON "events" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "events_page_code_idx" ON "events" USING btree ("page_code");--> statement-breakpoint
CREATE INDEX "events_tenant_created_idx" ON "events" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "venue_elements_event_idx" ON "venue_elements" USING btree ("event_id","kind","position");--> statement-breakpoint
CREATE INDEX "venue_elements_parent_idx" ON "venue_elements" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "venue_elements_target_idx" ON "venue_elements" USING btree ("target_element_id") WHERE "venue_elements"."target_element_id" is not null;--> statement-breakpoint
CREATE INDEX "venue_elements_ref_idx" ON "venue_elements" USING btree ("ref_element_id") WHERE "venue_elements"."ref_element_id" is not null;