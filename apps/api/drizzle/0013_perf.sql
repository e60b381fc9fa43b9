DROP INDEX "study_applications_course_intake_idx";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "postal_code_latitude" double precision;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "postal_code_longitude" double precision;--> statement-breakpoint
CREATE INDEX "accounts_applicant_location_idx" ON "accounts" USING btree ("postal_code_latitude","postal_code_longitude","id") WHERE "accounts"."role" = 'applicant' and "accounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "study_applications_course_intake_idx" ON "study_applications" USING btree ("course_id","intake_id","account_id") WHERE "study_applications"."status" <> 'withdrawn';--> statement-breakpoint
-- Decision 176: the centre of every account's postal code (a later load of a changed postal-code set refreshes them).
UPDATE "accounts" SET "postal_code_latitude" = "postal_code_locations"."latitude", "postal_code_longitude" = "postal_code_locations"."longitude" FROM "postal_code_locations" WHERE "postal_code_locations"."postal_code" = trim("accounts"."shipping_postal_code");
