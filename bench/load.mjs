#!/usr/bin/env node
// Load benchmark (docs/product/performance-and-operations.md#ops-3's table): every figure is measured against a
// precompressed static file (the hashed stylesheet) served by the same production server in the
// same run, interleaved with it, so that a busy machine slows both alike; the ratios are the result.
// Traffic goes to localhost only, bounded in time and count. See bench/README.md.
//
//   npm run bench                                   (PGlite, a fresh demo shop in a temp folder)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_load npm run bench   (PostgreSQL;
//                                                    that database is dropped and created afresh)
//   BENCH_ROUNDS=3 BENCH_SECONDS=5 BENCH_CONNECTIONS=20 BENCH_REQUESTS=100 BENCH_MEMORY_REQUESTS=10000
//
// The server runs with the e2e test hooks (a signed-in customer is made through /__test__/customers)
// and TRUST_PROXY (each simulated shopper sends its own X-Forwarded-For, as behind a proxy, so the
// per-address limits on orders count each shopper apart).
import autocannon from "autocannon";
import http from "node:http";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import pg from "pg";
import { firstProductPath, startBenchServer, warmPage, writeResult } from "./server.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const MEMORY_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 10_000);
const databaseUrl = process.env.BENCH_DATABASE_URL;
/** What a browser sends: the figures are for brotli, as a browser gets them. */
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html,application/xhtml+xml,image/avif,image/webp,*/*;q=0.8" };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const round1 = (n) => Math.round(n * 10) / 10;

async function freshPostgres(url) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name) || name === "postgres") throw new Error("BENCH_DATABASE_URL must name a throwaway database, such as bench_load");
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

/** The server's resident memory, and its peak, in MB (Linux /proc). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

/** requests/s and p99 of one target for SECONDS at CONNECTIONS (autocannon). */
function throughput(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { ...BROWSER, ...headers } }, (error, result) => {
      if (error) return reject(error);
      resolve({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
    });
  });
}

/** A fixed number of requests spread over a few targets, as fast as CONNECTIONS allow. */
function amount(url, count, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: Math.min(CONNECTIONS, 10), amount: count, headers: { ...BROWSER, ...headers } }, (error, result) => {
      if (error) return reject(error);
      resolve(result.errors + result.non2xx);
    });
  });
}

/**
 * One request, timed to its last byte, with the bytes that travelled (the body as sent: compressed
 * when the server compressed it). node:http, not fetch, so nothing is decompressed on the way.
 */
function timed(url, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(url, { method, headers: { ...BROWSER, ...headers }, agent: false }, (response) => {
      let bytes = 0;
      let head = "";
      response.on("data", (chunk) => {
        bytes += chunk.length;
        if (head.length < 4000) head += chunk.toString("utf8").slice(0, 4000);
      });
      response.on("end", () => resolve({ ms: performance.now() - started, status: response.statusCode, bytes, headers: response.headers, head }));
      response.on("error", reject);
    });
    request.on("error", reject);
    if (body) request.end(body);
    else request.end();
  });
}

const cookiesOf = (headers) => (headers["set-cookie"] ?? []).map((line) => line.split(";")[0]);
/** A shopper of its own: an address for the per-address limits. */
let shoppers = 0;
function shopperAddress() {
  shoppers += 1;
  return `10.${(shoppers >> 16) & 255}.${(shoppers >> 8) & 255}.${shoppers & 255}`;
}

/** The add-to-cart form's fields of a product page (productId and, when it has variants, the first). */
async function addToCartFields(baseUrl, productPath) {
  const html = await (await fetch(baseUrl + productPath)).text();
  const productId = /name="productId" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? productPath.split("/").at(-1);
  const variantId = /name="variantId" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? "";
  return { productId, variantId };
}

async function addToCart(baseUrl, fields, address, cookie) {
  return timed(`${baseUrl}/fr/cart.data`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: baseUrl,
      "x-forwarded-for": address,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ intent: "add", productId: fields.productId, variantId: fields.variantId, quantity: "1" }).toString(),
  });
}

if (databaseUrl) await freshPostgres(databaseUrl);
const serverEnv = { E2E_TEST_HOOKS: "1", TRUST_PROXY: "1", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
// A first start makes the database and seeds the demo shop (initdb and the seed leave memory that a
// shop's server, restarted later, never has); the figures are of a second start on that data, as
// a shop runs.
const seeding = await startBenchServer({ env: serverEnv });
await seeding.stop();
const server = await startBenchServer({ dataDir: seeding.dataDir, env: serverEnv });
const { baseUrl } = server;
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(" ");
/** Where the run is, on stderr (a run takes minutes). */
const progress = (line) => console.error(`[${new Date().toISOString().slice(11, 19)}, load ${load()}] ${line}`);
const loadAtStart = load();
try {
  if (!server.pid) throw new Error("bench/load.mjs starts its own server (BENCH_URL is not supported: it reads the server's memory)");
  const productPath = await firstProductPath(baseUrl);
  const shopHtml = await (await fetch(`${baseUrl}/fr/shop`)).text();
  const productPaths = [...new Set([...shopHtml.matchAll(/href="(\/fr\/product\/[0-9a-f-]{36})"/g)].map((m) => m[1]))];
  const html = await (await fetch(`${baseUrl}/fr`)).text();
  const asset = /\/assets\/[^"]+\.css/.exec(html)?.[0];
  if (!asset) throw new Error("no stylesheet found on /fr");
  const assetCheck = await timed(baseUrl + asset);
  if (assetCheck.headers["content-encoding"] !== "br") console.warn(`warning: ${asset} is not served precompressed (no .br beside it?)`);

  // A signed-in customer (not cached by a page cache: the issue's "product page for a signed-in visitor").
  const made = await fetch(`${baseUrl}/__test__/customers`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: `bench-${randomBytes(4).toString("hex")}@example.com`, password: "Bench-Passw0rd!", signIn: true }),
  });
  if (!made.ok) throw new Error(`could not make a signed-in customer: ${made.status} ${await made.text()}`);
  const signedIn = { cookie: made.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ") };

  // Warm-up: the resized images of the pages (as earlier visitors would have made them), then each
  // target for a few seconds (caches, the JIT).
  for (const page of ["/fr", "/fr/shop", productPath]) await warmPage(baseUrl, page);
  for (const [target, headers] of [["/fr", {}], [productPath, {}], [productPath, signedIn], [asset, {}]]) {
    await new Promise((resolve) => autocannon({ url: baseUrl + target, connections: 4, duration: 2, headers: { ...BROWSER, ...headers } }, resolve));
  }
  const warm = memoryOf(server.pid);
  progress(`warm: RSS ${warm.rss} MB; ${MEMORY_REQUESTS} page requests…`);

  // Memory after MEMORY_REQUESTS requests of pages: the home page, the shop, product pages, anonymous
  // and signed in, in equal parts.
  const targets = [["/fr", {}], ["/fr/shop", {}], ...productPaths.slice(0, 4).map((p) => [p, {}]), [productPath, signedIn], ["/fr/shop", signedIn]];
  let memoryErrors = 0;
  for (const [index, [target, headers]] of targets.entries()) {
    const share = Math.floor(MEMORY_REQUESTS / targets.length) + (index < MEMORY_REQUESTS % targets.length ? 1 : 0);
    memoryErrors += await amount(baseUrl + target, share, headers);
  }
  const afterLoad = memoryOf(server.pid);
  progress(`after ${MEMORY_REQUESTS} requests: RSS ${afterLoad.rss} MB; throughput rounds…`);

  // Throughput, in rounds: the static file, then each page, then the static file again; each page's
  // ratio is to the mean of the static file's two measures around it.
  const pages = [
    ["anonymous product page", productPath, {}],
    ["signed-in product page", productPath, signedIn],
    ["anonymous home /fr", "/fr", {}],
  ];
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const entry = {};
    let before = await throughput(baseUrl + asset);
    entry["static file"] = before;
    for (const [title, target, headers] of pages) {
      const result = await throughput(baseUrl + target, headers);
      const after = await throughput(baseUrl + asset);
      entry[title] = { ...result, ratio: result.rps / ((before.rps + after.rps) / 2) };
      before = after;
    }
    rounds.push(entry);
    progress(`round ${round + 1}: ${pages.map(([title]) => `${title} ${entry[title].ratio.toFixed(3)}`).join(", ")}`);
  }

  // Bytes on the wire (brotli, as a browser asks), anonymous and signed in.
  // The anonymous page twice: the first answer may be a render (its kept copy is older than the
  // cache's TTL by now), compressed live; the second is the copy the page cache keeps.
  const rendered = await timed(baseUrl + productPath);
  const wire = {
    [`anonymous product page (${rendered.headers["x-page-cache"] ?? "?"})`]: rendered,
    "anonymous product page (hit)": await timed(baseUrl + productPath),
    "signed-in product page": await timed(baseUrl + productPath, { headers: signedIn }),
  };
  // The page's texts come as a file of their own, fetched once and kept by the browser for a year
  // (app/lib/dictionary.ts): counted apart, as what a first visit adds.
  const texts = (await (await fetch(baseUrl + productPath)).text()).match(/<link[^>]*href="(\/i18n\/[^"]+)"[^>]*data-dictionary/)?.[1];
  if (texts) wire["its texts file (once, then cached)"] = await timed(baseUrl + texts);

  progress("add to cart and checkout…");
  // Add to cart: REQUESTS new shoppers each adding a product (their first add makes their cart),
  // one at a time, each followed by one request of the static file.
  const staticMs = [];
  const addMs = [];
  let addErrors = 0;
  const fieldsOf = [];
  // Every product the home and shop pages list: orders take stock, and the demo's runs out after a
  // few dozen orders of six products.
  for (const page of productPaths) fieldsOf.push(await addToCartFields(baseUrl, page));
  for (let i = 0; i < REQUESTS; i += 1) {
    // The first six listed, in stock at the start (the demo also has a sold-out product).
    const added = await addToCart(baseUrl, fieldsOf[i % 6], shopperAddress());
    if (added.status !== 200) addErrors += 1;
    addMs.push(added.ms);
    staticMs.push((await timed(baseUrl + asset)).ms);
  }

  // Checkout: REQUESTS shoppers each with one product in the cart open the checkout page, then
  // place the order (cash on delivery). Each timed alone, each followed by the static file.
  const checkoutPageMs = [];
  const orderMs = [];
  let checkoutErrors = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const address = shopperAddress();
    // Orders take stock: a product sold out by the earlier orders gives way to the next one.
    let added;
    for (let tries = 0; tries < fieldsOf.length; tries += 1) {
      added = await addToCart(baseUrl, fieldsOf[(i + tries) % fieldsOf.length], address);
      if (added.status === 200) break;
    }
    if (added.status !== 200) {
      // Not a refused order: nothing is left to buy. Said, and the orders measured so far are kept.
      progress(`the demo stock ran out after ${i} orders; checkout measured over those`);
      break;
    }
    const cookie = cookiesOf(added.headers).join("; ");
    const pageView = await timed(`${baseUrl}/fr/checkout`, { headers: { cookie, "x-forwarded-for": address } });
    checkoutPageMs.push(pageView.ms);
    staticMs.push((await timed(baseUrl + asset)).ms);
    const order = await timed(`${baseUrl}/fr/checkout.data`, {
      method: "POST",
      // Uncompressed, so that a refusal's reason can be printed.
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl, cookie, "x-forwarded-for": address, "accept-encoding": "identity" },
      body: new URLSearchParams({
        email: `bench-order-${i}-${randomBytes(3).toString("hex")}@example.com`,
        firstName: "Noa",
        lastName: "Cohen",
        phone: "0521234567",
        address: "12 rue Herzl",
        city: "Netanya",
        postalCode: "42000",
        country: "Israël",
        paymentMethod: "cash",
        checkoutKey: randomBytes(18).toString("base64url"),
      }).toString(),
    });
    // A placed order answers with a redirect to its confirmation (single fetch: 202 or 204 with the
    // redirect in the payload); a refusal is a 4xx.
    if (order.status >= 400 || !cookie) {
      checkoutErrors += 1;
      if (checkoutErrors <= 3) progress(`order refused: ${order.status} ${order.head.slice(0, 4000)}`);
    }
    orderMs.push(order.ms);
    staticMs.push((await timed(baseUrl + asset)).ms);
  }
  const final = memoryOf(server.pid);

  // ---- Report ----
  const ratioOf = (title) => median(rounds.map((r) => r[title].ratio));
  const rpsOf = (title) => median(rounds.map((r) => r[title].rps));
  const p99Of = (title) => median(rounds.map((r) => r[title].p99));
  const staticP95 = percentile(staticMs, 95);
  const latency = {
    "add to cart": { p50: percentile(addMs, 50), p95: percentile(addMs, 95), errors: addErrors },
    "checkout page": { p50: percentile(checkoutPageMs, 50), p95: percentile(checkoutPageMs, 95), errors: 0 },
    "place order": { p50: percentile(orderMs, 50), p95: percentile(orderMs, 95), errors: checkoutErrors },
  };
  console.log(`\n${databaseUrl ? "PostgreSQL" : "PGlite"}, ${ROUNDS} rounds of ${SECONDS} s per target, ${CONNECTIONS} connections, ${os.cpus().length} cores`);
  console.log(`load average at start ${loadAtStart}, at end ${load()}\n`);
  console.log("throughput (median of rounds)   req/s   p99 ms   vs static (median)   target");
  console.log(`${"static file (precompressed)".padEnd(30)} ${rpsOf("static file").toFixed(0).padStart(6)} ${String(p99Of("static file")).padStart(8)}`);
  const targetsOf = { "anonymous product page": "≥ 1.0 (cached)", "signed-in product page": "≥ 0.20", "anonymous home /fr": "" };
  for (const [title] of pages) {
    console.log(`${title.padEnd(30)} ${rpsOf(title).toFixed(0).padStart(6)} ${String(p99Of(title)).padStart(8)} ${ratioOf(title).toFixed(3).padStart(20)}   ${targetsOf[title]}`);
  }
  console.log(`  per round (ratio/errors): ${pages.map(([title]) => `${title} ${rounds.map((r) => `${r[title].ratio.toFixed(3)}/${r[title].errors}`).join(", ")}`).join("; ")}`);
  console.log(`\none at a time, ${REQUESTS} each        p50 ms   p95 ms   errors   p95 vs static file (p95 ${round1(staticP95)} ms)`);
  for (const [title, figures] of Object.entries(latency)) {
    console.log(`${title.padEnd(30)} ${round1(figures.p50).toString().padStart(7)} ${round1(figures.p95).toString().padStart(8)} ${String(figures.errors).padStart(8)}   ${(figures.p95 / staticP95).toFixed(1)}×`);
  }
  console.log("\nbytes on the wire (brotli)          bytes   encoding   target");
  for (const [title, result] of Object.entries(wire)) {
    console.log(`${title.padEnd(34)} ${String(result.bytes).padStart(6)}   ${String(result.headers["content-encoding"] ?? "none").padEnd(8)}   ${title.includes("texts") ? "—" : "≤ 20 KB"}`);
  }
  console.log(`\nserver memory (MB)              RSS   peak`);
  console.log(`${"after warm-up".padEnd(30)} ${String(warm.rss).padStart(5)} ${String(warm.peak).padStart(6)}`);
  console.log(`${`after ${MEMORY_REQUESTS} requests`.padEnd(30)} ${String(afterLoad.rss).padStart(5)} ${String(afterLoad.peak).padStart(6)}   target ≤ ${databaseUrl ? 200 : 300} MB (${memoryErrors} errors)`);
  console.log(`${"at the end".padEnd(30)} ${String(final.rss).padStart(5)} ${String(final.peak).padStart(6)}`);
  writeResult(databaseUrl ? "load-postgres" : "load-pglite", {
    database: databaseUrl ? "postgres" : "pglite",
    loadAverage: { start: loadAtStart, end: load() },
    rounds: ROUNDS,
    seconds: SECONDS,
    connections: CONNECTIONS,
    requests: REQUESTS,
    throughput: Object.fromEntries([["static file", { rps: rpsOf("static file") }], ...pages.map(([title]) => [title, { rps: rpsOf(title), p99: p99Of(title), ratio: ratioOf(title) }])]),
    rawRounds: rounds,
    latency: { ...latency, "static file": { p95: staticP95 } },
    wire: Object.fromEntries(Object.entries(wire).map(([title, result]) => [title, { bytes: result.bytes, encoding: result.headers["content-encoding"] ?? null }])),
    memory: { warm, afterLoad, memoryRequests: MEMORY_REQUESTS, memoryErrors, final },
  });
} finally {
  await server.stop();
}
