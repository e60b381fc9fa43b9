CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insert_id" uuid NOT NULL,
	"name" text NOT NULL,
	"visitor_id" uuid NOT NULL,
	"experiment_variant" text,
	"properties" jsonb NOT NULL,
	"user_properties" jsonb,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_name_check" CHECK ("analytics_events"."name" in ('onboarding_emailVerification_viewed', 'onboarding_emailVerification_resent', 'onboarding_welcome_viewed', 'onboarding_welcome_clicked', 'onboarding_hzb_viewed', 'onboarding_hzb_saved', 'onboarding_hzb_backClicked', 'onboarding_hzbBw_saved', 'onboarding_germanLanguage_viewed', 'onboarding_germanLanguage_saved', 'onboarding_germanLanguage_backClicked', 'onboarding_blocked_viewed', 'onboarding_blocked_clicked', 'onboarding_success_viewed', 'account_data_saved', 'page_viewed')),
	CONSTRAINT "analytics_events_experiment_variant_check" CHECK ("analytics_events"."experiment_variant" in ('Original', 'Variation 1'))
);
--> statement-breakpoint
CREATE TABLE "experiment_visitor_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" text NOT NULL,
	"variation_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_insert_id_key" ON "analytics_events" USING btree ("insert_id");--> statement-breakpoint
CREATE INDEX "analytics_events_name_occurred_idx" ON "analytics_events" USING btree ("name","occurred_at","experiment_variant","visitor_id");--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_visitor_assignments_campaign_visitor_key" ON "experiment_visitor_assignments" USING btree ("campaign_id","visitor_id");--> statement-breakpoint
CREATE INDEX "experiment_visitor_assignments_created_idx" ON "experiment_visitor_assignments" USING btree ("created_at");