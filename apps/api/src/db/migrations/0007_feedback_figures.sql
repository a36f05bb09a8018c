ALTER TABLE "mock_interview_takes" ADD COLUMN "words_per_minute" real;--> statement-breakpoint
ALTER TABLE "mock_interview_takes" ADD COLUMN "fillers_per_100" real;--> statement-breakpoint
ALTER TABLE "mock_interview_takes" ADD COLUMN "star_components" integer;--> statement-breakpoint
ALTER TABLE "mock_interview_takes" ADD COLUMN "sub_scores" real[];--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD COLUMN "words_per_minute" real;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD COLUMN "fillers_per_100" real;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD COLUMN "star_components" integer;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD COLUMN "sub_scores" real[];--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_completed_idx" ON "quiz_attempts" USING btree ("user_id","completed_at") WHERE "quiz_attempts"."completed_at" is not null;