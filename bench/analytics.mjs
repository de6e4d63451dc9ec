#!/usr/bin/env node
// The analytics screen on 1,000,000 events (docs/product/analytics-and-consent.md#ana-6): its queries must answer in p95 ≤ 300 ms
// of server time.
//
//   node bench/analytics.mjs                 (PGlite in a temporary data folder)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_analytics node bench/analytics.mjs
//
// As bench/admin.mjs: it starts the production server once (migrations, the demo shop), stops it,
// writes BENCH_EVENTS events spread over the last 365 days straight into analytics_events (in
// batches; the rollup trigger of migration 0016 sums them as it would live), starts it again, claims
// the shop to get an owner's session, and asks the screen's data (`/admin/analytics.data`, what a
// click on the screen fetches) one request at a time on localhost, for 30 days, 90 days and a year.
import os from "node:os";
import { freshBenchDatabase, startSeededAdminServer, timeRequests, writeResult } from "./server.mjs";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BATCH = 100_000;
const GOAL_MS = 300;

// One in twenty of each kind: half page views (a quarter of them product pages), scroll depths,
// adds to cart, calls, checkout errors and purchase lines, in the four languages, three currencies
// and three devices, over the demo products; one page view in five starts a visit.
const SEED_EVENTS = `
  with catalogue as (select array_agg(id order by sku) as ids, count(*)::int as n from products where is_active)
  insert into analytics_events (event_type, event_name, session_id, page_url, device_type, browser, os, product_id, product_name,
                                amount, quantity, metadata, lang, currency, created_at)
  select kind.type, kind.name,
         case when i % 3 = 0 then md5(i::text) end,
         '/' || (array['fr','he','en','ru'])[1 + i % 4] || '/bench',
         (array['mobile','mobile','desktop','tablet'])[1 + (i / 7) % 4],
         (array['Chrome','Safari','Firefox'])[1 + i % 3], (array['Android','iOS','Windows','macOS'])[1 + i % 4],
         case when kind.with_product then c.ids[1 + i % c.n] end,
         case when kind.type = 'purchase' then 'Bench product' end,
         case when kind.type = 'purchase' then 5000 + (i % 40) * 100 end,
         case when kind.type in ('purchase', 'add_to_cart') then 1 + i % 3 end,
         case when kind.type = 'purchase' then jsonb_build_object('entry', i % 40 = 19, 'amountIls', 20000 + (i % 40) * 400)
              when kind.type = 'page_view' and i % 5 = 0 then '{"entry": true}'::jsonb end,
         (array['fr','he','en','ru'])[1 + i % 4],
         (array['ILS','ILS','USD','EUR'])[1 + (i / 3) % 4],
         now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute'
  from generate_series($1::int, $2::int) as i
  cross join catalogue c
  cross join lateral (
    select * from (values
      (0, 'page_view', 'product', true), (1, 'page_view', 'product', true), (2, 'page_view', 'home', false),
      (3, 'page_view', 'shop', false), (4, 'page_view', 'category', false), (5, 'page_view', 'cart', false),
      (6, 'page_view', 'checkout', false), (7, 'page_view', 'product', true), (8, 'page_view', 'other', false),
      (9, 'page_view', 'product', true), (10, 'scroll_depth', '50', true), (11, 'scroll_depth', '100', true),
      (12, 'add_to_cart', 'add_to_cart', true), (13, 'add_to_cart', 'add_to_cart', true), (14, 'click', 'click_to_call', false),
      (15, 'error', 'checkout_error', false), (16, 'page_view', 'home', false), (17, 'page_view', 'product', true),
      (18, 'scroll_depth', '50', true), (19, 'purchase', 'purchase', true)
    ) as k(slot, type, name, with_product) where k.slot = i % 20
  ) as kind`;

const databaseUrl = await freshBenchDatabase("bench_analytics");
const { server, cookie } = await startSeededAdminServer(databaseUrl, async ({ run }) => {
  console.log(`Adding ${EVENTS} analytics events to ${databaseUrl ? "PostgreSQL" : "PGlite"}…`);
  const started = performance.now();
  for (let from = 1; from <= EVENTS; from += BATCH) await run(SEED_EVENTS, [from, Math.min(EVENTS, from + BATCH - 1)]);
  const [events, daily, products] = await Promise.all(
    ["analytics_events", "analytics_daily", "analytics_daily_products"].map(async (table) => Number((await run(`select count(*)::int as n from ${table}`)).rows[0].n)),
  );
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s: ${events} events, ${daily} daily rows, ${products} daily product rows`);
});
try {
  const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const screen = (query) => `/admin/analytics.data?${query}${query ? "&" : ""}_routes=${encodeURIComponent("routes/admin/analytics")}`;
  const targets = [
    ["last 30 days (default)", screen("")],
    ["last 90 days", screen(`from=${day(89)}&to=${day(0)}`)],
    ["last 365 days", screen(`from=${day(364)}&to=${day(0)}`)],
    ["CSV by day, 365 days", `/admin/analytics/export.csv?table=day&from=${day(364)}&to=${day(0)}`],
  ];
  // BENCH_ROUNDS rounds over the targets; each figure is the median of the rounds' figures.
  const loadBefore = os.loadavg().map((n) => n.toFixed(2)).join(" ");
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const measured = [];
    for (const [title, target] of targets) measured.push({ title, ...(await timeRequests(server.baseUrl, target, cookie, { requests: REQUESTS, warmups: 10 })) });
    rounds.push(measured);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const results = targets.map(([title, target], i) => ({
    title,
    target,
    p50: median(rounds.map((r) => r[i].p50)),
    p95: median(rounds.map((r) => r[i].p95)),
    max: median(rounds.map((r) => r[i].max)),
    p95s: rounds.map((r) => Math.round(r[i].p95)),
  }));
  const load = `${loadBefore} → ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}`;
  console.log(`\n${EVENTS} events, ${ROUNDS} rounds of ${REQUESTS} sequential requests each, ${databaseUrl ? "PostgreSQL" : "PGlite"}, ${os.cpus().length} cores, load ${load}\n`);
  console.log("screen data (median of rounds) p50 ms   p95 ms   max ms   p95 ≤ 300 ms");
  for (const r of results) {
    console.log(`${r.title.padEnd(28)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}   ${r.p95 <= GOAL_MS ? "yes" : "NO"}   (p95 per round: ${r.p95s.join(", ")})`);
  }
  writeResult(`analytics-${databaseUrl ? "postgres" : "pglite"}`, { events: EVENTS, requests: REQUESTS, load, results });
  process.exitCode = results.every((r) => r.p95 <= GOAL_MS) ? 0 : 1;
} finally {
  await server.stop();
}
