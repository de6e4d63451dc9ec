#!/usr/bin/env node
// The server the end-to-end tests talk to: the production build on a fresh data folder, so every
// run starts from the demo shop. Demo images are drawn once and reused between runs.
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import { spawnSync } from "node:child_process";
import { isBuildFresh, writeStamp } from "./build-state.mjs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Build first when the bundle is stale, so that no other test process rebuilds it under us.
if (!isBuildFresh(root)) {
  const built = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NODE_ENV: "production" } });
  if (built.status !== 0) process.exit(1);
  writeStamp(root);
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
const imageCache = path.join(os.tmpdir(), "shop-e2e-media-cache");
if (existsSync(imageCache)) {
  mkdirSync(path.join(dataDir, "media"), { recursive: true });
  cpSync(imageCache, path.join(dataDir, "media"), { recursive: true });
}
process.env.DATA_DIR = dataDir;
// Tests that start a second server on the same folder read it from here.
mkdirSync(path.join(root, "test-results"), { recursive: true });
writeFileSync(path.join(root, "test-results", "e2e-data-dir.txt"), dataDir);
process.env.NODE_ENV = "production";
// The outbox reader and other hooks of server/test-hooks.ts, for these tests only.
process.env.E2E_TEST_HOOKS = "1";
// Every test browser connects from 127.0.0.1, so by its socket address the whole suite would be one
// client and share one sign-in rate-limit bucket (5 a minute). The tests play the reverse proxy
// instead: each journey sends its own X-Forwarded-For (useOwnAddress in tests/e2e/support/accounts.ts)
// and the server trusts it, as a shop behind nginx does. That a client's own header is ignored
// without TRUST_PROXY is tested in tests/integration/accounts.test.ts ("the client's address").
process.env.TRUST_PROXY = "1";
process.env.PUBLIC_URL ??= `http://localhost:${process.env.PORT ?? 3100}`;
const { main } = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
await main();
cpSync(path.join(dataDir, "media"), imageCache, { recursive: true });
