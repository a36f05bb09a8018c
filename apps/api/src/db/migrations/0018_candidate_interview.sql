CREATE TABLE "candidate_answer_takes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"recording_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"posting_question_id" uuid NOT NULL,
	"think_started_at" timestamp with time zone NOT NULL,
	"answer_started_at" timestamp with time zone,
	"chosen_take_id" uuid,
	"written_text" text,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "recordings" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "candidate_id" uuid;--> statement-breakpoint
ALTER TABLE "candidate_answer_takes" ADD CONSTRAINT "candidate_answer_takes_answer_id_candidate_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."candidate_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_answer_takes" ADD CONSTRAINT "candidate_answer_takes_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_answers" ADD CONSTRAINT "candidate_answers_candidate_id_posting_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."posting_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_answers" ADD CONSTRAINT "candidate_answers_posting_question_id_posting_questions_id_fk" FOREIGN KEY ("posting_question_id") REFERENCES "public"."posting_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_answer_takes_number_key" ON "candidate_answer_takes" USING btree ("answer_id","number");--> statement-breakpoint
CREATE INDEX "candidate_answer_takes_recording_idx" ON "candidate_answer_takes" USING btree ("recording_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_answers_question_key" ON "candidate_answers" USING btree ("candidate_id","posting_question_id");--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_candidate_id_posting_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."posting_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posting_candidates_posting_name_idx" ON "posting_candidates" USING btree ("posting_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "posting_candidates_posting_invited_idx" ON "posting_candidates" USING btree ("posting_id","invited_at","id");--> statement-breakpoint
CREATE INDEX "posting_candidates_posting_completed_idx" ON "posting_candidates" USING btree ("posting_id","completed_at","id");--> statement-breakpoint
CREATE INDEX "posting_candidates_name_trgm_idx" ON "posting_candidates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posting_candidates_email_trgm_idx" ON "posting_candidates" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recordings_candidate_idx" ON "recordings" USING btree ("candidate_id") WHERE candidate_id is not null;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_owner_check" CHECK (("recordings"."user_id" is null) <> ("recordings"."candidate_id" is null));