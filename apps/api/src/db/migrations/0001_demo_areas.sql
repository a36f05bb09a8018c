CREATE TABLE "academy_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_course_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"order" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category_id" uuid NOT NULL,
	"duration" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"icon" text,
	"image" text,
	"description" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"extra_content" text,
	"linked_content" text,
	"link" text,
	"use_router" boolean
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"chat_id" uuid NOT NULL,
	"is_mine" boolean NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"last_message" text,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"background" text,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"title" text,
	"company" text,
	"birthday" timestamp with time zone,
	"address" text,
	"notes" text,
	"tags" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"about" text,
	"attachments" jsonb DEFAULT '{"media":[],"docs":[],"links":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"iso" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"flag_image_pos" text NOT NULL,
	"sprite_index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"icon" text,
	"image" text,
	"title" text,
	"description" text,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"link" text,
	"use_router" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_manager_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"folder_id" uuid,
	"name" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"size" text NOT NULL,
	"type" text NOT NULL,
	"contents" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "help_faq_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_guide_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_guides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icon_sets" (
	"slug" text PRIMARY KEY NOT NULL,
	"namespace" text NOT NULL,
	"name" text NOT NULL,
	"grid" text NOT NULL,
	"icons" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category_id" uuid,
	"name" text NOT NULL,
	"name_lower" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"brand_id" uuid,
	"vendor_id" uuid,
	"stock" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"base_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"price" numeric(12, 2) GENERATED ALWAYS AS (round(base_price * (100 + tax_percent) / 100, 2)) STORED NOT NULL,
	"weight" numeric(10, 2) DEFAULT 0 NOT NULL,
	"thumbnail" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_folders_user_id_key" UNIQUE("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "mail_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"message_layout" text DEFAULT 'right' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"folder_id" uuid NOT NULL,
	"from_avatar" text,
	"from_contact" text NOT NULL,
	"to" text NOT NULL,
	"cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"bcc" text[] DEFAULT '{}'::text[] NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"unread" boolean DEFAULT false NOT NULL,
	"labels" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"tasks" jsonb,
	"image" text,
	"reminder" timestamp with time zone,
	"labels" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scrumboard_boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_activity" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrumboard_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"position" double precision NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"labels" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"due_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrumboard_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrumboard_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"position" double precision NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortcuts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"icon" text NOT NULL,
	"link" text NOT NULL,
	"use_router" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"notes" text,
	"completed" boolean DEFAULT false NOT NULL,
	"due_date" timestamp with time zone,
	"priority" integer DEFAULT 1 NOT NULL,
	"tags" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"assigned_to" text,
	"sub_tasks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "academy_course_steps" ADD CONSTRAINT "academy_course_steps_course_id_academy_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."academy_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_courses" ADD CONSTRAINT "academy_courses_category_id_academy_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."academy_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_progress" ADD CONSTRAINT "academy_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_progress" ADD CONSTRAINT "academy_progress_course_id_academy_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."academy_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tags" ADD CONSTRAINT "contact_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_manager_items" ADD CONSTRAINT "file_manager_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_manager_items" ADD CONSTRAINT "file_manager_items_folder_id_file_manager_items_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."file_manager_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_faqs" ADD CONSTRAINT "help_faqs_category_id_help_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_guides" ADD CONSTRAINT "help_guides_category_id_help_guide_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_guide_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_brands" ADD CONSTRAINT "inventory_brands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_categories" ADD CONSTRAINT "inventory_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_categories" ADD CONSTRAINT "inventory_categories_parent_id_inventory_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inventory_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_products" ADD CONSTRAINT "inventory_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_products" ADD CONSTRAINT "inventory_products_category_id_inventory_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."inventory_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_products" ADD CONSTRAINT "inventory_products_brand_id_inventory_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."inventory_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_products" ADD CONSTRAINT "inventory_products_vendor_id_inventory_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."inventory_vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_tags" ADD CONSTRAINT "inventory_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_vendors" ADD CONSTRAINT "inventory_vendors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_folders" ADD CONSTRAINT "mail_folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_labels" ADD CONSTRAINT "mail_labels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD CONSTRAINT "mail_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_user_folder_fk" FOREIGN KEY ("user_id","folder_id") REFERENCES "public"."mail_folders"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_labels" ADD CONSTRAINT "note_labels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_boards" ADD CONSTRAINT "scrumboard_boards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_cards" ADD CONSTRAINT "scrumboard_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_cards" ADD CONSTRAINT "scrumboard_cards_board_id_scrumboard_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrumboard_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_cards" ADD CONSTRAINT "scrumboard_cards_list_id_scrumboard_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."scrumboard_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_labels" ADD CONSTRAINT "scrumboard_labels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_labels" ADD CONSTRAINT "scrumboard_labels_board_id_scrumboard_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrumboard_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_lists" ADD CONSTRAINT "scrumboard_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_lists" ADD CONSTRAINT "scrumboard_lists_board_id_scrumboard_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrumboard_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortcuts" ADD CONSTRAINT "shortcuts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_tags" ADD CONSTRAINT "task_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academy_categories_slug_key" ON "academy_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "academy_course_steps_course_order_key" ON "academy_course_steps" USING btree ("course_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "academy_courses_slug_key" ON "academy_courses" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "academy_courses_title_idx" ON "academy_courses" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "academy_progress_user_course_key" ON "academy_progress" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "activities_user_date_idx" ON "activities" USING btree ("user_id","date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "chat_messages_user_chat_created_idx" ON "chat_messages" USING btree ("user_id","chat_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_contact_key" ON "chats" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "chats_user_last_message_idx" ON "chats" USING btree ("user_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_tags_user_created_idx" ON "contact_tags" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contacts_user_name_idx" ON "contacts" USING btree ("user_id",lower("name") collate "C","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso_key" ON "countries" USING btree ("iso");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboards_user_kind_key" ON "dashboards" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "feed_items_user_kind_time_idx" ON "feed_items" USING btree ("user_id","kind","time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "file_manager_items_user_folder_name_idx" ON "file_manager_items" USING btree ("user_id","folder_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "help_faq_categories_slug_key" ON "help_faq_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "help_faqs_category_position_key" ON "help_faqs" USING btree ("category_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "help_guide_categories_slug_key" ON "help_guide_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "help_guides_category_slug_key" ON "help_guides" USING btree ("category_id","slug");--> statement-breakpoint
CREATE INDEX "help_guides_category_position_idx" ON "help_guides" USING btree ("category_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_brands_user_slug_key" ON "inventory_brands" USING btree ("user_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_categories_user_slug_key" ON "inventory_categories" USING btree ("user_id","slug");--> statement-breakpoint
CREATE INDEX "inventory_products_user_name_idx" ON "inventory_products" USING btree ("user_id","name_lower","id");--> statement-breakpoint
CREATE INDEX "inventory_products_user_sku_idx" ON "inventory_products" USING btree ("user_id",lower("sku"),"id");--> statement-breakpoint
CREATE INDEX "inventory_products_user_active_idx" ON "inventory_products" USING btree ("user_id","active","id");--> statement-breakpoint
CREATE INDEX "inventory_products_user_stock_idx" ON "inventory_products" USING btree ("user_id","stock","id");--> statement-breakpoint
CREATE INDEX "inventory_products_user_reserved_idx" ON "inventory_products" USING btree ("user_id","reserved","id");--> statement-breakpoint
CREATE INDEX "inventory_products_user_cost_idx" ON "inventory_products" USING btree ("user_id","cost","id");--> statement-breakpoint
CREATE INDEX "inventory_products_user_base_price_idx" ON "inventory_products" USING btree ("user_id","base_price","id");--> statement-breakpoint
CREATE INDEX "inventory_products_user_tax_percent_idx" ON "inventory_products" USING btree ("user_id","tax_percent","id");--> statement-breakpoint
CREATE INDEX "inventory_products_user_price_idx" ON "inventory_products" USING btree ("user_id","price","id");--> statement-breakpoint
CREATE INDEX "inventory_products_user_weight_idx" ON "inventory_products" USING btree ("user_id","weight","id");--> statement-breakpoint
CREATE INDEX "inventory_products_tags_idx" ON "inventory_products" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_tags_user_title_key" ON "inventory_tags" USING btree ("user_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_vendors_user_slug_key" ON "inventory_vendors" USING btree ("user_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_folders_user_slug_key" ON "mail_folders" USING btree ("user_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_labels_user_slug_key" ON "mail_labels" USING btree ("user_id","slug");--> statement-breakpoint
CREATE INDEX "mail_labels_user_created_idx" ON "mail_labels" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mails_user_folder_date_idx" ON "mails" USING btree ("user_id","folder_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mails_user_date_idx" ON "mails" USING btree ("user_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mails_user_unread_idx" ON "mails" USING btree ("user_id","folder_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mails"."unread";--> statement-breakpoint
CREATE INDEX "mails_user_starred_idx" ON "mails" USING btree ("user_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mails"."starred";--> statement-breakpoint
CREATE INDEX "mails_user_important_idx" ON "mails" USING btree ("user_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mails"."important";--> statement-breakpoint
CREATE INDEX "mails_labels_idx" ON "mails" USING gin ("labels");--> statement-breakpoint
CREATE INDEX "note_labels_user_idx" ON "note_labels" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_user_created_idx" ON "notes" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "scrumboard_boards_user_idx" ON "scrumboard_boards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "scrumboard_cards_board_idx" ON "scrumboard_cards" USING btree ("user_id","board_id","position");--> statement-breakpoint
CREATE INDEX "scrumboard_cards_list_idx" ON "scrumboard_cards" USING btree ("user_id","list_id","position");--> statement-breakpoint
CREATE INDEX "scrumboard_labels_board_idx" ON "scrumboard_labels" USING btree ("user_id","board_id","created_at");--> statement-breakpoint
CREATE INDEX "scrumboard_lists_board_idx" ON "scrumboard_lists" USING btree ("user_id","board_id","position");--> statement-breakpoint
CREATE INDEX "shortcuts_user_created_idx" ON "shortcuts" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "task_tags_user_idx" ON "task_tags" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_user_order_idx" ON "tasks" USING btree ("user_id","order","id");