/**
 * Each integration test file gets a database of its own kind (PGlite in memory, or the
 * PostgreSQL at TEST_DATABASE_URL), migrated and empty, set as the app's database.
 */
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject, vi } from "vitest";
import { sql } from "drizzle-orm";
import { openPglite, openPostgres, setDatabase, type DatabaseHandle } from "../../app/server/db.server";
import { databaseUrl, templateUrl } from "./postgres-databases";
import { ensureSeeded } from "../../db/seed/seed";
import { announceChange } from "../../app/server/live.server";
import { resetAuth } from "../../app/server/auth.server";
import { RouterContextProvider } from "react-router";
import { isLang } from "../../app/lib/langs";
import { provideRequestContext, resolveStorefront } from "../../app/server/request-context.server";
import { adminRouteContext } from "../support/admin-routes";

export const databaseKind = () => inject("databaseKind");

/**
 * Waits until `check` holds: for what reaches the app through the database's announcements (NOTIFY,
 * heard a moment later on PostgreSQL) or through a connection closing. It waits for the thing, not
 * for a time: its only bound is a long one (a busy machine is slow, not wrong), and it asks again
 * every 20 ms meanwhile.
 */
export async function eventually(check: () => boolean | Promise<boolean>, what = "the change never showed") {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(what);
    },
    { timeout: 30_000, interval: 20 },
  );
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (inject("databaseKind") === "postgres") {
    handle = await copyOfTemplate(process.env.TEST_DATABASE_URL!);
  } else {
    const dump = await readFile(inject("pgliteDump"));
    handle = await openPglite(undefined, new Blob([dump]));
  }
  setDatabase(handle);
  // The auth instance holds the database it was made with, and the caches of settings and texts
  // belong to the previous database (files share modules: vitest.config.ts).
  resetAuth();
  for (const table of ["static_translations", "design_settings", "currency_settings", "site_settings", "click_to_call_settings"]) {
    announceChange(table);
  }
  return handle;
}

let copies = 0;
let fileDatabaseUrl: string | undefined;

/** The URL of this file's PostgreSQL database, for a test that opens a pool of its own. */
export function testDatabaseUrl(): string {
  if (!fileDatabaseUrl) throw new Error("no PostgreSQL database is open for this file");
  return fileDatabaseUrl;
}

/**
 * A database of this file's own, copied from the migrated template (global-setup.ts); closing the
 * handle drops it. Copying takes a fraction of a second, far less than migrating.
 */
async function copyOfTemplate(baseUrl: string): Promise<DatabaseHandle> {
  const template = templateUrl(baseUrl, inject("projectName"));
  const name = `${template.name}_f${process.pid}_${++copies}`;
  const admin = await openPostgres(baseUrl, 1);
  await admin.db.execute(sql.raw(`create database "${name}" template "${template.name}"`));
  fileDatabaseUrl = databaseUrl(baseUrl, name);
  const handle = await openPostgres(fileDatabaseUrl, 60);
  const close = handle.close.bind(handle);
  handle.close = async () => {
    await close();
    await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
    await admin.close();
  };
  return handle;
}

/**
 * On PostgreSQL, the app's own pool (its default size) on this file's database, set as the app's
 * database for the file: concurrency tests need as many connections as the app would have.
 */
export function withAppPool() {
  let appPool: DatabaseHandle | undefined;
  beforeAll(async () => {
    if (databaseKind() !== "postgres") return;
    appPool = await openPostgres(testDatabaseUrl());
    setDatabase(appPool);
  });
  afterAll(async () => {
    await appPool?.close();
  });
}

/** The demo catalogue without its images. */
export async function seedDemo(handle: DatabaseHandle) {
  await ensureSeeded(handle.db, { mediaDir: path.join(os.tmpdir(), "shop-test-media"), skipImages: true });
}

/**
 * A test file's database with the demo shop loaded: opened before its tests, closed after.
 * Use `db()` inside tests (the handle exists only once beforeAll has run).
 */
export function withSeededDatabase() {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedDemo(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return () => handle!.db;
}

/**
 * The `context` React Router hands a route's loader or action: under /:lang, the one the
 * storefront layout's middleware resolves (language, visitor, prices, translator); under /admin,
 * the admin's middleware's (tests/support/admin-routes.ts); elsewhere (/api/*) an empty one.
 * Tests that call a route directly pass it as `context`.
 */
export async function routeContext(request: Request, params: Record<string, string | undefined>): Promise<RouterContextProvider> {
  if (/^\/admin(\/|$)/.test(new URL(request.url).pathname) && params.lang === undefined) return adminRouteContext(request);
  const context = new RouterContextProvider();
  if (params.lang === undefined) return context;
  if (!isLang(params.lang)) throw new Error(`routeContext: "${params.lang}" is not a language (the middleware redirects it)`);
  return provideRequestContext(context, await resolveStorefront(request, params.lang));
}
