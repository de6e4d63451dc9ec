-- Live updates (ARCHITECTURE.md): a change to these tables is announced on the channel
-- 'shop_changes' with the table name as payload. Every server copy LISTENs and drops its cache.
CREATE OR REPLACE FUNCTION notify_shop_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER static_translations_notify AFTER INSERT OR UPDATE OR DELETE ON static_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER design_settings_notify AFTER INSERT OR UPDATE OR DELETE ON design_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER currency_settings_notify AFTER INSERT OR UPDATE OR DELETE ON currency_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER site_settings_notify AFTER INSERT OR UPDATE OR DELETE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
--> statement-breakpoint
CREATE TRIGGER click_to_call_settings_notify AFTER INSERT OR UPDATE OR DELETE ON click_to_call_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change();
