/**
 * Server copies for the specs that need two processes on one PostgreSQL (live updates, the page
 * cache): a free port, a copy started as `npm start` does, and a wait for a change to arrive.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const root = process.cwd();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A shop process (`script`, run by this node in `cwd`) on `port`, with its output kept: `ready`
 * once it says it is open, refused if it stops first or never opens.
 */
export function spawnShop(script: string, port: number, env: Record<string, string>, cwd = root) {
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, LOG_LEVEL: "warn", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://localhost:${port}`, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server on ${port} did not open:\n${output}`)), 180_000);
    child.stdout.on("data", () => {
      if (/is open on/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server on ${port} stopped:\n${output}`));
    });
  });
  return { child, exited, ready, origin: `http://localhost:${port}`, output: () => output };
}

/** A server copy on `port`, started as `npm start` does, on the shared database. */
export function startServer(databaseUrl: string, port: number, folderPrefix = "shop-copy-", extraEnv: Record<string, string> = {}) {
  return spawnShop("scripts/start.mjs", port, {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), folderPrefix)),
    // The owner's account comes from the test hook, as in the other admin specs.
    E2E_TEST_HOOKS: "1",
    ...extraEnv,
  });
}

/**
 * Asks `check` until it holds; returns how long that took, for the report. It waits for the change,
 * not for a time: how long a change takes to travel depends on how busy the machine is, so the only
 * bound is a long one (a copy that never hears it), well inside the test's own time.
 */
export async function timeUntil(check: () => Promise<boolean>, what: string): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 120_000) throw new Error(`${what}: never seen`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

/** What `withTwoServerCopies` gives: the second copy, and a form post to the first as its owner. */
export interface TwoCopies {
  /** The second copy's origin, started on the database the first migrated and seeded. */
  b: string;
  /** A form post to the first copy, signed in as the owner, as the owner's admin screen sends it. */
  post: (pathname: string, fields: Record<string, string>) => Promise<Response>;
  /** The copies' database, for a spec that writes or reads rows itself. */
  databaseUrl: string;
}

/**
 * Two server copies on a throwaway database of the PostgreSQL at `baseUrl` (`prefix` names the
 * database and the data folders), the owner signed in on the first; stopped and dropped after
 * `body`, whatever happens.
 */
export async function withTwoServerCopies(baseUrl: string, prefix: string, body: (copies: TwoCopies) => Promise<void>, extraEnv: Record<string, string> = {}) {
  const { default: pg } = await import("pg");
  const name = `${prefix.replaceAll("-", "_")}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  // The first copy migrates and seeds; the second starts on the ready database.
  const first = startServer(databaseUrl, await freePort(), `${prefix}-`, extraEnv);
  let second: ReturnType<typeof startServer> | undefined;
  try {
    await first.ready;
    second = startServer(databaseUrl, await freePort(), `${prefix}-`, extraEnv);
    await second.ready;
    const a = first.origin;
    const owner = await fetch(`${a}/__test__/customers`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: `${prefix}-owner-${Date.now()}@example.com`, password: "correct horse battery staple", name: "Maya", role: "owner", signIn: true }),
    });
    if (!owner.ok) throw new Error(`the owner could not be made: ${owner.status} ${await owner.text()}`);
    const ownerCookie = owner.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    const post = (pathname: string, fields: Record<string, string>) =>
      fetch(`${a}${pathname}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: a, Cookie: ownerCookie }, body: new URLSearchParams(fields), redirect: "manual" });
    await body({ b: second.origin, post, databaseUrl });
  } finally {
    first.child.kill("SIGTERM");
    second?.child.kill("SIGTERM");
    await Promise.all([first.exited, second?.exited]);
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
    await admin.end();
  }
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };

/**
 * The home page's intro title (`home.introTitle`) as a visitor reads it: the text of its heading,
 * entities decoded. The page's texts travel in a file of their own (app/lib/dictionary.ts), so the
 * heading is the one place a text shows in the HTML.
 */
export async function homeIntroTitle(origin: string, lang = "fr"): Promise<string | undefined> {
  const html = await (await fetch(`${origin}/${lang}`)).text();
  const inner = /<h2 id="intro-title"[^>]*>([\s\S]*?)<\/h2>/.exec(html)?.[1];
  return inner?.replace(/<[^>]+>/g, "").replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]);
}
