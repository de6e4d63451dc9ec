-- Issue 13 point 6: the team's devices for new-order pushes, and one push per device and order.
CREATE TABLE "push_subscriptions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE cascade,
  "endpoint" text NOT NULL UNIQUE,
  "p256dh" text NOT NULL,
  "auth" text NOT NULL,
  "lang" text DEFAULT 'fr' NOT NULL,
  "device_label" text DEFAULT '' NOT NULL,
  "quiet_enabled" boolean DEFAULT true NOT NULL,
  "quiet_from_day" integer DEFAULT 5 NOT NULL,
  "quiet_from_minute" integer DEFAULT 1020 NOT NULL,
  "quiet_to_day" integer DEFAULT 6 NOT NULL,
  "quiet_to_minute" integer DEFAULT 1200 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_sent_at" timestamp with time zone,
  CONSTRAINT "push_subscriptions_endpoint_https" CHECK ("endpoint" like 'https://%'),
  CONSTRAINT "push_subscriptions_quiet_days" CHECK ("quiet_from_day" between 0 and 6 and "quiet_to_day" between 0 and 6),
  CONSTRAINT "push_subscriptions_quiet_minutes" CHECK ("quiet_from_minute" between 0 and 1439 and "quiet_to_minute" between 0 and 1439)
);
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "push_deliveries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "subscription_id" uuid NOT NULL REFERENCES "push_subscriptions"("id") ON DELETE cascade,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
  "status" text DEFAULT 'pending' NOT NULL,
  "due_at" timestamp with time zone DEFAULT now() NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "last_error" text,
  "sent_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "push_deliveries_status" CHECK ("status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "push_deliveries_once" ON "push_deliveries" USING btree ("subscription_id", "order_id");
--> statement-breakpoint
CREATE INDEX "push_deliveries_due_idx" ON "push_deliveries" USING btree ("status", "due_at");
