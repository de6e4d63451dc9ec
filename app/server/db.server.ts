/**
 * The database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Both speak the
 * same SQL and run the same migrations. Services reach it through `db()`.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import pg from "pg";
import * as schema from "../../db/schema";
import { migrationsFolder } from "./paths.server";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same query API as the database. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Calls `onChange(table)` for every NOTIFY on 'shop_changes'. Returns a function that stops
   * listening. On PostgreSQL the listening connection can drop (a restart, a failover, an idle
   * timeout on the way): `onConnection(false)` says so, the connection is made again with a growing
   * delay, and `onConnection(true)` says it is back. Notifications sent meanwhile are lost.
   */
  listen(onChange: (table: string) => void, onConnection?: (connected: boolean) => void): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  /**
   * Housekeeping PostgreSQL's autovacuum does by itself and PGlite, a single process, never does:
   * reclaim dead rows, mark pages all-visible (index-only scans need it) and refresh the planner's
   * statistics. A no-op on PostgreSQL.
   */
  upkeep(): Promise<void>;
  close(): Promise<void>;
  /** The raw PGlite instance (PGlite only), for dumps. */
  pglite?: PGlite;
}

/** Sees every SQL statement the app sends, while a test counts them (`countQueries`). */
let queryObserver: ((query: string, params: unknown[]) => void) | undefined;

/**
 * Calls `onQuery` with each statement sent through Drizzle until the returned function is called:
 * tests prove how many queries a page runs (docs/product/performance-and-operations.md#ops-3). Costs one call per query otherwise.
 */
export function countQueries(onQuery: (query: string, params: unknown[]) => void): () => void {
  queryObserver = onQuery;
  return () => {
    if (queryObserver === onQuery) queryObserver = undefined;
  };
}

const drizzleOptions = { schema, casing: "snake_case" as const, logger: { logQuery: (query: string, params: unknown[]) => queryObserver?.(query, params) } };

export function pgliteExtensions() {
  return { pg_trgm, unaccent };
}

/**
 * PGlite's memory (docs/product/performance-and-operations.md#ops-7). PostgreSQL's defaults from initdb (shared_buffers 128MB,
 * maintenance_work_mem 64MB) live inside the WebAssembly memory, in this process, and WebAssembly
 * memory never shrinks: measured, the buffers alone kept ~100 MB more resident from the start. The
 * data files are read through Node's fs, so the operating system's page cache already holds what a
 * bigger buffer pool would: 32MB keeps the hot catalogue pages (a product page's rows and indexes)
 * and the shop's working set without the double copy. Vacuum and index builds get 16MB.
 */
export const PGLITE_SETTINGS = ["shared_buffers=32MB", "maintenance_work_mem=16MB", "temp_buffers=4MB", "work_mem=4MB"];

/** Opens PGlite on a folder (created if missing), or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: pgliteExtensions(),
    // PGlite's own start parameters, with ours after them (a later -c wins).
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    pglite: client,
    async listen(onChange) {
      const unsubscribe = await client.listen("shop_changes", (payload) => onChange(payload));
      return async () => unsubscribe();
    },
    async migrate() {
      await migratePglite(drizzlePglite({ client, ...drizzleOptions }), { migrationsFolder });
    },
    async upkeep() {
      await client.exec("vacuum (analyze)");
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** The listening connection's first retry after it dropped; each failed try doubles it, up to the max. */
export const LISTEN_RETRY_FIRST_MS = 500;
const LISTEN_RETRY_MAX_MS = 30_000;

export async function openPostgres(connectionString: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, ...drizzleOptions }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    async listen(onChange, onConnection) {
      // LISTEN needs a dedicated connection, outside the pool's rotation.
      let client: pg.Client | undefined;
      let stopped = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      let delay = LISTEN_RETRY_FIRST_MS;
      const connect = async () => {
        const next = new pg.Client({ connectionString });
        // Either event can come alone, and more than once: `lost` acts on the current client only.
        next.on("error", () => lost(next));
        next.on("end", () => lost(next));
        next.on("notification", (message) => {
          if (message.channel === "shop_changes") onChange(message.payload ?? "");
        });
        try {
          await next.connect();
          await next.query("LISTEN shop_changes");
        } catch (error) {
          await next.end().catch(() => {});
          throw error;
        }
        if (stopped) {
          await next.end().catch(() => {});
          return;
        }
        client = next;
      };
      const reconnectLater = () => {
        retry = setTimeout(() => {
          retry = undefined;
          connect().then(
            () => {
              if (stopped) return;
              delay = LISTEN_RETRY_FIRST_MS;
              onConnection?.(true);
            },
            () => {
              if (stopped) return;
              delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
              reconnectLater();
            },
          );
        }, delay);
        // A server shutting down does not wait for the next try.
        retry.unref();
      };
      const lost = (which: pg.Client) => {
        if (stopped || client !== which) return;
        client = undefined;
        which.end().catch(() => {});
        onConnection?.(false);
        reconnectLater();
      };
      // The first connection's failure is the caller's to handle (the server starts without live updates).
      await connect();
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        const current = client;
        client = undefined;
        await current?.end().catch(() => {});
      };
    },
    async migrate() {
      await migratePg(drizzlePg({ client: pool, ...drizzleOptions }), { migrationsFolder });
    },
    async upkeep() {},
    async close() {
      await pool.end();
    },
  };
}

export function pgliteDir(dataDir: string) {
  return path.join(dataDir, "pglite");
}

let active: DatabaseHandle | undefined;

export function setDatabase(handle: DatabaseHandle | undefined) {
  active = handle;
}

export function databaseHandle(): DatabaseHandle {
  if (!active) throw new Error("The database is not open yet.");
  return active;
}

export function db(): Database {
  return databaseHandle().db;
}

/** Rows of a raw SQL query; both drivers answer { rows }. */
export async function queryRows<T>(executor: Database | Tx, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
