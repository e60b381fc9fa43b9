CREATE TABLE "match_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_events_event_check" CHECK ("match_events"."event" in ('advisor_suggested', 'applicant_interested', 'applicant_declined', 'company_interested', 'company_rejected', 'interview_proposed', 'interview_date_chosen', 'trial_day_scheduled', 'company_accepted', 'applicant_accepted', 'applicant_rejected_offer', 'opening_staffed', 'opening_closed', 'expired')),
	CONSTRAINT "match_events_from_status_check" CHECK ("match_events"."from_status" in ('awaiting_any_interest', 'awaiting_partner_interest', 'awaiting_applicant_interest', 'awaiting_interview_schedule', 'interview_scheduled', 'trial_day_scheduled', 'awaiting_partner_confirmation', 'awaiting_applicant_confirmation', 'offer_accepted', 'cancelled')),
	CONSTRAINT "match_events_to_status_check" CHECK ("match_events"."to_status" in ('awaiting_any_interest', 'awaiting_partner_interest', 'awaiting_applicant_interest', 'awaiting_interview_schedule', 'interview_scheduled', 'trial_day_scheduled', 'awaiting_partner_confirmation', 'awaiting_applicant_confirmation', 'offer_accepted', 'cancelled')),
	CONSTRAINT "match_events_actor_type_check" CHECK ("match_events"."actor_type" in ('account', 'company_user', 'system'))
);
--> statement-breakpoint
CREATE TABLE "postal_code_locations" (
	"postal_code" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_cancellation_reason_check";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "preferred_work_models" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "place_of_training_postal_code" text;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "required_languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "max_grade_average" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "driving_license_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "interview_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "interview_details" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "trial_day_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "company_viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_events_match_idx" ON "match_events" USING btree ("match_id","created_at");--> statement-breakpoint
CREATE INDEX "matches_status_changed_idx" ON "matches" USING btree ("status_changed_at") WHERE "matches"."status" not in ('offer_accepted', 'cancelled');--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_cancellation_reason_check" CHECK ("matches"."cancellation_reason" in ('staffed_with_another_applicant', 'rejected_by_company', 'rejected_by_applicant', 'job_opening_closed', 'expired_without_answer'));