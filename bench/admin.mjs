#!/usr/bin/env node
// Back-office speed (docs/product/admin-back-office.md#adm-1, "Speed"): with 10,000 orders in the shop, the orders list, a search
// and the dashboard must each answer in p95 ≤ 50 ms of server time.
//
//   npm run bench:admin                 (PGlite in a temporary data folder)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_admin npm run bench:admin
//
// It starts the production server once (migrations and the demo shop), stops it, adds 10,000
// demo orders (labelled "bench" in their e-mail) with two lines each straight in the database,
// starts it again, claims the shop with the printed setup code to get an owner's session, then asks
// each screen's data (`<path>.data`, what a navigation in the back office fetches) one request at a
// time on localhost: the time to the last byte is the server's time plus a loopback round trip.
import os from "node:os";
import { freshBenchDatabase, startSeededAdminServer, timeRequests, writeResult } from "./server.mjs";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const GOAL_MS = 50;

// Orders spread over the last 120 days, in the three currencies and every status, each with two
// lines of real products; customers' names, e-mails and phones vary so that searches have work.
const SEED_ORDERS = `
  with made as (
    insert into orders (order_token, status, email, lang, shipping_address, currency, exchange_rate,
                        subtotal_minor, shipping_minor, total_minor, total_ils_minor, created_at, updated_at)
    select gen_random_uuid()::text,
           (array['pending','processing','shipped','delivered','delivered','delivered','cancelled'])[1 + i % 7],
           'bench' || i || '@example.com',
           (array['fr','he','en','ru'])[1 + i % 4],
           jsonb_build_object('firstName', (array['Noa','David','Léa','Maya','Yossi','Anna'])[1 + i % 6],
                              'lastName', (array['Cohen','Levi','Martin','Mizrahi','Peretz','Ivanova'])[1 + (i / 6) % 6] || ' ' || i,
                              'address', i || ' rue Herzl', 'city', 'Netanya', 'postalCode', '42000', 'country', 'Israël',
                              'phone', '05' || lpad((i * 7919 % 100000000)::text, 8, '0'), 'email', 'bench' || i || '@example.com'),
           (array['ILS','ILS','USD','EUR'])[1 + i % 4],
           (array[1, 1, 0.27, 0.25])[1 + i % 4],
           10000 + (i % 50) * 1000, 0, 10000 + (i % 50) * 1000,
           ((10000 + (i % 50) * 1000) / (array[1, 1, 0.27, 0.25])[1 + i % 4])::int,
           now() - (i % 120) * interval '1 day' - (i % 1440) * interval '1 minute',
           now() - (i % 120) * interval '1 day'
    from generate_series(1, $1::int) as i
    returning id, total_minor
  ), products_on_sale as (
    select id, sku, row_number() over (order by sku) as n, count(*) over () as total from products where is_active
  )
  insert into order_items (order_id, product_id, product_name, sku, quantity, unit_price_minor, line_total_minor)
  select made.id, p.id, 'Bench ' || p.sku, p.sku, 1, made.total_minor / 2, made.total_minor / 2
  from made cross join generate_series(0, 1) as line
  join products_on_sale p on p.n = 1 + (abs(hashtext(made.id::text)) + line) % p.total`;

const databaseUrl = await freshBenchDatabase("bench_admin");
const { server, cookie } = await startSeededAdminServer(databaseUrl, async (db) => {
  console.log(`Adding ${ORDERS} demo orders (bench…@example.com) to ${databaseUrl ? "PostgreSQL" : "PGlite"}…`);
  await db.run(SEED_ORDERS, [ORDERS]);
});
try {
  // What a click in the back office fetches (checked in Chromium): the screen's own loader, named
  // in `_routes`; the root's and the shell's data stay in the page (their shouldRevalidate).
  const navigation = (path, route) => `${path}${path.includes("?") ? "&" : "?"}_routes=${encodeURIComponent(route)}`;
  const targets = [
    ["dashboard", navigation("/admin.data", "routes/admin/index")],
    ["orders list", navigation("/admin/orders.data", "routes/admin/orders")],
    ["orders, 'shipped' tab", navigation("/admin/orders.data?status=shipped", "routes/admin/orders")],
    ["search by name", navigation("/admin/orders.data?q=Mizrahi", "routes/admin/orders")],
    ["search by e-mail", navigation("/admin/orders.data?q=bench4242%40example.com", "routes/admin/orders")],
    ["search by number", navigation("/admin/orders.data?q=5042", "routes/admin/orders")],
    ["command menu search", "/admin/api/search?q=Cohen"],
  ];
  // A reload or a first visit also runs the root's and the shell's loaders: shown, not a goal.
  const fullLoads = [
    ["dashboard, every loader", "/admin.data"],
    ["orders list, every loader", "/admin/orders.data"],
  ];
  const results = [];
  for (const [title, target] of targets) results.push({ title, ...(await timeRequests(server.baseUrl, target, cookie, { requests: REQUESTS, warmups: 20 })) });
  const informative = [];
  for (const [title, target] of fullLoads) informative.push({ title, ...(await timeRequests(server.baseUrl, target, cookie, { requests: REQUESTS, warmups: 20 })) });
  const load = os.loadavg().map((n) => n.toFixed(2)).join(" ");
  console.log(`\n${ORDERS} orders, ${REQUESTS} sequential requests each, ${databaseUrl ? "PostgreSQL" : "PGlite"}, ${os.cpus().length} cores, load ${load}\n`);
  console.log("screen (a click's data)       p50 ms   p95 ms   max ms   p95 ≤ 50 ms");
  for (const r of results) {
    console.log(`${r.title.padEnd(28)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}   ${r.p95 <= GOAL_MS ? "yes" : "NO"}`);
  }
  console.log("\nreload (not a goal)");
  for (const r of informative) console.log(`${r.title.padEnd(28)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}`);
  writeResult(`admin-${databaseUrl ? "postgres" : "pglite"}`, { orders: ORDERS, requests: REQUESTS, load, results, reloads: informative });
  process.exitCode = results.every((r) => r.p95 <= GOAL_MS) ? 0 : 1;
} finally {
  await server.stop();
}
