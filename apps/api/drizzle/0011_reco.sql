CREATE TABLE "reference_data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"row_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "study_applications_course_intake_idx" ON "study_applications" USING btree ("course_id","intake_id") WHERE "study_applications"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "job_openings_public_course_start_idx" ON "job_openings" USING btree ("course_id","start_date") WHERE "job_openings"."status" in ('open', 'openWithActiveMatches');--> statement-breakpoint
CREATE INDEX "job_openings_public_published_idx" ON "job_openings" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "job_openings"."status" in ('open', 'openWithActiveMatches');