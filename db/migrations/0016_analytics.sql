-- Issue 13 points 2 and 3: the page's language and currency on each event, and two daily rollups
-- kept by a statement trigger, so that the analytics screen reads a few thousand summed rows
-- instead of a million events. Days are the shop's days (Asia/Jerusalem).
ALTER TABLE "analytics_events" ADD COLUMN "lang" text;
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "currency" text;
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
  "day" date NOT NULL,
  "event_type" text NOT NULL,
  "event_name" text NOT NULL,
  "lang" text NOT NULL DEFAULT '',
  "currency" text NOT NULL DEFAULT '',
  "device_type" text NOT NULL DEFAULT '',
  "events" integer NOT NULL DEFAULT 0,
  "entries" integer NOT NULL DEFAULT 0,
  "amount" bigint NOT NULL DEFAULT 0,
  "amount_ils" bigint NOT NULL DEFAULT 0,
  "quantity" integer NOT NULL DEFAULT 0,
  CONSTRAINT "analytics_daily_pk" PRIMARY KEY ("day", "event_type", "event_name", "lang", "currency", "device_type")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_products" (
  "day" date NOT NULL,
  "product_id" uuid NOT NULL,
  "product_name" text,
  "views" integer NOT NULL DEFAULT 0,
  "carts" integer NOT NULL DEFAULT 0,
  "quantity" integer NOT NULL DEFAULT 0,
  "amount_ils" bigint NOT NULL DEFAULT 0,
  CONSTRAINT "analytics_daily_products_pk" PRIMARY KEY ("day", "product_id")
);
--> statement-breakpoint
CREATE FUNCTION analytics_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Sorted by key, so that two concurrent inserts take the rollup rows' locks in one order.
  INSERT INTO analytics_daily AS d (day, event_type, event_name, lang, currency, device_type, events, entries, amount, amount_ils, quantity)
  SELECT (n.created_at AT TIME ZONE 'Asia/Jerusalem')::date, n.event_type, n.event_name,
         coalesce(n.lang, ''), coalesce(n.currency, ''), coalesce(n.device_type, ''),
         count(*), count(*) FILTER (WHERE n.metadata->>'entry' = 'true'),
         coalesce(sum(n.amount), 0), coalesce(sum((n.metadata->>'amountIls')::bigint), 0), coalesce(sum(n.quantity), 0)
  FROM new_events n
  GROUP BY 1, 2, 3, 4, 5, 6
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (day, event_type, event_name, lang, currency, device_type) DO UPDATE SET
    events = d.events + excluded.events,
    entries = d.entries + excluded.entries,
    amount = d.amount + excluded.amount,
    amount_ils = d.amount_ils + excluded.amount_ils,
    quantity = d.quantity + excluded.quantity;
  INSERT INTO analytics_daily_products AS p (day, product_id, product_name, views, carts, quantity, amount_ils)
  SELECT (n.created_at AT TIME ZONE 'Asia/Jerusalem')::date, n.product_id, max(n.product_name),
         count(*) FILTER (WHERE n.event_type = 'page_view'),
         count(*) FILTER (WHERE n.event_type = 'add_to_cart'),
         coalesce(sum(n.quantity) FILTER (WHERE n.event_type = 'purchase'), 0),
         coalesce(sum((n.metadata->>'amountIls')::bigint) FILTER (WHERE n.event_type = 'purchase'), 0)
  FROM new_events n
  WHERE n.product_id IS NOT NULL AND n.event_type IN ('page_view', 'add_to_cart', 'purchase')
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (day, product_id) DO UPDATE SET
    product_name = coalesce(excluded.product_name, p.product_name),
    views = p.views + excluded.views,
    carts = p.carts + excluded.carts,
    quantity = p.quantity + excluded.quantity,
    amount_ils = p.amount_ils + excluded.amount_ils;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "analytics_events_rollup" AFTER INSERT ON "analytics_events"
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup();
