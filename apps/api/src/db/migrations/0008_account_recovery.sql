CREATE TABLE "password_reset_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One live link per account: used links and all but the newest link of each account go.
DELETE FROM "password_reset_tokens" WHERE "used_at" IS NOT NULL;--> statement-breakpoint
DELETE FROM "password_reset_tokens" AS "older" USING "password_reset_tokens" AS "newer" WHERE "newer"."user_id" = "older"."user_id" AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id");--> statement-breakpoint
DROP INDEX "password_reset_tokens_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_user_key" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "password_reset_tokens" DROP COLUMN "used_at";
