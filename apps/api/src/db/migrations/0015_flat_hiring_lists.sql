-- Trigram indexes for the hiring lists' searches (docs/decisions/046-flat-hiring-lists.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "organization_counts" (
	"organization_id" uuid NOT NULL,
	"list" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "organization_counts_organization_id_list_pk" PRIMARY KEY("organization_id","list")
);
--> statement-breakpoint
ALTER TABLE "organization_counts" ADD CONSTRAINT "organization_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postings_organization_title_idx" ON "postings" USING btree ("organization_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "postings_title_trgm_idx" ON "postings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "postings_department_trgm_idx" ON "postings" USING gin ("department" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "postings_location_trgm_idx" ON "postings" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questions_organization_prompt_idx" ON "questions" USING btree ("organization_id",lower("prompt"),"id");--> statement-breakpoint
CREATE INDEX "questions_prompt_trgm_idx" ON "questions" USING gin ("prompt" gin_trgm_ops);--> statement-breakpoint
-- organization_counts is kept exact here, in the transaction of every write, whatever makes it
-- (the API, a seed, a bulk load in SQL). A removed row only decrements: when its organization
-- is being deleted, the counts row may already be gone, and re-creating it would fail.
CREATE FUNCTION "organization_counts_add"(organization uuid, counted text, delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO organization_counts (organization_id, list, total)
    VALUES (organization, counted, delta)
    ON CONFLICT (organization_id, list)
    DO UPDATE SET total = organization_counts.total + excluded.total;
  ELSE
    UPDATE organization_counts SET total = total + delta
    WHERE organization_id = organization AND list = counted;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "postings_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.state = NEW.state AND OLD.organization_id = NEW.organization_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM organization_counts_add(OLD.organization_id, 'postings.' || OLD.state, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM organization_counts_add(NEW.organization_id, 'postings.' || NEW.state, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "postings_counted" AFTER INSERT OR DELETE OR UPDATE OF state, organization_id
ON "postings" FOR EACH ROW EXECUTE FUNCTION postings_count();--> statement-breakpoint
CREATE FUNCTION "questions_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.organization_id IS NOT DISTINCT FROM NEW.organization_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.organization_id IS NOT NULL THEN
    PERFORM organization_counts_add(OLD.organization_id, 'questions', -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.organization_id IS NOT NULL THEN
    PERFORM organization_counts_add(NEW.organization_id, 'questions', 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "questions_counted" AFTER INSERT OR DELETE OR UPDATE OF organization_id
ON "questions" FOR EACH ROW EXECUTE FUNCTION questions_count();--> statement-breakpoint
-- The rows that exist already.
INSERT INTO organization_counts (organization_id, list, total)
SELECT organization_id, 'postings.' || state, count(*) FROM postings GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO organization_counts (organization_id, list, total)
SELECT organization_id, 'questions', count(*) FROM questions
WHERE organization_id IS NOT NULL GROUP BY 1;
