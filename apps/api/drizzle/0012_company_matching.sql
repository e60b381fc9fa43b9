CREATE TABLE "match_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"terms" jsonb NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prepared_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_contracts_status_check" CHECK ("match_contracts"."status" in ('requested', 'prepared', 'signed'))
);
--> statement-breakpoint
ALTER TABLE "match_contracts" ADD CONSTRAINT "match_contracts_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_contracts" ADD CONSTRAINT "match_contracts_requested_by_company_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_contracts_match_key" ON "match_contracts" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "match_contracts_requested_by_idx" ON "match_contracts" USING btree ("requested_by");