CREATE TABLE "newsletter_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"list" text NOT NULL,
	"period" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_opening_ids" uuid[] NOT NULL,
	CONSTRAINT "newsletter_deliveries_list_check" CHECK ("newsletter_deliveries"."list" in ('job_openings_newsletter')),
	CONSTRAINT "newsletter_deliveries_period_check" CHECK ("newsletter_deliveries"."period" ~ '^[0-9]{4}-W[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "newsletter_unsubscribe_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" uuid NOT NULL,
	"list" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "newsletter_unsubscribe_tokens_list_check" CHECK ("newsletter_unsubscribe_tokens"."list" in ('job_openings_newsletter'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_unsubscribe_tokens" ADD CONSTRAINT "newsletter_unsubscribe_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_account_period_key" ON "newsletter_deliveries" USING btree ("account_id","list","period");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_sent_idx" ON "newsletter_deliveries" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_unsubscribe_tokens_hash_key" ON "newsletter_unsubscribe_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_unsubscribe_tokens_account_idx" ON "newsletter_unsubscribe_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "newsletter_unsubscribe_tokens_created_idx" ON "newsletter_unsubscribe_tokens" USING btree ("created_at");