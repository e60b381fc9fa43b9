CREATE TABLE "identity_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"given_name" text,
	"family_name" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "identity_invitations_hash_key" ON "identity_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "identity_invitations_expires_idx" ON "identity_invitations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_payloads_account_idx" ON "oidc_payloads" USING btree (("payload" ->> 'accountId'));