-- A variant sells at its product's price plus its supplement (SPEC.md: price_adjustment "added to
-- base price"). The product form refuses a negative result (app/schemas/admin/product-form.ts), and
-- so does the bulk price change; the database backs them up, whichever write makes it: a variant's
-- supplement or its product's price. The check runs at commit and reads the rows as they are then,
-- so that one save may move both (a lower price and a smaller supplement).
CREATE FUNCTION check_variant_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM product_variants v JOIN products p ON p.id = v.product_id
    WHERE p.price_minor + v.price_adjustment_minor < 0
      AND (CASE WHEN TG_TABLE_NAME = 'products' THEN p.id = NEW.id ELSE v.id = NEW.id END)
  ) THEN
    RAISE EXCEPTION 'a variant would sell below zero (product price plus supplement)'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'variant_price_nonnegative';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_variants_price_nonnegative
  AFTER INSERT OR UPDATE OF price_adjustment_minor, product_id ON product_variants
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION check_variant_prices();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_variant_price_nonnegative
  AFTER UPDATE OF price_minor ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION check_variant_prices();
--> statement-breakpoint
-- An order line is never priced below zero, whatever the catalogue held.
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_unit_price_nonnegative" CHECK ("order_items"."unit_price_minor" >= 0);
