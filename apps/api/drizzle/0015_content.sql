CREATE TABLE "content_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"audience" text NOT NULL,
	"unit" text DEFAULT 'both' NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"translation_of" uuid,
	"category" text,
	"title" text NOT NULL,
	"teaser" text,
	"body" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"author_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_published_check" CHECK ("content_entries"."status" = 'draft' or "content_entries"."published_at" is not null),
	CONSTRAINT "content_entries_faq_category_check" CHECK (("content_entries"."kind" = 'faq') = ("content_entries"."category" is not null)),
	CONSTRAINT "content_entries_news_teaser_check" CHECK ("content_entries"."kind" <> 'news' or "content_entries"."teaser" is not null),
	CONSTRAINT "content_entries_kind_check" CHECK ("content_entries"."kind" in ('news', 'tip', 'faq')),
	CONSTRAINT "content_entries_status_check" CHECK ("content_entries"."status" in ('draft', 'published')),
	CONSTRAINT "content_entries_audience_check" CHECK ("content_entries"."audience" in ('applicant', 'company', 'both')),
	CONSTRAINT "content_entries_unit_check" CHECK ("content_entries"."unit" in ('ds', 'fs', 'both')),
	CONSTRAINT "content_entries_language_check" CHECK ("content_entries"."language" in ('de', 'en', 'es', 'fr', 'it', 'ru', 'pl', 'ar', 'fa', 'tr')),
	CONSTRAINT "content_entries_category_check" CHECK ("content_entries"."category" in ('dual_study', 'study_advice', 'data_and_documents', 'partner_search'))
);
--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_translation_of_content_entries_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_entries_kind_status_idx" ON "content_entries" USING btree ("kind","status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_translation_language_key" ON "content_entries" USING btree ("translation_of","language");--> statement-breakpoint
CREATE INDEX "content_entries_author_idx" ON "content_entries" USING btree ("author_account_id");