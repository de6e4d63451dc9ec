/**
 * The server as a process: bad configuration, a second server on the same data folder, and a clean
 * shutdown that keeps every committed write. These start real `npm start` processes.
 */
import { spawn } from "node:child_process";
import { readFileSync, mkdtempSync, cpSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, timeUntil } from "../support/server-copies";

const root = process.cwd();

function run(env: Record<string, string>, untilOutput?: RegExp, timeoutMs = 120_000) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = untilOutput
    ? new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${untilOutput} in time:\n${stdout}\n${stderr}`)), timeoutMs);
        const check = () => {
          if (untilOutput.test(stdout)) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on("data", check);
        void exited.then(() => {
          clearTimeout(timer);
          reject(new Error(`exited early:\n${stdout}\n${stderr}`));
        });
      })
    : Promise.resolve();
  return { child, exited, ready, output: () => ({ stdout, stderr }) };
}

test.describe.configure({ mode: "serial" });

test("a bad PORT stops the server with one line naming it", async () => {
  const server = run({ PORT: "abc", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "shop-bad-")) });
  expect(await server.exited).toBe(1);
  const { stderr } = server.output();
  expect(stderr.trim()).toBe('Cannot start the shop: PORT ("abc") must be a number');
});

test("a bad DATABASE_URL stops the server with one line naming it", async () => {
  const server = run({ DATABASE_URL: "not-a-url", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "shop-bad-")) });
  expect(await server.exited).toBe(1);
  expect(server.output().stderr.trim()).toMatch(/^Cannot start the shop: DATABASE_URL \("not-a-url"\) must be a URL/);
});

test("a second server on the same data folder stops at once and touches nothing", async ({ request }) => {
  const dataDir = readFileSync(path.join(root, "test-results", "e2e-data-dir.txt"), "utf8").trim();
  const server = run({ DATA_DIR: dataDir, PORT: "3197" });
  expect(await server.exited).toBe(1);
  const lines = server.output().stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain("Another server is already running on the data folder");
  // The first server still serves from its database.
  expect((await request.get("/healthz")).status()).toBe(200);
});

test("SIGTERM closes the database cleanly and a restart finds every committed write", async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-restart-"));
  const imageCache = path.join(os.tmpdir(), "shop-e2e-media-cache");
  if (existsSync(imageCache)) cpSync(imageCache, path.join(dataDir, "media"), { recursive: true });
  const port = "3198";
  const origin = `http://localhost:${port}`;
  // The setup code is printed just after the "open" line on a first start.
  const first = run({ DATA_DIR: dataDir, PORT: port, PUBLIC_URL: origin }, /One-time admin setup code/);
  await first.ready;
  expect(first.output().stdout).toMatch(/One-time admin setup code: [A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/);

  // Write: a guest adds a product to the cart (a committed transaction).
  const shop = await (await fetch(`${origin}/fr/shop`)).text();
  const productId = /\/fr\/product\/([0-9a-f-]{36})"[^>]*>[^<]*<\/a><\/h3>[\s\S]*?name="intent" value="add"/.exec(shop)?.[1]
    ?? /name="productId" value="([0-9a-f-]{36})"/.exec(shop)?.[1];
  expect(productId).toBeTruthy();
  const added = await fetch(`${origin}/fr/cart`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams({ intent: "add", productId: productId!, quantity: "2" }),
    redirect: "manual",
  });
  expect(added.status).toBeLessThan(400);
  const cookie = added.headers.getSetCookie().find((c) => c.startsWith("cart="))?.split(";")[0];
  expect(cookie).toMatch(/^cart=/);

  // And a product view, which waits a second in memory for its batched insert: the shutdown writes it.
  const visit = (cookie?: string) =>
    fetch(`${origin}/api/visit`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify({ lang: "fr", productId }),
    });
  const viewed = await visit();
  expect(viewed.status).toBe(200);
  const { viewers: viewersBefore } = (await viewed.json()) as { viewers: number };

  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);

  const second = run({ DATA_DIR: dataDir, PORT: port, PUBLIC_URL: origin }, /is open on/);
  await second.ready;
  expect(second.output().stdout).not.toContain("One-time admin setup code");
  const cart = await (await fetch(`${origin}/fr/cart`, { headers: { Cookie: cookie! } })).text();
  expect(cart).toContain('data-testid="cart-line"');
  // Another visitor now: the first one's view was kept.
  const { viewers: viewersAfter } = (await (await visit()).json()) as { viewers: number };
  expect(viewersAfter).toBe(viewersBefore + 1);
  second.child.kill("SIGINT");
  expect(await second.exited).toBe(0);
});

test("a server that dies is started again by npm start within seconds, on its own data folder, with the reason logged", async () => {
  test.setTimeout(480_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-crash-"));
  const imageCache = path.join(os.tmpdir(), "shop-e2e-media-cache");
  if (existsSync(imageCache)) cpSync(imageCache, path.join(dataDir, "media"), { recursive: true });
  const port = String(await freePort());
  const origin = `http://localhost:${port}`;
  const server = run({ DATA_DIR: dataDir, PORT: port, PUBLIC_URL: origin }, /is open on/);
  await server.ready;
  // The server is npm start's child (scripts/supervise.mjs): killed as the system's out-of-memory killer would.
  const children = readFileSync(`/proc/${server.child.pid}/task/${server.child.pid}/children`, "utf8").trim().split(/\s+/);
  expect(children).toHaveLength(1);
  process.kill(Number(children[0]), "SIGKILL");
  // A loaded machine (two cores shared by a whole test run) can take a minute or more to open PGlite again.
  await timeUntil(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status === 200, "the restarted server's health check").catch((error: unknown) => {
    throw new Error(`${(error as Error).message}\n${server.output().stdout.slice(-2000)}\n${server.output().stderr}`);
  });
  const { stderr } = server.output();
  // One restart: the dead server's lock on the PGlite folder was freed, so the new one was not refused.
  expect(stderr.match(/The shop stopped unexpectedly/g)).toHaveLength(1);
  expect(stderr).toContain("The shop stopped unexpectedly: killed (signal SIGKILL;");
  expect(stderr).toContain("Restarting it in 1 s (restart 1).");
  expect(server.child.exitCode).toBeNull();
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
});
