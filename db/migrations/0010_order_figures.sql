-- Indexes that serve the orders they were made for (issue 10, "Speed"). A descending index was
-- built DESC NULLS LAST, which a plain ORDER BY x DESC (NULLS FIRST) cannot read in order, so every
-- newest-first list sorted its whole table: they are rebuilt DESC NULLS FIRST. The orders list's
-- newest-first order includes its tie-breaker (id); the open orders' partial index serves the
-- dashboard's to-dos, and the newest-first index carries what the sales sum. PGlite has no
-- autovacuum, so the server vacuums it (DatabaseHandle.upkeep) to keep index-only scans possible.
DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_featured_created_idx";--> statement-breakpoint
DROP INDEX "products_best_seller_idx";--> statement-breakpoint
DROP INDEX "products_new_arrival_idx";--> statement-breakpoint
DROP INDEX "reviews_product_status_idx";--> statement-breakpoint
DROP INDEX "click_to_call_settings_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "stock_movements_product_idx";--> statement-breakpoint
DROP INDEX "stock_movements_created_idx";--> statement-breakpoint
DROP INDEX "customer_notes_user_idx";--> statement-breakpoint
DROP INDEX "loyalty_ledger_user_idx";--> statement-breakpoint
DROP INDEX "analytics_events_created_idx";--> statement-breakpoint
DROP INDEX "analytics_events_type_created_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_to_idx";--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("status","currency","total_minor") WHERE "orders"."status" in ('pending', 'processing', 'shipped');--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_featured_created_idx" ON "products" USING btree ("featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_best_seller_idx" ON "products" USING btree ("best_seller","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_new_arrival_idx" ON "products" USING btree ("new_arrival","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_product_status_idx" ON "reviews" USING btree ("product_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "click_to_call_settings_created_idx" ON "click_to_call_settings" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status","currency","total_minor","total_ils_minor");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stock_movements_created_idx" ON "stock_movements" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customer_notes_user_idx" ON "customer_notes" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loyalty_ledger_user_idx" ON "loyalty_ledger" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "analytics_events_type_created_idx" ON "analytics_events" USING btree ("event_type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS FIRST);