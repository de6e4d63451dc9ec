#!/usr/bin/env node
// `npm test`: lint, types, unit, integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), then end-to-end in Debian's Chromium against the production build. Stops at the first
// failing step and ends with one summary line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isBuildFresh, writeStamp } from "./build-state.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const reports = path.join(root, "test-results", "reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}

function ensureChromium() {
  let chromium = findChromium();
  if (chromium) return chromium;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    if (install.status === 0) chromium = findChromium();
  }
  if (!chromium) {
    console.error(
      "No Chromium found. Install Debian's package (as root: apt-get install chromium), or set CHROMIUM_PATH to a Chromium binary. The tests never download a browser.",
    );
    process.exit(1);
  }
  return chromium;
}

const totals = { passed: 0, failed: 0, skipped: 0 };

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, "utf8")).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

function finish(code) {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (${seconds} s)`);
    if (totals.failed === 0) totals.failed = 1;
    finish(1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

const chromium = ensureChromium();

step("Lint", bin("eslint"), [".", "--max-warnings=0"]);
step("Types", "sh", ["-c", `${bin("react-router")} typegen && ${bin("tsc")} --noEmit`]);

const vitest = (project, report, env) =>
  step(
    `${project[0].toUpperCase()}${project.slice(1)} tests${env?.TEST_DB ? ` on ${env.TEST_DB}` : ""}`,
    bin("vitest"),
    ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${path.join(reports, report)}`],
    { NODE_ENV: "test", ...env },
  );

vitest("unit", "unit.json");
countVitest(path.join(reports, "unit.json"));
vitest("integration", "integration-pglite.json", { TEST_DB: "pglite" });
countVitest(path.join(reports, "integration-pglite.json"));
if (process.env.TEST_DATABASE_URL) {
  vitest("integration", "integration-postgres.json", { TEST_DB: "postgres" });
  countVitest(path.join(reports, "integration-postgres.json"));
} else {
  console.log("(TEST_DATABASE_URL is not set: the integration tests ran on PGlite only)");
}

if (!isBuildFresh(root)) {
  step("Production build", bin("react-router"), ["build"], { NODE_ENV: "production" });
  writeStamp(root);
}
step("End-to-end tests in Chromium", bin("playwright"), ["test"], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "e2e.json"),
});
countPlaywright(path.join(reports, "e2e.json"));
finish(totals.failed > 0 ? 1 : 0);
