-- The stock history is listed in the order its movements were written, not by their time: on
-- PostgreSQL a row's now() is its transaction's start, so of two orders that ran together the one
-- that began first but took the stock second was listed as the older (stock_after 4, 3, 1, 2, 0).
-- A movement is written while its stock row is locked, so for one row the sequence follows the
-- stock. Rows written before this migration are numbered by their time.
ALTER TABLE "stock_movements" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "stock_movements" AS m SET "seq" = numbered.n
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "stock_movements") AS numbered
  WHERE numbered."id" = m."id";--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('"stock_movements_seq_seq"', coalesce(max("seq"), 0) + 1, false) FROM "stock_movements";--> statement-breakpoint
DROP INDEX "stock_movements_product_idx";--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_seq_idx" ON "stock_movements" USING btree ("seq" DESC NULLS LAST);
