#!/usr/bin/env node
// `npm test`: lint, types, unit, integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), then end-to-end in Debian's Chromium against the production build. Stops at the first
// failing step and ends with one summary line.
import { spawn, spawnSync } from "node:child_process";
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

// Debian builds Chromium twice: `chromium-headless-shell` (the old headless mode, what Playwright
// itself runs headless) and the full browser `chromium`. The suite prefers the shell: the same
// storefront spec took 150 CPU-seconds in it against 243 in the full browser's new headless mode.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL_BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return [HEADLESS_SHELL, ...FULL_BROWSERS].find((candidate) => existsSync(candidate));
}

function ensureChromium() {
  let chromium = findChromium();
  if (chromium === HEADLESS_SHELL || (chromium && process.env.CHROMIUM_PATH)) return chromium;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    // Only Debian's packages: the tests never download a browser from anywhere else.
    const packages = chromium ? ["chromium-headless-shell"] : ["chromium", "chromium-headless-shell"];
    console.log(`Installing Debian's ${packages.join(" and ")} package${packages.length > 1 ? "s" : ""}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
    chromium = findChromium();
  }
  if (!chromium) {
    console.error(
      "No Chromium found. Install Debian's packages (as root: apt-get install chromium chromium-headless-shell), or set CHROMIUM_PATH to a Chromium binary. The tests never download a browser.",
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

/** Every test of a Playwright JSON report, with the project it ran in. */
function playwrightTests(suite, out = []) {
  for (const child of suite.suites ?? []) playwrightTests(child, out);
  for (const spec of suite.specs ?? []) for (const test of spec.tests) out.push({ title: `[${test.projectName}] ${spec.file} › ${spec.title}`, test });
  return out;
}

/**
 * A test that needed a retry to pass (Playwright's "flaky") counts as failed and is named: a suite
 * that passes by luck is not a passing suite.
 */
function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const stats = report.stats ?? {};
  totals.passed += stats.expected ?? 0;
  totals.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  totals.skipped += stats.skipped ?? 0;
  const flaky = (report.suites ?? []).flatMap((suite) => playwrightTests(suite)).filter(({ test }) => test.status === "flaky");
  if (flaky.length) console.error(`\n✖ ${flaky.length} flaky (passed only on a retry, counted as failed):\n${flaky.map(({ title }) => `  ${title}`).join("\n")}`);
  return flaky.length;
}

const startedAll = Date.now();
const timings = [];

function finish(code) {
  console.log("\nTime per step:");
  for (const { title, seconds } of timings) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${title}`);
  console.log(`  ${((Date.now() - startedAll) / 1000).toFixed(1).padStart(7)} s  in all`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  timings.push({ title, seconds });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (${seconds.toFixed(1)} s)`);
    return false;
  }
  console.log(`✔ ${title} (${seconds.toFixed(1)} s)`);
  return true;
}

/** A step that stops the run when it fails. */
function mustPass(title, command, args, env) {
  if (step(title, command, args, env)) return;
  if (totals.failed === 0) totals.failed = 1;
  finish(1);
}

/**
 * Steps that need one core each and nothing from one another, run side by side; each one's output
 * is printed whole when it ends, so that the two never interleave. Stops the run if one fails.
 */
async function mustPassTogether(steps) {
  const started = Date.now();
  console.log(`\n▶ ${steps.map(({ title }) => title).join(" and ")}, side by side`);
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const stepStarted = Date.now();
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (status) => {
            const seconds = (Date.now() - stepStarted) / 1000;
            process.stdout.write(Buffer.concat(output));
            console.log(status === 0 ? `✔ ${title} (${seconds.toFixed(1)} s)` : `✖ ${title} failed (${seconds.toFixed(1)} s)`);
            resolve({ title, seconds, ok: status === 0 });
          });
        }),
    ),
  );
  timings.push({ title: steps.map(({ title }) => title).join(" + "), seconds: (Date.now() - started) / 1000 });
  if (results.every(({ ok }) => ok)) return;
  if (totals.failed === 0) totals.failed = 1;
  finish(1);
}

const chromium = ensureChromium();

await mustPassTogether([
  { title: "Lint", command: bin("eslint"), args: [".", "--max-warnings=0"] },
  { title: "Types", command: "sh", args: ["-c", `${bin("react-router")} typegen && ${bin("tsc")} --noEmit`] },
]);

/** One vitest run of the given projects, titled by the first ("Integration tests on pglite"). */
const vitest = (projects, report, env) =>
  mustPass(
    `${projects[0][0].toUpperCase()}${projects[0].slice(1)} tests${env?.TEST_DB ? ` on ${env.TEST_DB}` : ""}`,
    bin("vitest"),
    ["run", ...projects.flatMap((name) => ["--project", name]), "--reporter=default", "--reporter=json", `--outputFile.json=${path.join(reports, report)}`],
    { NODE_ENV: "test", ...env },
  );

// The integration files that replace modules (vi.mock) are a project of their own: vitest.config.ts.
const INTEGRATION = ["integration", "integration-mocks"];
vitest(["unit"], "unit.json");
countVitest(path.join(reports, "unit.json"));
vitest(INTEGRATION, "integration-pglite.json", { TEST_DB: "pglite" });
countVitest(path.join(reports, "integration-pglite.json"));
if (process.env.TEST_DATABASE_URL) {
  vitest(INTEGRATION, "integration-postgres.json", { TEST_DB: "postgres" });
  countVitest(path.join(reports, "integration-postgres.json"));
} else {
  console.log("(TEST_DATABASE_URL is not set: the integration tests ran on PGlite only)");
}

if (!isBuildFresh(root)) {
  mustPass("Production build", bin("react-router"), ["build"], { NODE_ENV: "production" });
  writeStamp(root);
}
// The end-to-end report is counted even when tests failed, so that the summary names what failed.
const e2ePassed = step("End-to-end tests in Chromium", bin("playwright"), ["test"], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "e2e.json"),
});
countPlaywright(path.join(reports, "e2e.json"));
if (!e2ePassed && totals.failed === 0) totals.failed = 1;
finish(totals.failed > 0 ? 1 : 0);
