CREATE TABLE "campaign_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"registered_at" timestamp with time zone,
	"participated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_registrations_joined_check" CHECK ("campaign_registrations"."registered_at" is not null or "campaign_registrations"."participated_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"location" text,
	"online_url" text,
	"seat_limit" integer,
	"registration_deadline" timestamp with time zone,
	"unit" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_kind_check" CHECK ("campaigns"."kind" in ('info_evening', 'webinar', 'campus_tour', 'raffle')),
	CONSTRAINT "campaigns_unit_check" CHECK ("campaigns"."unit" in ('ds', 'fs', 'both')),
	CONSTRAINT "campaigns_seat_limit_check" CHECK ("campaigns"."seat_limit" is null or "campaigns"."seat_limit" > 0),
	CONSTRAINT "campaigns_ends_check" CHECK ("campaigns"."ends_at" is null or "campaigns"."ends_at" > "campaigns"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_account_id" uuid NOT NULL,
	"referred_email" text NOT NULL,
	"application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_referred_email_lower_check" CHECK ("referrals"."referred_email" = lower("referrals"."referred_email"))
);
--> statement-breakpoint
CREATE TABLE "training_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"estimated_minutes" integer NOT NULL,
	"unit" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_modules_unit_check" CHECK ("training_modules"."unit" in ('ds', 'fs', 'both')),
	CONSTRAINT "training_modules_minutes_check" CHECK ("training_modules"."estimated_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "training_progress" (
	"account_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_registrations" ADD CONSTRAINT "campaign_registrations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_registrations" ADD CONSTRAINT "campaign_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_account_id_accounts_id_fk" FOREIGN KEY ("referrer_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_application_id_study_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."study_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_progress" ADD CONSTRAINT "training_progress_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_progress" ADD CONSTRAINT "training_progress_module_id_training_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."training_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_registrations_campaign_account_key" ON "campaign_registrations" USING btree ("campaign_id","account_id");--> statement-breakpoint
CREATE INDEX "campaign_registrations_account_idx" ON "campaign_registrations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "campaigns_published_starts_idx" ON "campaigns" USING btree ("published","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_email_key" ON "referrals" USING btree ("referred_email");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_account_id");--> statement-breakpoint
CREATE INDEX "referrals_application_idx" ON "referrals" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "training_modules_order_idx" ON "training_modules" USING btree ("position","title");--> statement-breakpoint
CREATE UNIQUE INDEX "training_progress_account_module_key" ON "training_progress" USING btree ("account_id","module_id");--> statement-breakpoint
CREATE INDEX "training_progress_module_idx" ON "training_progress" USING btree ("module_id");