/**
 * Live updates survive a dropped database connection. Every server copy hears the catalogue, content
 * and order changes through one LISTEN connection (live.server.ts): the caches' invalidation and the
 * new-order alerts (docs/product/seo-and-install.md#seo-7, docs/product/performance-and-operations.md#ops-2) depend on it. On PostgreSQL that connection
 * can drop (a restart, a failover, an idle timeout); it is made again, and meanwhile nothing is kept
 * that only an announcement would drop.
 */
import { describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { databaseHandle, db, queryRows, type DatabaseHandle } from "../../app/server/db.server";
import { hearsChanges, onTableChange, startLiveUpdates } from "../../app/server/live.server";
import { databaseKind, withSeededDatabase } from "./helpers";

withSeededDatabase();

describe("the database's change announcements", () => {
  it.runIf(databaseKind() === "postgres")("are heard again after the listening connection is cut", async () => {
    const heard: string[] = [];
    const connection: boolean[] = [];
    const stop = await databaseHandle().listen(
      (table) => heard.push(table),
      (connected) => connection.push(connected),
    );
    try {
      const listeners = () =>
        queryRows<{ pid: number }>(db(), sql`select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN shop_changes'`);
      const [listener] = await listeners();
      expect(listener, "the listening connection").toBeDefined();
      await db().execute(sql`select pg_terminate_backend(${listener.pid})`);
      // Dropped, then back after the first retry's delay.
      await vi.waitFor(() => expect(connection).toEqual([false, true]), { timeout: 10_000, interval: 100 });
      const [again] = await listeners();
      expect(again.pid).not.toBe(listener.pid);
      await db().execute(sql`select pg_notify('shop_changes', 'products')`);
      await vi.waitFor(() => expect(heard).toContain("products"), { timeout: 5_000, interval: 50 });
    } finally {
      await stop();
    }
  });

  it("stop the caches while the connection is down, and drop what they held on both edges", async () => {
    // A database handle whose connection this test drops and brings back.
    let reportConnection: (connected: boolean) => void = () => {};
    const handle = {
      ...databaseHandle(),
      async listen(_onChange: (table: string) => void, onConnection?: (connected: boolean) => void) {
        reportConnection = onConnection ?? (() => {});
        return async () => {};
      },
    } as DatabaseHandle;
    let productCacheDrops = 0;
    const stopWatching = onTableChange(["products"], () => productCacheDrops++);
    const stop = await startLiveUpdates(handle);
    try {
      expect(hearsChanges(handle)).toBe(true);
      reportConnection(false);
      expect(hearsChanges(handle)).toBe(false);
      expect(productCacheDrops).toBe(1);
      reportConnection(true);
      expect(hearsChanges(handle)).toBe(true);
      // Changes made while it was down were never announced: the caches start again empty.
      expect(productCacheDrops).toBe(2);
    } finally {
      stopWatching();
      await stop();
    }
    expect(hearsChanges(handle)).toBe(false);
  });
});
