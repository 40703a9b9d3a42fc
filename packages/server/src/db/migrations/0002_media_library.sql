CREATE TABLE "asset_usages" (
	"asset_id" uuid NOT NULL,
	"usage_type" text NOT NULL,
	"owner_id" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_usages_asset_id_usage_type_owner_id_pk" PRIMARY KEY("asset_id","usage_type","owner_id")
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"kind" text NOT NULL,
	"origin" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"duration" double precision,
	"version" integer DEFAULT 1 NOT NULL,
	"original_key" text NOT NULL,
	"web_key" text,
	"thumb_key" text,
	"template_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_template_key_unique" UNIQUE("template_key")
);
--> statement-breakpoint
ALTER TABLE "asset_usages" ADD CONSTRAINT "asset_usages_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_usages_owner_idx" ON "asset_usages" USING btree ("usage_type","owner_id");--> statement-breakpoint
CREATE INDEX "assets_tenant_kind_idx" ON "assets" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "assets_origin_kind_idx" ON "assets" USING btree ("origin","kind");