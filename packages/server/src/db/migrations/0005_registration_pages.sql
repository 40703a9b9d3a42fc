CREATE TABLE "participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"token_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_pages" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"html_title" text NOT NULL,
	"language" text NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"expired" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"date_line1" text DEFAULT '' NOT NULL,
	"date_line2" text DEFAULT '' NOT NULL,
	"main_color" text NOT NULL,
	"label_color" text NOT NULL,
	"header_image_asset_id" uuid,
	"background_image_asset_id" uuid,
	"mail_subject" text NOT NULL,
	"mail_html" text NOT NULL,
	"mail_text" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thanks_text" text DEFAULT '' NOT NULL,
	"confirm_closed_text" text DEFAULT '' NOT NULL,
	"confirm_open_text" text DEFAULT '' NOT NULL,
	"start_closed_text" text DEFAULT '' NOT NULL,
	"start_open_text" text DEFAULT '' NOT NULL,
	"expired_text" text DEFAULT '' NOT NULL,
	"submit_label" text NOT NULL,
	"terms_text" text DEFAULT '' NOT NULL,
	"legal" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_pages" ADD CONSTRAINT "registration_pages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_pages" ADD CONSTRAINT "registration_pages_header_image_asset_id_assets_id_fk" FOREIGN KEY ("header_image_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_pages" ADD CONSTRAINT "registration_pages_background_image_asset_id_assets_id_fk" FOREIGN KEY ("background_image_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "participants_event_email_idx" ON "participants" USING btree ("event_id","email");--> statement-breakpoint
CREATE INDEX "participants_event_registered_idx" ON "participants" USING btree ("event_id","registered_at");--> statement-breakpoint
CREATE INDEX "participants_tenant_registered_idx" ON "participants" USING btree ("tenant_id","registered_at");--> statement-breakpoint
CREATE INDEX "participants_token_idx" ON "participants" USING btree ("token_hash");