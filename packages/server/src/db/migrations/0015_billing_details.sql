CREATE TABLE "billing_details" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"beneficiary" jsonb NOT NULL,
	"same_as_beneficiary" boolean DEFAULT true NOT NULL,
	"recipient" jsonb,
	"cost_centre" text DEFAULT '' NOT NULL,
	"invoice_contact" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;