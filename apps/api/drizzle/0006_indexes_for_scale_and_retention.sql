CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "audit_log_target_idx";--> statement-breakpoint
CREATE INDEX "identity_tokens_expires_idx" ON "identity_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_revoked_idx" ON "sessions" USING btree ("revoked_at") WHERE "sessions"."revoked_at" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "accounts_info_session_confirmed_by_idx" ON "accounts" USING btree ("info_session_confirmed_by");--> statement-breakpoint
CREATE INDEX "study_applications_unassigned_idx" ON "study_applications" USING btree ("account_id") WHERE "study_applications"."unit_id" is null and "study_applications"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "study_applications_without_account_idx" ON "study_applications" USING btree ("email") WHERE "study_applications"."account_id" is null;--> statement-breakpoint
CREATE INDEX "units_interview_confirmed_by_idx" ON "units" USING btree ("interview_confirmed_by");--> statement-breakpoint
CREATE INDEX "units_without_advisor_idx" ON "units" USING btree ("account_id") WHERE "units"."advisor_id" is null;--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_memberships_invited_by_idx" ON "company_memberships" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "documents_reviewed_by_idx" ON "documents" USING btree ("reviewed_by_account_id");--> statement-breakpoint
CREATE INDEX "documents_pending_idx" ON "documents" USING btree ("account_id","created_at") WHERE "documents"."review_status" = 'pending';--> statement-breakpoint
CREATE INDEX "job_openings_created_by_idx" ON "job_openings" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "job_openings_title_trgm_idx" ON "job_openings" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_openings_place_trgm_idx" ON "job_openings" USING gin (lower(coalesce("place_of_training", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "advisor_messages_sender_account_idx" ON "advisor_messages" USING btree ("sender_account_id");--> statement-breakpoint
CREATE INDEX "advisor_messages_account_role_idx" ON "advisor_messages" USING btree ("account_id","sender_role","created_at");--> statement-breakpoint
CREATE INDEX "notifications_read_at_idx" ON "notifications" USING btree ("read_at") WHERE "notifications"."read_at" is not null;--> statement-breakpoint
CREATE INDEX "tracking_visits_created_idx" ON "tracking_visits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_created_idx" ON "audit_log" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_details_account_idx" ON "audit_log" USING btree (("details" ->> 'accountId'),"created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");