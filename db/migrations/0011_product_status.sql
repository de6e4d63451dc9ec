-- Products get a status (issue 11): draft (never in the shop), active, or archived (withdrawn, kept
-- for the orders that name it). The shop keeps reading is_active, which the database now derives
-- from the status, so no copy of the rule can drift. Products off sale until now become archived.
-- Natural and artisanal join the badges (SPEC.md product detail).
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
UPDATE "products" SET "status" = CASE WHEN "is_active" THEN 'active' ELSE 'archived' END;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status" CHECK ("products"."status" in ('draft', 'active', 'archived'));--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "is_active";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_active" boolean GENERATED ALWAYS AS (status = 'active') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "natural" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "artisanal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status");
