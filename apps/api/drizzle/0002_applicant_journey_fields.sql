ALTER TABLE "accounts" ADD COLUMN "graduation_school" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "graduation_year" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "work_experiences" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "software_skills" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "practice_partner_name" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "practice_partner_address" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "health_insurance_company" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "issued_on" date;