CREATE TABLE "email_templates" (
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_organization_id_kind_pk" PRIMARY KEY("organization_id","kind")
);
--> statement-breakpoint
CREATE TABLE "posting_hiring_team" (
	"posting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "posting_hiring_team_posting_id_user_id_pk" PRIMARY KEY("posting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "posting_question_criteria" (
	"posting_question_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	CONSTRAINT "posting_question_criteria_posting_question_id_criterion_id_pk" PRIMARY KEY("posting_question_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "posting_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"posting_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"prompt" text NOT NULL,
	"source_question_id" text,
	"answer_type" text NOT NULL,
	"think_time_seconds" integer NOT NULL,
	"answer_time_seconds" integer NOT NULL,
	"takes" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"department" text,
	"location" text,
	"workplace_type" text NOT NULL,
	"employment_type" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"target_role" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" text,
	"salary_period" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"rubric_id" uuid,
	"intro_message" text,
	"closing_message" text,
	"response_deadline_days" integer DEFAULT 7 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	CONSTRAINT "postings_salary_check" CHECK ("postings"."salary_min" is null or "postings"."salary_max" is null or "postings"."salary_min" <= "postings"."salary_max"),
	CONSTRAINT "postings_deadline_check" CHECK ("postings"."response_deadline_days" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "rubric_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rubric_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"weight" integer DEFAULT 1 NOT NULL,
	"anchors" jsonb NOT NULL,
	CONSTRAINT "rubric_criteria_weight_check" CHECK ("rubric_criteria"."weight" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "rubrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_hiring_team" ADD CONSTRAINT "posting_hiring_team_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_hiring_team" ADD CONSTRAINT "posting_hiring_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_question_criteria" ADD CONSTRAINT "posting_question_criteria_posting_question_id_posting_questions_id_fk" FOREIGN KEY ("posting_question_id") REFERENCES "public"."posting_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_question_criteria" ADD CONSTRAINT "posting_question_criteria_criterion_id_rubric_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."rubric_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_questions" ADD CONSTRAINT "posting_questions_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_questions" ADD CONSTRAINT "posting_questions_source_question_id_questions_id_fk" FOREIGN KEY ("source_question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_rubric_id_rubrics_id_fk" FOREIGN KEY ("rubric_id") REFERENCES "public"."rubrics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rubric_criteria" ADD CONSTRAINT "rubric_criteria_rubric_id_rubrics_id_fk" FOREIGN KEY ("rubric_id") REFERENCES "public"."rubrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rubrics" ADD CONSTRAINT "rubrics_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rubrics" ADD CONSTRAINT "rubrics_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posting_questions_posting_idx" ON "posting_questions" USING btree ("posting_id","position");--> statement-breakpoint
CREATE INDEX "postings_organization_updated_idx" ON "postings" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "postings_organization_state_updated_idx" ON "postings" USING btree ("organization_id","state","updated_at","id");--> statement-breakpoint
CREATE INDEX "rubric_criteria_rubric_idx" ON "rubric_criteria" USING btree ("rubric_id","position");--> statement-breakpoint
CREATE INDEX "rubrics_organization_idx" ON "rubrics" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "questions_organization_updated_idx" ON "questions" USING btree ("organization_id","updated_at","id");