ALTER TABLE "company_users" ADD COLUMN "profile_picture_storage_key" text;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "notification_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;