CREATE TABLE "scorecard_ratings" (
	"scorecard_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "scorecard_ratings_scorecard_id_criterion_id_pk" PRIMARY KEY("scorecard_id","criterion_id"),
	CONSTRAINT "scorecard_ratings_rating_check" CHECK ("scorecard_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"recommendation" text,
	"notes" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecards_submitted_check" CHECK ("scorecards"."submitted_at" is null or "scorecards"."recommendation" is not null)
);
--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "scorecard_visibility" text DEFAULT 'after-submitting' NOT NULL;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "anonymized_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "closing_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "scorecard_ratings" ADD CONSTRAINT "scorecard_ratings_scorecard_id_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_ratings" ADD CONSTRAINT "scorecard_ratings_criterion_id_rubric_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."rubric_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_candidate_id_posting_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."posting_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorecard_ratings_criterion_idx" ON "scorecard_ratings" USING btree ("criterion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_candidate_reviewer_key" ON "scorecards" USING btree ("candidate_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "scorecards_reviewer_idx" ON "scorecards" USING btree ("reviewer_id","submitted_at");