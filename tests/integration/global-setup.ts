/**
 * Migrates once per run (docs/architecture.md#arch-26: a PGlite first boot takes seconds): PGlite in memory is
 * migrated and dumped to a file that each test file loads; PostgreSQL gets a clean schema.
 */
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres, type DatabaseHandle } from "../../app/server/db.server";
import { templateUrl } from "./postgres-databases";
import { sql } from "drizzle-orm";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDump: string;
    databaseKind: "pglite" | "postgres";
    /** The vitest project, whose PostgreSQL template the files copy (postgres-databases.ts). */
    projectName: string;
  }
}

export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
  project.provide("databaseKind", kind);
  project.provide("projectName", project.name);
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    // One migrated template database; each test file copies it into a database of its own
    // (helpers.ts), so PostgreSQL files run side by side like PGlite's, with no data shared.
    const template = templateUrl(url, project.name);
    const admin = await openPostgres(url, 1);
    await dropTestDatabases(admin, template.name);
    await admin.db.execute(sql.raw(`create database "${template.name}"`));
    const handle = await openPostgres(template.url, 2);
    await handle.migrate();
    await handle.close();
    project.provide("pgliteDump", "");
    return async () => {
      await dropTestDatabases(admin, template.name);
      await admin.close();
    };
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

/** Drops the template and any file's database a crashed run left behind. */
async function dropTestDatabases(admin: DatabaseHandle, templateName: string) {
  const { rows } = (await admin.db.execute(sql`select datname from pg_database where datname = ${templateName} or datname like ${`${templateName}_f%`}`)) as unknown as { rows: { datname: string }[] };
  for (const { datname } of rows) await admin.db.execute(sql.raw(`drop database if exists "${datname}" with (force)`));
}
