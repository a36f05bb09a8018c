ALTER TABLE "file_manager_items" ADD COLUMN "bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_manager_items" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "file_manager_items" ADD COLUMN "mime_type" text;--> statement-breakpoint
CREATE UNIQUE INDEX "file_manager_items_unique_name_idx" ON "file_manager_items" USING btree ("user_id",coalesce("folder_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
-- Sample files made before this migration get the bytes their size text says ('184 KB', '3.4 MB'), so folder totals computed from bytes match what they showed.
UPDATE "file_manager_items" SET "bytes" = round(split_part("size", ' ', 1)::numeric * CASE split_part("size", ' ', 2) WHEN 'MB' THEN 1048576 ELSE 1024 END)::bigint WHERE "type" <> 'folder' AND "size" ~ '^[0-9]+(\.[0-9]+)? (KB|MB)$';
