/**
 * Starting and stopping the shop: configuration, the data-folder lock, the database and its
 * migrations, the demo seed on first run, the HTTP server, and a clean shutdown on SIGINT/SIGTERM.
 */
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { serve } from "@hono/node-server";
import { ConfigError, loadEnv } from "../app/server/env.server";
import { DataDirLockedError, dataLockPath, lockDataDir } from "../app/server/data-lock.server";
import { openPglite, openPostgres, pgliteDir, setDatabase, type DatabaseHandle } from "../app/server/db.server";
import { logger } from "../app/server/logger.server";
import { projectRoot } from "../app/server/paths.server";
import { startLiveUpdates } from "../app/server/live.server";
import { pageCacheFromEnv } from "./page-cache";
import { createJobRunner } from "../app/server/jobs.server";
import { backgroundJobs } from "../app/server/background-jobs.server";
import { startPushWorker } from "../app/features/push/order-push-admin.server";
import { flushProductViews } from "../app/features/catalog/catalog.server";
import { createStorage, setStorage } from "../app/server/storage.server";
import { ensureSeeded } from "../db/seed/seed";
import { ensureAdminSetupCode } from "../app/features/admin/setup.server";
import { createHttpApp, type HttpOptions } from "./http";

export interface StartOptions {
  handlePage: HttpOptions["handlePage"];
  createAuthHandler?: () => Promise<HttpOptions["handleAuth"]>;
  /**
   * The development server (scripts/dev.mjs, server/dev.ts): the HTTP server that Vite already
   * holds for its hot-reload websocket, which hands Hono every request that Vite's own middlewares
   * (modules, styles, public files) leave; and what to close with it. Without it (`npm start`), the
   * production server: the built client files and the page cache.
   */
  development?: {
    server: (handle: (request: IncomingMessage, response: ServerResponse) => void) => Server;
    close: () => Promise<void>;
  };
}

/**
 * What the server tells `npm start`'s supervisor (scripts/supervise.mjs), when it runs under one:
 * the data folder's lock it took (removed by the supervisor if this process dies, so that the next
 * one can take it at once) and that it is open.
 */
function tellSupervisor(message: { shop: "data-lock"; path: string } | { shop: "open" }) {
  if (process.send && process.connected) process.send(message);
}

function fail(message: string): never {
  // One clear line, no stack trace.
  console.error(`Cannot start the shop: ${message}`);
  process.exit(1);
}

/** PGlite's housekeeping (DatabaseHandle.upkeep) at each start; then every 6 hours, as a job (background-jobs.server.ts). */
async function upkeepAtStart(handle: DatabaseHandle) {
  await handle.upkeep().catch((error) => {
    logger.warn({ err: error }, "database upkeep failed; it is tried again later");
  });
}

export async function start(options: StartOptions) {
  process.chdir(projectRoot);
  let config;
  try {
    config = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const dataDir = path.resolve(config.DATA_DIR);

  let releaseLock: (() => Promise<void>) | undefined;
  if (!config.DATABASE_URL) {
    try {
      releaseLock = await lockDataDir(dataDir, (error) => {
        logger.fatal({ err: error }, "lost the lock on the data folder; stopping to protect the data");
        process.exit(1);
      });
      tellSupervisor({ shop: "data-lock", path: dataLockPath(dataDir) });
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }

  let handle: DatabaseHandle;
  try {
    handle = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openPglite(pgliteDir(dataDir));
    await handle.migrate();
  } catch (error) {
    await releaseLock?.();
    fail(`the database could not be opened (${(error as Error).message.split("\n")[0]})`);
  }
  setDatabase(handle);

  const mediaDir = path.join(dataDir, "media");
  // The images: the bucket of STORAGE_URL (shared by every copy of the server), else the media folder.
  const storage = createStorage({ storageUrl: config.STORAGE_URL, mediaDir });
  setStorage(storage);
  logger.info({ storage: storage.description }, "media storage");
  // A wrong address, key or bucket is said now, in one line, rather than on the first image.
  try {
    await storage.check();
  } catch (error) {
    await handle.close().catch(() => {});
    await releaseLock?.();
    fail(`the media storage (${storage.description}) cannot be used: ${(error as Error).message.split("\n")[0]}`);
  }
  if (config.SEED_DEMO) {
    await ensureSeeded(handle.db, {
      mediaDir,
      storage,
      databaseUrl: config.DATABASE_URL,
      force: config.SEED_FORCE,
      log: (line) => console.log(line),
    });
  }
  // Started again by the supervisor after a crash: why the previous process died, among the
  // errors the diagnostics screen lists.
  if (process.env.SHOP_RESTART_REASON) logger.error({ reason: process.env.SHOP_RESTART_REASON }, `the server was restarted after it stopped: ${process.env.SHOP_RESTART_REASON}`);
  const setupCode = await ensureAdminSetupCode(handle.db);
  const stopLive = await startLiveUpdates(handle);
  await upkeepAtStart(handle);
  // The background jobs, each run once across every copy (the outbox's sender with SMTP_URL, the
  // new-order pushes' rounds, the upkeep, the purges: docs/decisions/0017-job-runner.md), and the
  // push a copy sends when it hears an order announced (docs/product/seo-and-install.md#seo-7).
  const stopJobs = createJobRunner({ jobs: backgroundJobs() }).start();
  const stopPush = startPushWorker();

  const app = createHttpApp({
    handlePage: options.handlePage,
    handleAuth: options.createAuthHandler ? await options.createAuthHandler() : undefined,
    // In development Vite serves the modules and public/ itself: nothing of an old build is served.
    clientDir: path.join(projectRoot, options.development ? "public" : path.join("build", "client")),
    mediaDir,
    storage,
    cacheDir: path.join(dataDir, "cache", "img"),
    imageCacheMaxBytes: config.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    publicUrl: config.publicUrl,
    trustedOrigins: config.TRUSTED_ORIGINS.split(",").map((o) => o.trim()).filter(Boolean),
    production: config.NODE_ENV === "production",
    // docs/product/performance-and-operations.md#ops-2: pages for anonymous visitors, kept in memory (PAGE_CACHE=off to measure without).
    // Never in development, where a page must show the code as it is now.
    pageCache: options.development ? undefined : pageCacheFromEnv(),
    trustProxy: config.TRUST_PROXY,
  });

  const development = options.development;
  const serverOptions = development ? { createServer: ((_options: unknown, handle: Parameters<typeof development.server>[0]) => development.server(handle)) as unknown as typeof import("node:http").createServer } : {};
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST, ...serverOptions }, (info: AddressInfo) => {
    const shown = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
    const mode = development ? ", development: hot reload" : "";
    // The supervisor hears "open" before anyone reads the line below: one who kills the server on
    // reading it kills a server the supervisor knows was open, and it starts again.
    tellSupervisor({ shop: "open" });
    console.log(`Maison Lumière is open on http://${shown}:${info.port} (${handle.kind === "pglite" ? `PGlite in ${dataDir}` : "PostgreSQL"}${mode})`);
    if (setupCode) {
      console.log(`One-time admin setup code: ${setupCode} (enter it at /admin/claim-admin to claim the shop)`);
    }
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    void shutdown(1, error.code === "EADDRINUSE" ? `port ${config.PORT} is already in use` : error.message);
  });

  let stopping = false;
  async function shutdown(code: number, reason?: string) {
    if (stopping) return;
    stopping = true;
    if (reason) console.error(`Cannot keep the shop open: ${reason}`);
    // Stop taking requests; give open ones 5 s to finish.
    const forceClose = setTimeout(() => (server as import("node:http").Server).closeAllConnections?.(), 5000);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearTimeout(forceClose);
    stopPush();
    await stopJobs().catch(() => {});
    await stopLive().catch(() => {});
    // The product views of the last second wait in memory for their batched insert (catalog.server.ts).
    await flushProductViews().catch((error) => logger.error({ err: error }, "the last product views could not be written"));
    await handle.close().catch((error) => logger.error({ err: error }, "database close failed"));
    await releaseLock?.().catch(() => {});
    await development?.close().catch(() => {});
    process.exit(code);
  }
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  // The supervisor is gone (killed): nobody would restart or stop this process, so it stops itself.
  if (process.send) process.on("disconnect", () => void shutdown(0));
}
