-- Issue 14 point 5: search and product lists at 10,000 products.
--
-- 1. Two search columns per product text (one row per language), lower case and without accents,
-- kept by the database: `search_name`, the name then the scent on a second line (the ranking reads
-- the name as its first line; near spellings are looked for here), and `search_text`, the same
-- with the description on a third line (a term contained anywhere). Each has one trigram GIN index,
-- which serves the two forms the search uses: `search_text LIKE '%term%'` and
-- `term <% search_name` (word_similarity above the threshold the query sets). They replace the
-- three expression indexes, which nothing reads any more.
ALTER TABLE "product_translations" ADD COLUMN "search_name" text GENERATED ALWAYS AS (
  lower(immutable_unaccent("name" || E'\n' || "scent"))
) STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  lower(immutable_unaccent("name" || E'\n' || "scent" || E'\n' || "description"))
) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "product_translations_search_name_trgm" ON "product_translations" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_translations_search_text_trgm" ON "product_translations" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "product_translations_name_trgm";
--> statement-breakpoint
DROP INDEX IF EXISTS "product_translations_scent_trgm";
--> statement-breakpoint
DROP INDEX IF EXISTS "product_translations_description_trgm";
--> statement-breakpoint
-- 2. A product's "from" price and the units a shopper can buy (AMENDMENTS 21), stored on the
-- product so that lists sort and limit without grouping every variant. The database keeps them
-- true, whoever writes: a product row computes them from its active variants on every insert and
-- update, and any change to variants touches their products' rows. Stock locks take products
-- before variants (stock.server.ts lockStock), so touching the product row after a variant
-- change takes no lock in a new order.
ALTER TABLE "products" ADD COLUMN "from_price_minor" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "available_stock" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_keep_offer() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  lowest integer;
  total bigint;
BEGIN
  IF NEW.has_variants THEN
    -- The lowest price of a variant in stock, else of them all (a sold-out product).
    SELECT coalesce(min(v.price_adjustment_minor) FILTER (WHERE v.stock > 0), min(v.price_adjustment_minor)), sum(v.stock)
      INTO lowest, total
      FROM product_variants v
      WHERE v.product_id = NEW.id AND v.is_active;
    NEW.from_price_minor := NEW.price_minor + coalesce(lowest, 0);
    -- Checkout takes a variant's units from the variant and from the product row.
    NEW.available_stock := least(NEW.stock::bigint, coalesce(total, 0))::integer;
  ELSE
    NEW.from_price_minor := NEW.price_minor;
    NEW.available_stock := NEW.stock;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_keep_offer BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_keep_offer();
--> statement-breakpoint
-- Once per statement, with the rows it changed: a bulk import touches each product once.
CREATE OR REPLACE FUNCTION product_variants_inserted_offer() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET from_price_minor = p.from_price_minor
    WHERE p.id IN (SELECT DISTINCT product_id FROM variant_new);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_updated_offer() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET from_price_minor = p.from_price_minor
    WHERE p.id IN (SELECT product_id FROM variant_new UNION SELECT product_id FROM variant_old);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_deleted_offer() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET from_price_minor = p.from_price_minor
    WHERE p.id IN (SELECT DISTINCT product_id FROM variant_old);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_inserted_offer AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS variant_new
  FOR EACH STATEMENT EXECUTE FUNCTION product_variants_inserted_offer();
--> statement-breakpoint
CREATE TRIGGER product_variants_updated_offer AFTER UPDATE ON "product_variants"
  REFERENCING NEW TABLE AS variant_new OLD TABLE AS variant_old
  FOR EACH STATEMENT EXECUTE FUNCTION product_variants_updated_offer();
--> statement-breakpoint
CREATE TRIGGER product_variants_deleted_offer AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS variant_old
  FOR EACH STATEMENT EXECUTE FUNCTION product_variants_deleted_offer();
--> statement-breakpoint
UPDATE "products" SET "from_price_minor" = "from_price_minor";
--> statement-breakpoint
-- The price sorts of the shop and of a category read the stored price in order.
CREATE INDEX "products_from_price_idx" ON "products" USING btree ("from_price_minor", "created_at" DESC NULLS FIRST);
