CREATE TABLE "candidate_interview_keeps" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_ciphertext" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_interview_keeps" ADD CONSTRAINT "candidate_interview_keeps_candidate_id_posting_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."posting_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interview_keeps" ADD CONSTRAINT "candidate_interview_keeps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_interview_keeps_user_idx" ON "candidate_interview_keeps" USING btree ("user_id","created_at");