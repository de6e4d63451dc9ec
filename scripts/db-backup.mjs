#!/usr/bin/env node
// Single-file backups of the PGlite database, taken while the server is stopped (the data-folder
// lock guarantees that). For PostgreSQL, use pg_dump and psql.
//   npm run db:dump                 → backups/shop-<date>.tar.gz
//   npm run db:restore -- <file>    → replaces data/pglite with the backup (the old one is kept aside)
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

const [command, file] = process.argv.slice(2);
if (process.env.DATABASE_URL) {
  console.error('This shop runs on PostgreSQL: use pg_dump "$DATABASE_URL" > shop.sql (and psql to restore).');
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
const databaseDir = path.join(dataDir, "pglite");
const extensions = { pg_trgm, unaccent };
mkdirSync(dataDir, { recursive: true });
let release;
try {
  release = await lockfile.lock(dataDir, { lockfilePath: path.join(dataDir, "server.lock"), stale: 10_000, realpath: false, retries: 0 });
} catch {
  console.error(`The shop is running on ${dataDir}: stop it first.`);
  process.exit(1);
}
try {
  if (command === "restore") {
    if (!file || !existsSync(file)) throw new Error("Give the backup file: npm run db:restore -- backups/shop-….tar.gz");
    if (existsSync(databaseDir)) {
      const aside = `${databaseDir}.before-restore-${Date.now()}`;
      renameSync(databaseDir, aside);
      console.log(`The current database was moved to ${aside}.`);
    }
    mkdirSync(databaseDir, { recursive: true });
    const db = await PGlite.create({ dataDir: databaseDir, extensions, loadDataDir: new Blob([readFileSync(file)]) });
    await db.query("select 1");
    await db.close();
    console.log(`Restored ${file} into ${databaseDir}.`);
  } else {
    const db = await PGlite.create({ dataDir: databaseDir, extensions });
    const dump = await db.dumpDataDir("gzip");
    await db.close();
    mkdirSync("backups", { recursive: true });
    const target = path.join("backups", `shop-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);
    writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
    console.log(`Database saved to ${target}. Restore it with: npm run db:restore -- ${target}`);
  }
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await release();
}
