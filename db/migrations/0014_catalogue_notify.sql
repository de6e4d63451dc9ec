-- Issue 14: the page cache for visitors and the in-memory catalogue reads drop their entries when
-- the catalogue changes, on every server copy. These tables announce their changes on
-- 'shop_changes' (the function of migration 0002), once per statement: a stock change by an order
-- is one notification, which keeps stock on a cached page at most moments stale. Orders announce
-- theirs too, for the open back office's new-order alerts (issue 13).
CREATE TRIGGER products_notify AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER product_translations_notify AFTER INSERT OR UPDATE OR DELETE ON product_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER product_variants_notify AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER product_variant_translations_notify AFTER INSERT OR UPDATE OR DELETE ON product_variant_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER product_images_notify AFTER INSERT OR UPDATE OR DELETE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER categories_notify AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER category_translations_notify AFTER INSERT OR UPDATE OR DELETE ON category_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER reviews_notify AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER media_notify AFTER INSERT OR UPDATE OR DELETE ON media
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER orders_notify AFTER INSERT ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
