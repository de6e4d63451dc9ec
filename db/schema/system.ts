/**
 * The server's own bookkeeping: the first-start claim code (app/features/admin/setup.server.ts), the
 * seed's runs and the secrets the server generates.
 */
import { sql } from "drizzle-orm";
import { pgTable, text, integer, timestamp, check } from "drizzle-orm/pg-core";

/** The one-time code printed at first start, needed to claim the shop (docs/product/accounts-and-auth.md#acc-12). */
export const adminSetup = pgTable(
  "admin_setup",
  {
    id: integer().primaryKey().default(1),
    codeHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [check("admin_setup_single_row", sql`${t.id} = 1`)],
);

/** What the seed has done, so that it runs once and can be re-run safely. */
export const seedRuns = pgTable("seed_runs", {
  name: text().primaryKey(),
  version: integer().notNull(),
  ranAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the server makes itself when none is configured (the auth secret), shared by every copy. */
export const serverSecrets = pgTable("server_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
