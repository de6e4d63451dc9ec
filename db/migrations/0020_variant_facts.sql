-- A variant's own facts, when they differ from its product's: weight in grams, width and height in
-- millimetres, burn time in hours. Null keeps the product's text of that fact (docs/catalogue.md).
ALTER TABLE "product_variants" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "width_mm" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "height_mm" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "burn_hours" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_facts_positive" CHECK (coalesce("product_variants"."weight_grams", 1) > 0 and coalesce("product_variants"."width_mm", 1) > 0 and coalesce("product_variants"."height_mm", 1) > 0 and coalesce("product_variants"."burn_hours", 1) > 0);
