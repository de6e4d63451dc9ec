// Shared by the benchmarks: builds the shop if the bundle is stale, then starts the production
// server on a fresh temporary data folder (the demo shop) on a random local port.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The options `npm start` gives node (package.json's start script: `node <options> scripts/start.mjs`),
 * so that a benchmark measures the server as it runs. BENCH_NODE_ARGS replaces them, to compare.
 */
export function serverNodeOptions() {
  if (process.env.BENCH_NODE_ARGS !== undefined) return process.env.BENCH_NODE_ARGS.split(" ").filter(Boolean);
  return startScriptParts().nodeOptions;
}

/**
 * The start script's parts: the environment it sets (`NAME=${NAME:-default}`: the default, unless
 * this process has NAME) and node's options.
 */
function startScriptParts() {
  const start = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.start;
  const options = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+scripts\/start\.mjs/.exec(start);
  if (!options) throw new Error(`package.json's start script does not run node scripts/start.mjs: ${start}`);
  const environment = Object.fromEntries([...start.matchAll(/\b([A-Z_]+)=\$\{\1:-([^}]*)\}/g)].map((match) => [match[1], match[2]]));
  return { environment, nodeOptions: options[1].split(/\s+/).filter(Boolean) };
}

export function ensureBuilt() {
  const fresh = spawnSync(process.execPath, ["-e", "import('./scripts/build-state.mjs').then(m => process.exit(m.isBuildFresh(process.cwd()) ? 0 : 1))"], { cwd: root });
  if (fresh.status !== 0) {
    // As npm run build: a production build, then writeStamp (which precompresses the static files).
    const built = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
    if (built.status !== 0) throw new Error("the build failed");
    spawnSync(process.execPath, ["-e", "import('./scripts/build-state.mjs').then(m => m.writeStamp(process.cwd()))"], { cwd: root, stdio: "inherit" });
  }
}

/**
 * A port nothing listens on now, as the system hands them out: a random one from a fixed range once
 * fell on MariaDB's 3306, which this kind of machine runs.
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts a server unless BENCH_URL names one; returns its URL, a stop function and what it printed
 * (the admin bench reads the one-time setup code there). `dataDir` reopens a data folder.
 */
export async function startBenchServer({ dataDir = undefined, env = {} } = {}) {
  if (process.env.BENCH_URL) return { baseUrl: process.env.BENCH_URL, stop: () => {}, output: () => "" };
  ensureBuilt();
  const port = await freePort();
  if (!dataDir) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
    const imageCache = path.join(os.tmpdir(), "shop-e2e-media-cache");
    if (existsSync(imageCache)) cpSync(imageCache, path.join(dataDir, "media"), { recursive: true });
  }
  const server = spawn(process.execPath, [...serverNodeOptions(), "scripts/start.mjs"], {
    cwd: root,
    // glibc's malloc settings as `npm start` sets them (package.json), so that the memory measured is the shop's.
    env: { ...startScriptParts().environment, ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_URL: `http://localhost:${port}`, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let printed = "";
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not start within 180 s")), 180_000);
    server.stdout.on("data", (chunk) => {
      printed += String(chunk);
      if (printed.includes("is open on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  return {
    baseUrl: `http://localhost:${port}`,
    dataDir,
    /**
     * The server process (its memory is read from /proc by bench/load.mjs): `npm start`'s child,
     * not its supervisor (scripts/supervise.mjs).
     */
    pid: serverChildPid(server.pid),
    output: () => printed,
    stop: () => {
      server.kill("SIGTERM");
      return exited;
    },
  };
}

/** The process scripts/start.mjs's supervisor runs the shop in (Linux: /proc lists a process's children). */
function serverChildPid(supervisorPid) {
  try {
    const children = readFileSync(`/proc/${supervisorPid}/task/${supervisorPid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    return children.length ? Number(children[0]) : supervisorPid;
  } catch {
    return supervisorPid;
  }
}

/** The first product link on the shop page, so benchmarks need no fixed id. */
export async function firstProductPath(baseUrl, lang = "fr") {
  const shop = await (await fetch(`${baseUrl}/${lang}/shop`)).text();
  const found = new RegExp(`href="(/${lang}/product/[0-9a-f-]{36})"`).exec(shop)?.[1];
  if (!found) throw new Error(`no product link found on /${lang}/shop`);
  return found;
}

export function writeResult(name, data) {
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(path.join(root, "bench", "results", `${name}.json`), JSON.stringify({ date: new Date().toISOString(), ...data }, null, 2));
}

/**
 * One unmeasured visit to a page, as earlier shoppers would have made: the HTML, then every image
 * address it names (src, srcset, preloads) in the formats a browser asks for, so that the server's
 * resized-image cache is warm, as it is on a shop that has had visitors.
 */
export async function warmPage(baseUrl, page) {
  const html = await (await fetch(baseUrl + page)).text();
  const images = new Set([...html.replaceAll("&amp;", "&").matchAll(/\/img\/[^\s"',]+/g)].map((m) => m[0]));
  for (const image of images) {
    await fetch(baseUrl + image, { headers: { Accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" } }).then((r) => r.arrayBuffer());
  }
  return images.size;
}

/**
 * BENCH_DATABASE_URL, when set, must name a throwaway PostgreSQL database: it is dropped and made
 * again, so that each run starts unclaimed (the setup code is printed only while the shop has no
 * owner). Also points the server at it. Returns the URL or undefined (PGlite).
 */
export async function freshBenchDatabase(example) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) return undefined;
  process.env.DATABASE_URL = databaseUrl;
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name) || name === "postgres") throw new Error(`BENCH_DATABASE_URL must name a throwaway database, such as ${example}`);
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: "/postgres" }).toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  return databaseUrl;
}

/**
 * The shop's database opened straight (server stopped), to seed bench data: `run(sql, params)`
 * answers `{ rows }` on PostgreSQL (`databaseUrl`) or on the data folder's PGlite.
 */
async function openDatabase(dataDir, databaseUrl) {
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { run: (sql, params) => client.query(sql, params), close: () => client.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const db = new PGlite({ dataDir: path.join(dataDir, "pglite"), extensions: { pg_trgm, unaccent } });
  return { run: (sql, params) => db.query(sql, params), close: () => db.close() };
}

async function claimShop(baseUrl, setupCode) {
  const response = await fetch(`${baseUrl}/admin/claim-admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body: new URLSearchParams({ code: setupCode, name: "Bench Owner", email: "bench-owner@example.com", password: "Bench#Owner-2026" }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0) throw new Error(`claiming the shop failed: ${response.status} ${await response.text()}`);
  return cookies.join("; ");
}

/**
 * The back-office benches' start: the production server once (migrations, the demo shop) to read
 * its one-time setup code, stopped; `seed(db)` fills the database straight; the server again, and
 * the shop claimed for an owner's session. Returns the server and the owner's cookie.
 */
export async function startSeededAdminServer(databaseUrl, seed) {
  const first = await startBenchServer();
  // The code is printed just after the server says it is open: wait for it a little.
  const setupCode = () => /setup code: ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(first.output())?.[1];
  for (let waited = 0; !setupCode() && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  const code = setupCode();
  await first.stop();
  if (!code) throw new Error("the server printed no admin setup code (is this data folder already claimed?)");
  const db = await openDatabase(first.dataDir, databaseUrl);
  try {
    await seed(db);
    await db.run("analyze");
  } finally {
    await db.close();
  }
  const server = await startBenchServer({ dataDir: first.dataDir });
  try {
    return { server, cookie: await claimShop(server.baseUrl, code) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** `requests` sequential GETs of `target` with `cookie` after `warmups` unmeasured ones: p50, p95 and max in ms. */
export async function timeRequests(baseUrl, target, cookie, { requests, warmups }) {
  const ask = async () => {
    const started = performance.now();
    const response = await fetch(baseUrl + target, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${target} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < warmups; i++) await ask();
  const times = [];
  for (let i = 0; i < requests; i++) times.push(await ask());
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { target, p50: at(0.5), p95: at(0.95), max: times.at(-1) };
}
