/**
 * Migrates once per run (STACK-NOTES.md: a PGlite first boot takes seconds): PGlite in memory is
 * migrated and dumped to a file that each test file loads; PostgreSQL gets a clean schema.
 */
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../../app/server/db.server";
import { sql } from "drizzle-orm";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDump: string;
    databaseKind: "pglite" | "postgres";
  }
}

export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
  project.provide("databaseKind", kind);
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const handle = await openPostgres(url, 2);
    await handle.db.execute(sql`drop schema if exists public cascade`);
    await handle.db.execute(sql`drop schema if exists drizzle cascade`);
    await handle.db.execute(sql`create schema public`);
    await handle.migrate();
    await handle.close();
    project.provide("pgliteDump", "");
    return;
  }
  const handle = await openPglite();
  await handle.migrate();
  const dump = await handle.pglite!.dumpDataDir("none");
  const file = path.join(os.tmpdir(), `shop-test-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteDump", file);
  return async () => {
    await rm(file, { force: true });
  };
}
