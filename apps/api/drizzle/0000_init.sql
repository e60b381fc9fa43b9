CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"given_name" text,
	"family_name" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"principal_type" text NOT NULL,
	"principal_id" uuid NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'stored' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_campuses" (
	"course_id" uuid NOT NULL,
	"campus_id" uuid NOT NULL,
	CONSTRAINT "course_campuses_course_id_campus_id_pk" PRIMARY KEY("course_id","campus_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"study_model" text NOT NULL,
	"units" text[] NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_study_model_check" CHECK ("courses"."study_model" in ('DS', 'DMS')),
	CONSTRAINT "courses_units_check" CHECK ("courses"."units" <@ array['ds', 'fs']::text[])
);
--> statement-breakpoint
CREATE TABLE "intakes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'not_answered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_consents_type_check" CHECK ("account_consents"."type" in ('user_research', 'amplitude')),
	CONSTRAINT "account_consents_status_check" CHECK ("account_consents"."status" in ('not_answered', 'opt_in_single', 'opt_in_double', 'opt_out'))
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text DEFAULT 'applicant' NOT NULL,
	"issuer" text,
	"subject" text,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"salutation" text,
	"first_name" text,
	"last_name" text,
	"birthday" date,
	"birth_name" text,
	"place_of_birth" text,
	"country_of_birth" text,
	"nationality" text,
	"phone" text,
	"shipping_street" text,
	"shipping_postal_code" text,
	"shipping_city" text,
	"shipping_country" text,
	"university_entrance_qualification" text,
	"university_entrance_qualification_bw" boolean,
	"university_entrance_qualification_status" text,
	"language_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"grade_average" numeric(3, 2),
	"motivation_text" text,
	"practice_partner_contact" text,
	"practice_partner_max_distance" integer,
	"accredited_authority_german_language" text,
	"accreditation_date_german_skills" date,
	"driving_license_exists" boolean,
	"own_car" boolean,
	"professional_experience_exists" boolean,
	"practice_partner_exists" boolean,
	"health_insurance_type" text,
	"info_session_attended" boolean DEFAULT false NOT NULL,
	"info_session_attended_at" timestamp with time zone,
	"info_session_confirmed_at" timestamp with time zone,
	"info_session_confirmed_by" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notification_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"product_fruits_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_lower_check" CHECK ("accounts"."email" = lower("accounts"."email")),
	CONSTRAINT "accounts_identity_check" CHECK (("accounts"."issuer" is null) = ("accounts"."subject" is null)),
	CONSTRAINT "accounts_grade_average_check" CHECK ("accounts"."grade_average" between 1 and 6),
	CONSTRAINT "accounts_role_check" CHECK ("accounts"."role" in ('applicant', 'advisor')),
	CONSTRAINT "accounts_salutation_check" CHECK ("accounts"."salutation" in ('mr', 'mrs', 'mx')),
	CONSTRAINT "accounts_university_entrance_qualification_check" CHECK ("accounts"."university_entrance_qualification" in ('ForeignUniversityEntranceDiploma', 'Abitur', 'SubjectSpecificAbitur', 'Fachhochschulreife', 'Meisterbrief', 'ApprenticeshipWithExperience', 'StateCertifiedTechnician')),
	CONSTRAINT "accounts_university_entrance_qualification_status_check" CHECK ("accounts"."university_entrance_qualification_status" in ('Existing', 'In prospect', 'Missing')),
	CONSTRAINT "accounts_accredited_authority_german_language_check" CHECK ("accounts"."accredited_authority_german_language" in ('DSH-1', 'TestDaF', 'telc', 'ÖSD', 'Diverse')),
	CONSTRAINT "accounts_health_insurance_type_check" CHECK ("accounts"."health_insurance_type" in ('private', 'statutory'))
);
--> statement-breakpoint
CREATE TABLE "advisors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"name" text NOT NULL,
	"phone" text,
	"mobile_phone" text,
	"whatsapp_available" boolean DEFAULT false NOT NULL,
	"email" text NOT NULL,
	"city" text,
	"image_path" text,
	"campus_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"campaign_id" text NOT NULL,
	"variation_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"account_id" uuid,
	"unit_id" uuid,
	"campus_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"intake_id" uuid NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"consent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_applications_email_lower_check" CHECK ("study_applications"."email" = lower("study_applications"."email")),
	CONSTRAINT "study_applications_status_check" CHECK ("study_applications"."status" in ('submitted', 'invited', 'active', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"unit" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"stage" text DEFAULT 'New Application' NOT NULL,
	"advisor_id" uuid,
	"interview_scheduled_at" timestamp with time zone,
	"participate_advisor_interview_on" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_unit_check" CHECK ("units"."unit" in ('ds', 'fs')),
	CONSTRAINT "units_stage_check" CHECK ("units"."stage" in ('New Application', 'Onboarding', 'Documents Pending', 'Info Session', 'Advisory Interview', 'Examined Application', 'Ready to match', 'In Matching', 'Contract Proposal', 'Won', 'Lost'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"street" text,
	"postal_code" text,
	"city" text,
	"country" text,
	"website" text,
	"social_media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"commercial_register" text,
	"court" text,
	"founded_on" date,
	"managing_directors" text[] DEFAULT '{}' NOT NULL,
	"employee_count" integer,
	"locations" text[] DEFAULT '{}' NOT NULL,
	"portrait" text,
	"logo_path" text,
	"sepa_agreement" boolean DEFAULT false NOT NULL,
	"bank_owner_name" text,
	"bank_name" text,
	"iban" text,
	"bic" text,
	"bank_city" text,
	"sepa_confirmed" boolean DEFAULT false NOT NULL,
	"payment_type" text,
	"mandate_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_payment_type_check" CHECK ("companies"."payment_type" in ('direct_transfer', 'sepa'))
);
--> statement-breakpoint
CREATE TABLE "company_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"company_user_id" uuid NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"permissions" text[] DEFAULT '{}' NOT NULL,
	"invitation_pending" boolean DEFAULT false NOT NULL,
	"invited_at" timestamp with time zone,
	"invited_by" uuid,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_memberships_permissions_check" CHECK ("company_memberships"."permissions" <@ array['create employees', 'edit employees', 'delete employees', 'edit company master data', 'edit company portrait', 'edit company payment details', 'create job openings', 'edit job openings', 'request contracts', 'edit contracts', 'view student contracts']::text[])
);
--> statement-breakpoint
CREATE TABLE "company_user_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'not_answered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_user_consents_type_check" CHECK ("company_user_consents"."type" in ('user_research', 'amplitude')),
	CONSTRAINT "company_user_consents_status_check" CHECK ("company_user_consents"."status" in ('not_answered', 'opt_in_single', 'opt_in_double', 'opt_out'))
);
--> statement-breakpoint
CREATE TABLE "company_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer" text,
	"subject" text,
	"email" text NOT NULL,
	"salutation" text,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"position" text,
	"profile_picture" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"product_fruits_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_users_email_lower_check" CHECK ("company_users"."email" = lower("company_users"."email")),
	CONSTRAINT "company_users_identity_check" CHECK (("company_users"."issuer" is null) = ("company_users"."subject" is null))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"company_id" uuid,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"review_status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text,
	"reviewed_by_account_id" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_owner_check" CHECK (("documents"."account_id" is null) <> ("documents"."company_id" is null)),
	CONSTRAINT "documents_size_check" CHECK ("documents"."size_bytes" >= 0),
	CONSTRAINT "documents_category_check" CHECK ("documents"."category" in ('CV', 'Certificate', 'Certificate German skills', 'Certificate health insurance', 'CertifiedCopyUEC', 'Contract', 'De-registration certificate', 'Other', 'Picture')),
	CONSTRAINT "documents_type_check" CHECK ("documents"."type" in ('Picture', 'EmployeeProfilePicture', 'CV', 'MotivationLetter', 'Contract', 'Certificate', 'CertifiedCopyUEC', 'Other', 'Certificate German skills', 'De-registration certificate')),
	CONSTRAINT "documents_review_status_check" CHECK ("documents"."review_status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "job_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"course_id" uuid,
	"campus_id" uuid,
	"start_date" date,
	"open_positions" integer DEFAULT 1 NOT NULL,
	"required_count" integer DEFAULT 1 NOT NULL,
	"skills" text[] DEFAULT '{}' NOT NULL,
	"tasks" text,
	"team_size" integer,
	"benefits" text,
	"extra_payment" text,
	"place_of_training" text,
	"practice_place" text,
	"work_model" text,
	"study_model" text,
	"offer_description" text,
	"offer_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_openings_positions_check" CHECK ("job_openings"."open_positions" >= 0 and "job_openings"."required_count" >= 0),
	CONSTRAINT "job_openings_work_model_check" CHECK ("job_openings"."work_model" in ('onsite', 'hybrid', 'remote')),
	CONSTRAINT "job_openings_study_model_check" CHECK ("job_openings"."study_model" in ('DS', 'DMS')),
	CONSTRAINT "job_openings_status_check" CHECK ("job_openings"."status" in ('draft', 'open', 'openWithActiveMatches', 'staffed', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "match_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"author_company_user_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_opening_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'awaiting_any_interest' NOT NULL,
	"cancellation_reason" text,
	"source" text NOT NULL,
	"applicant_interest" boolean,
	"company_interest" boolean,
	"favorite" boolean DEFAULT false NOT NULL,
	"interview_date_suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feedback_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_cancellation_check" CHECK ("matches"."cancellation_reason" is null or "matches"."status" = 'cancelled'),
	CONSTRAINT "matches_status_check" CHECK ("matches"."status" in ('awaiting_any_interest', 'awaiting_partner_interest', 'awaiting_applicant_interest', 'awaiting_interview_schedule', 'interview_scheduled', 'trial_day_scheduled', 'awaiting_partner_confirmation', 'awaiting_applicant_confirmation', 'offer_accepted', 'cancelled')),
	CONSTRAINT "matches_cancellation_reason_check" CHECK ("matches"."cancellation_reason" in ('staffed_with_another_applicant', 'rejected_by_company', 'rejected_by_applicant', 'job_opening_closed')),
	CONSTRAINT "matches_source_check" CHECK ("matches"."source" in ('company', 'applicant', 'study_advisor'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"description" text,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'notice')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('open', 'paid', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audience" text NOT NULL,
	"title" text NOT NULL,
	"teaser" text NOT NULL,
	"body" text NOT NULL,
	"image_path" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_audience_check" CHECK ("news"."audience" in ('applicant', 'company'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_type" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"company_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"status" text DEFAULT 'new' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_recipient_type_check" CHECK ("notifications"."recipient_type" in ('account', 'company_user')),
	CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" in ('new', 'read'))
);
--> statement-breakpoint
CREATE TABLE "support_ticket_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"sender_role" text NOT NULL,
	"sender_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_ticket_messages_sender_role_check" CHECK ("support_ticket_messages"."sender_role" in ('company', 'applicant', 'study_advisor'))
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by_company_user_id" uuid,
	"subject" text NOT NULL,
	"topic" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" in ('open', 'in_progress', 'waiting', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audience" text NOT NULL,
	"selected" text NOT NULL,
	"reasons" text[] DEFAULT '{}' NOT NULL,
	"feedback" text,
	"user_agent" text,
	"screen_width" integer,
	"screen_height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_audience_check" CHECK ("feedback"."audience" in ('applicant', 'company')),
	CONSTRAINT "feedback_selected_check" CHECK ("feedback"."selected" in ('negative', 'neutral', 'positive'))
);
--> statement-breakpoint
CREATE TABLE "tracking_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_actor_type_check" CHECK ("audit_log"."actor_type" in ('account', 'company_user', 'system'))
);
--> statement-breakpoint
ALTER TABLE "identity_tokens" ADD CONSTRAINT "identity_tokens_user_id_identity_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identity_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_campuses" ADD CONSTRAINT "course_campuses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_campuses" ADD CONSTRAINT "course_campuses_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_consents" ADD CONSTRAINT "account_consents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_info_session_confirmed_by_accounts_id_fk" FOREIGN KEY ("info_session_confirmed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisors" ADD CONSTRAINT "advisors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisors" ADD CONSTRAINT "advisors_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_assignments" ADD CONSTRAINT "experiment_assignments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_applications" ADD CONSTRAINT "study_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_applications" ADD CONSTRAINT "study_applications_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_applications" ADD CONSTRAINT "study_applications_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_applications" ADD CONSTRAINT "study_applications_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_applications" ADD CONSTRAINT "study_applications_intake_id_intakes_id_fk" FOREIGN KEY ("intake_id") REFERENCES "public"."intakes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_company_user_id_company_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_invited_by_company_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_user_consents" ADD CONSTRAINT "company_user_consents_company_user_id_company_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_reviewed_by_account_id_accounts_id_fk" FOREIGN KEY ("reviewed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_created_by_company_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_comments" ADD CONSTRAINT "match_comments_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_comments" ADD CONSTRAINT "match_comments_author_company_user_id_company_users_id_fk" FOREIGN KEY ("author_company_user_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_job_opening_id_job_openings_id_fk" FOREIGN KEY ("job_opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_messages" ADD CONSTRAINT "support_ticket_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_created_by_company_user_id_company_users_id_fk" FOREIGN KEY ("created_by_company_user_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_tokens_hash_key" ON "identity_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "identity_tokens_user_idx" ON "identity_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_users_email_key" ON "identity_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_payloads_pk" ON "oidc_payloads" USING btree ("model","id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid") WHERE "oidc_payloads"."uid" is not null;--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "auth_nonces_expires_idx" ON "auth_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_principal_idx" ON "sessions" USING btree ("principal_type","principal_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "course_campuses_campus_idx" ON "course_campuses" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_name_key" ON "courses" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "intakes_date_key" ON "intakes" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "account_consents_account_type_key" ON "account_consents" USING btree ("account_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_identity_key" ON "accounts" USING btree ("issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_key" ON "accounts" USING btree ("email") WHERE "accounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "accounts_role_idx" ON "accounts" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "advisors_account_key" ON "advisors" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "advisors_campus_idx" ON "advisors" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_assignments_account_campaign_key" ON "experiment_assignments" USING btree ("account_id","campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_applications_email_course_key" ON "study_applications" USING btree ("email","course_id") WHERE "study_applications"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "study_applications_account_idx" ON "study_applications" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "study_applications_unit_idx" ON "study_applications" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "study_applications_campus_idx" ON "study_applications" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "study_applications_course_idx" ON "study_applications" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "study_applications_intake_idx" ON "study_applications" USING btree ("intake_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_account_unit_key" ON "units" USING btree ("account_id","unit");--> statement-breakpoint
CREATE UNIQUE INDEX "units_account_primary_key" ON "units" USING btree ("account_id") WHERE "units"."is_primary";--> statement-breakpoint
CREATE INDEX "units_advisor_stage_idx" ON "units" USING btree ("advisor_id","stage");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_memberships_company_user_key" ON "company_memberships" USING btree ("company_id","company_user_id");--> statement-breakpoint
CREATE INDEX "company_memberships_user_idx" ON "company_memberships" USING btree ("company_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_memberships_user_default_key" ON "company_memberships" USING btree ("company_user_id") WHERE "company_memberships"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "company_user_consents_user_type_key" ON "company_user_consents" USING btree ("company_user_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "company_users_identity_key" ON "company_users" USING btree ("issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "company_users_email_key" ON "company_users" USING btree ("email") WHERE "company_users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_storage_key_key" ON "documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "documents_account_idx" ON "documents" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_company_idx" ON "documents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_review_status_idx" ON "documents" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "job_openings_company_status_idx" ON "job_openings" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "job_openings_course_idx" ON "job_openings" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "job_openings_campus_idx" ON "job_openings" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "job_openings_status_start_idx" ON "job_openings" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "match_comments_match_idx" ON "match_comments" USING btree ("match_id","created_at");--> statement-breakpoint
CREATE INDEX "match_comments_author_idx" ON "match_comments" USING btree ("author_company_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_job_opening_account_key" ON "matches" USING btree ("job_opening_id","account_id");--> statement-breakpoint
CREATE INDEX "matches_account_idx" ON "matches" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "matches_job_opening_status_idx" ON "matches" USING btree ("job_opening_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_company_kind_idx" ON "invoices" USING btree ("company_id","kind","issued_on");--> statement-breakpoint
CREATE INDEX "news_audience_published_idx" ON "news" USING btree ("audience","published_at");--> statement-breakpoint
CREATE INDEX "notifications_recipient_status_idx" ON "notifications" USING btree ("recipient_type","recipient_id","status");--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_type","recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_company_idx" ON "notifications" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "support_ticket_messages_ticket_idx" ON "support_ticket_messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_company_status_idx" ON "support_tickets" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "support_tickets_created_by_idx" ON "support_tickets" USING btree ("created_by_company_user_id");--> statement-breakpoint
CREATE INDEX "feedback_audience_created_idx" ON "feedback" USING btree ("audience","created_at");--> statement-breakpoint
CREATE INDEX "tracking_visits_tracking_idx" ON "tracking_visits" USING btree ("tracking_id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_type","actor_id","created_at");