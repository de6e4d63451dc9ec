CREATE TABLE "design_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"values" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "design_versions_status" CHECK ("design_versions"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "homepage_blocks" (
	"key" text PRIMARY KEY NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"display_order" integer NOT NULL,
	"image_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homepage_blocks_key" CHECK ("homepage_blocks"."key" in ('intro', 'newest', 'manifesto', 'limited', 'pillars', 'newsletter'))
);
--> statement-breakpoint
CREATE TABLE "landing_page_translations" (
	"page_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	CONSTRAINT "landing_page_translations_page_id_lang_pk" PRIMARY KEY("page_id","lang"),
	CONSTRAINT "landing_page_translations_lang" CHECK (lang in ('fr', 'en', 'he', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_image_url" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "landing_pages_slug_format" CHECK ("landing_pages"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "landing_pages_status" CHECK ("landing_pages"."status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "loyalty_points_per_eur" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "footer_columns" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "default_social_image" text;--> statement-breakpoint
ALTER TABLE "design_versions" ADD CONSTRAINT "design_versions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_translations" ADD CONSTRAINT "landing_page_translations_page_id_landing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_versions_published_idx" ON "design_versions" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "landing_pages_status_idx" ON "landing_pages" USING btree ("status");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_points_rate_nonnegative" CHECK ("site_settings"."loyalty_points_per_eur" >= 0);--> statement-breakpoint
-- The home page's blocks in SPEC.md §2's order, all shown: structure, not demo data.
INSERT INTO "homepage_blocks" ("key", "display_order") VALUES
  ('intro', 1), ('newest', 2), ('manifesto', 3), ('limited', 4), ('pillars', 5), ('newsletter', 6)
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Live updates (migration 0002): content the owner edits in the back office announces itself too,
-- so every server copy drops what it cached and open pages hear of it.
CREATE TRIGGER homepage_blocks_notify AFTER INSERT OR UPDATE OR DELETE ON homepage_blocks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER hero_slides_notify AFTER INSERT OR UPDATE OR DELETE ON hero_slides
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER hero_slide_translations_notify AFTER INSERT OR UPDATE OR DELETE ON hero_slide_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER pages_notify AFTER INSERT OR UPDATE OR DELETE ON pages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER page_translations_notify AFTER INSERT OR UPDATE OR DELETE ON page_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER landing_pages_notify AFTER INSERT OR UPDATE OR DELETE ON landing_pages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER landing_page_translations_notify AFTER INSERT OR UPDATE OR DELETE ON landing_page_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER loyalty_levels_notify AFTER INSERT OR UPDATE OR DELETE ON loyalty_levels
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
