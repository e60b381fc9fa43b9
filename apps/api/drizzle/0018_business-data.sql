CREATE TABLE "downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"company_id" uuid,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"demo_document" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "downloads_category_check" CHECK ("downloads"."category" in ('contracts', 'guides', 'marketing', 'forms'))
);
--> statement-breakpoint
CREATE TABLE "upskilling_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"format" text NOT NULL,
	"duration" text NOT NULL,
	"location" text,
	"starts_on" date,
	"ends_on" date,
	"price_cents" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"seats" integer,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upskilling_courses_currency_check" CHECK ("upskilling_courses"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "upskilling_courses_price_check" CHECK ("upskilling_courses"."price_cents" is null or "upskilling_courses"."price_cents" >= 0),
	CONSTRAINT "upskilling_courses_seats_check" CHECK ("upskilling_courses"."seats" is null or "upskilling_courses"."seats" > 0),
	CONSTRAINT "upskilling_courses_dates_check" CHECK ("upskilling_courses"."starts_on" is null or "upskilling_courses"."ends_on" is null or "upskilling_courses"."starts_on" <= "upskilling_courses"."ends_on"),
	CONSTRAINT "upskilling_courses_format_check" CHECK ("upskilling_courses"."format" in ('online', 'on_campus', 'hybrid'))
);
--> statement-breakpoint
CREATE TABLE "upskilling_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"requested_by" uuid,
	"participants" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	"staff_note" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"support_ticket_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upskilling_requests_participants_check" CHECK ("upskilling_requests"."participants" > 0),
	CONSTRAINT "upskilling_requests_status_check" CHECK ("upskilling_requests"."status" in ('new', 'confirmed', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "notice_type" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "net_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_rate_basis_points" integer DEFAULT 1900 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "line_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reference_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_on" date;--> statement-breakpoint
-- Existing rows (decision 210): notices were credit notes; net and one line item from the gross at 19 % VAT.
UPDATE "invoices" SET "notice_type" = 'credit_note' WHERE "kind" = 'notice';--> statement-breakpoint
UPDATE "invoices" SET "net_cents" = round("amount_cents" / 1.19), "line_items" = jsonb_build_array(jsonb_build_object('description', coalesce("description", "number"), 'quantity', 1, 'unitPriceCents', round("amount_cents" / 1.19))) WHERE "line_items" = '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upskilling_requests" ADD CONSTRAINT "upskilling_requests_course_id_upskilling_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."upskilling_courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upskilling_requests" ADD CONSTRAINT "upskilling_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upskilling_requests" ADD CONSTRAINT "upskilling_requests_requested_by_company_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upskilling_requests" ADD CONSTRAINT "upskilling_requests_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upskilling_requests" ADD CONSTRAINT "upskilling_requests_support_ticket_id_support_tickets_id_fk" FOREIGN KEY ("support_ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "downloads_published_idx" ON "downloads" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "downloads_company_idx" ON "downloads" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "downloads_created_by_idx" ON "downloads" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "downloads_storage_key_key" ON "downloads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "upskilling_courses_published_idx" ON "upskilling_courses" USING btree ("published","starts_on");--> statement-breakpoint
CREATE INDEX "upskilling_requests_course_status_idx" ON "upskilling_requests" USING btree ("course_id","status");--> statement-breakpoint
CREATE INDEX "upskilling_requests_company_idx" ON "upskilling_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "upskilling_requests_status_idx" ON "upskilling_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "upskilling_requests_requested_by_idx" ON "upskilling_requests" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "upskilling_requests_decided_by_idx" ON "upskilling_requests" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "upskilling_requests_support_ticket_idx" ON "upskilling_requests" USING btree ("support_ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "upskilling_requests_one_new_key" ON "upskilling_requests" USING btree ("company_id","course_id") WHERE "upskilling_requests"."status" = 'new';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_notice_type_check" CHECK (("invoices"."kind" = 'notice') = ("invoices"."notice_type" is not null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_notice_type_values_check" CHECK ("invoices"."notice_type" in ('credit_note', 'reminder'));