CREATE TABLE "transcriptions" (
	"recording_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"stage" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"engine" text NOT NULL,
	"text" text,
	"words" jsonb,
	"audio_seconds" real,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transcriptions" ADD CONSTRAINT "transcriptions_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcriptions_status_created_idx" ON "transcriptions" USING btree ("status","created_at");