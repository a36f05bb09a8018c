CREATE TABLE "posting_candidate_counts" (
	"posting_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "posting_candidate_counts_posting_id_stage_pk" PRIMARY KEY("posting_id","stage")
);
--> statement-breakpoint
CREATE TABLE "posting_candidate_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"posting_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"stage" text DEFAULT 'invited' NOT NULL,
	"token_hash" text NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"invited_by" uuid,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"reminder_email_id" uuid,
	"consented_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posting_candidates_email_check" CHECK ("posting_candidates"."email" = lower(btrim("posting_candidates"."email")))
);
--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "reminder_days_before" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "posting_candidate_counts" ADD CONSTRAINT "posting_candidate_counts_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_candidate_events" ADD CONSTRAINT "posting_candidate_events_candidate_id_posting_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."posting_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_candidate_events" ADD CONSTRAINT "posting_candidate_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_candidates" ADD CONSTRAINT "posting_candidates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_candidates" ADD CONSTRAINT "posting_candidates_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_candidates" ADD CONSTRAINT "posting_candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_candidates" ADD CONSTRAINT "posting_candidates_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_candidates" ADD CONSTRAINT "posting_candidates_reminder_email_id_outbox_id_fk" FOREIGN KEY ("reminder_email_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posting_candidate_events_candidate_idx" ON "posting_candidate_events" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "posting_candidates_token_key" ON "posting_candidates" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "posting_candidates_posting_email_key" ON "posting_candidates" USING btree ("posting_id","email");--> statement-breakpoint
CREATE INDEX "posting_candidates_posting_updated_idx" ON "posting_candidates" USING btree ("posting_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "posting_candidates_posting_stage_updated_idx" ON "posting_candidates" USING btree ("posting_id","stage","updated_at","id");--> statement-breakpoint
CREATE INDEX "posting_candidates_organization_idx" ON "posting_candidates" USING btree ("organization_id","stage");--> statement-breakpoint
CREATE INDEX "posting_candidates_user_idx" ON "posting_candidates" USING btree ("user_id") WHERE user_id is not null;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_reminder_check" CHECK ("postings"."reminder_days_before" between 0 and 30);--> statement-breakpoint
-- posting_candidate_counts is kept exact in the transaction of every write (decision 046's
-- approach). A removed row only decrements: a posting being deleted may have lost its counts
-- row already.
CREATE FUNCTION "posting_candidates_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.stage = NEW.stage AND OLD.posting_id = NEW.posting_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE posting_candidate_counts SET total = total - 1
    WHERE posting_id = OLD.posting_id AND stage = OLD.stage;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO posting_candidate_counts (posting_id, stage, total)
    VALUES (NEW.posting_id, NEW.stage, 1)
    ON CONFLICT (posting_id, stage) DO UPDATE SET total = posting_candidate_counts.total + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "posting_candidates_counted" AFTER INSERT OR DELETE OR UPDATE OF stage, posting_id
ON "posting_candidates" FOR EACH ROW EXECUTE FUNCTION posting_candidates_count();
