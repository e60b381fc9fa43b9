CREATE TABLE "advisor_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"sender_role" text NOT NULL,
	"sender_account_id" uuid,
	"subject" text,
	"text" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_messages_text_check" CHECK (length("advisor_messages"."text") between 1 and 3000),
	CONSTRAINT "advisor_messages_sender_role_check" CHECK ("advisor_messages"."sender_role" in ('applicant', 'study_advisor'))
);
--> statement-breakpoint
ALTER TABLE "advisors" ADD COLUMN "photo_storage_key" text;--> statement-breakpoint
ALTER TABLE "study_applications" ADD COLUMN "unit" text;--> statement-breakpoint
-- Existing applications: the kind of the unit they belong to, else the course's first unit (ds before fs).
UPDATE "study_applications" AS a SET "unit" = u."unit" FROM "units" AS u WHERE a."unit_id" = u."id";--> statement-breakpoint
UPDATE "study_applications" AS a SET "unit" = CASE WHEN 'ds' = ANY(c."units") THEN 'ds' ELSE c."units"[1] END FROM "courses" AS c WHERE a."unit" IS NULL AND a."course_id" = c."id";--> statement-breakpoint
ALTER TABLE "study_applications" ALTER COLUMN "unit" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "advisor_note" text;--> statement-breakpoint
ALTER TABLE "advisor_messages" ADD CONSTRAINT "advisor_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_messages" ADD CONSTRAINT "advisor_messages_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_messages_account_created_idx" ON "advisor_messages" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "study_applications" ADD CONSTRAINT "study_applications_unit_check" CHECK ("study_applications"."unit" in ('ds', 'fs'));