/**
 * What the owner's diagnostics screen shows (docs/product/performance-and-operations.md#ops-6): the database, the outbox, mail,
 * push, the background jobs, the media storage and the image cache, the running versions and the last errors. Each part
 * that can go wrong says whether it has, so the screen can show it red with its fix. Read-only.
 */
import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { databaseHandle, db, queryRows } from "~/server/db.server";
import { env } from "~/server/env.server";
import { migrationsFolder, projectRoot } from "~/server/paths.server";
import { recentErrors, type RecentError } from "~/server/logger.server";
import { mailSetup, type MailSetup } from "~/features/content/settings-admin.server";
import { jobDiagnostics, type JobDiagnostics } from "~/server/jobs.server";

/** Slower than this, on a round trip to the database, is a problem worth showing. */
export const SLOW_DATABASE_MS = 200;
/** A mail still waiting this long with SMTP set up means the sending is stuck. */
export const STUCK_MAIL_MINUTES = 30;
/** Errors logged within this many hours make the errors part red. */
export const RECENT_ERROR_HOURS = 24;

export interface DatabaseDiagnostics {
  driver: "pglite" | "postgres";
  /** The median of three round trips ("select 1"), in milliseconds. */
  latencyMs: number;
  serverVersion: string;
  sizeBytes: number | null;
  migrations: { applied: number; expected: number; latest: string | null };
}

export interface OutboxDiagnostics {
  pending: number;
  failed: number;
  oldestPendingAt: string | null;
  oldestFailure: { at: string; error: string | null } | null;
}

export interface PushDiagnostics {
  /** The shop's VAPID keys exist (made the first time a device asks for them). */
  keys: boolean;
  devices: number;
  /** Waiting to go, quiet hours included, and given up on. */
  pending: number;
  failed: number;
  lastSentAt: string | null;
}

export interface MediaDiagnostics {
  storage: "local" | "bucket";
  files: number;
  bytes: number;
  imageCacheBytes: number;
  imageCacheMaxBytes: number;
}

export interface RuntimeDiagnostics {
  app: string;
  node: string;
  reactRouter: string;
  startedAt: string;
  uptimeSeconds: number;
  memoryBytes: number;
}

export interface Diagnostics {
  checkedAt: string;
  database: DatabaseDiagnostics;
  outbox: OutboxDiagnostics;
  mail: MailSetup;
  push: PushDiagnostics;
  /** The background jobs (jobs.server.ts): failed ones, and those whose copy stopped mid-run. */
  jobs: JobDiagnostics;
  media: MediaDiagnostics;
  runtime: RuntimeDiagnostics;
  errors: RecentError[];
  /** The parts that need the owner's attention, each named once. */
  problems: DiagnosticProblem[];
}

export type DiagnosticProblem = "databaseSlow" | "migrationsBehind" | "mailFailed" | "mailStuck" | "smtpMissing" | "pushFailed" | "jobsFailed" | "jobsStuck" | "recentErrors";

const startedAt = new Date(Date.now() - process.uptime() * 1000);

async function roundTrip(): Promise<number> {
  const started = performance.now();
  await db().execute(sql`select 1`);
  return performance.now() - started;
}

async function databaseDiagnostics(): Promise<DatabaseDiagnostics> {
  const handle = databaseHandle();
  const trips = [await roundTrip(), await roundTrip(), await roundTrip()].sort((a, b) => a - b);
  const [facts] = await queryRows<{ version: string; size: string | number | null }>(
    db(),
    sql`select current_setting('server_version') as version, pg_database_size(current_database()) as size`,
  );
  // Drizzle's migrator writes one row per applied migration; the journal lists the ones shipped.
  const [applied] = await queryRows<{ count: string | number }>(db(), sql`select count(*) as count from drizzle.__drizzle_migrations`).catch(() => [{ count: 0 }]);
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const appliedCount = Number(applied?.count ?? 0);
  return {
    driver: handle.kind,
    latencyMs: Math.round(trips[1]! * 10) / 10,
    serverVersion: facts?.version ?? "",
    sizeBytes: facts?.size == null ? null : Number(facts.size),
    migrations: { applied: appliedCount, expected: journal.entries.length, latest: journal.entries[appliedCount - 1]?.tag ?? null },
  };
}

async function outboxDiagnostics(): Promise<OutboxDiagnostics> {
  const [row] = await queryRows<{ pending: string | number; failed: string | number; oldest_pending: Date | string | null }>(
    db(),
    sql`select count(*) filter (where status = 'pending') as pending,
               count(*) filter (where status = 'failed') as failed,
               min(created_at) filter (where status = 'pending') as oldest_pending
          from mail_outbox`,
  );
  const [failure] = await queryRows<{ created_at: Date | string; last_error: string | null }>(
    db(),
    sql`select created_at, last_error from mail_outbox where status = 'failed' order by created_at asc limit 1`,
  );
  return {
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestPendingAt: row?.oldest_pending ? new Date(row.oldest_pending).toISOString() : null,
    oldestFailure: failure ? { at: new Date(failure.created_at).toISOString(), error: failure.last_error?.slice(0, 300) ?? null } : null,
  };
}

/** Bytes under a folder (the image cache: two levels of shards), 0 when it does not exist yet. */
async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await folderBytes(full);
    else if (entry.isFile()) total += (await stat(full).catch(() => undefined))?.size ?? 0;
  }
  return total;
}

/** The resized images' folder (server/main.ts gives the same one to the image endpoint). */
export function imageCacheDir(dataDir: string) {
  return path.join(dataDir, "cache", "img");
}

async function pushDiagnostics(): Promise<PushDiagnostics> {
  const [row] = await queryRows<{ keys: boolean; devices: string | number; pending: string | number; failed: string | number; last_sent: Date | string | null }>(
    db(),
    sql`select exists (select 1 from server_secrets where name = 'vapid') as keys,
               (select count(*) from push_subscriptions) as devices,
               (select count(*) from push_deliveries where status = 'pending') as pending,
               (select count(*) from push_deliveries where status = 'failed') as failed,
               (select max(last_sent_at) from push_subscriptions) as last_sent`,
  );
  return {
    keys: Boolean(row?.keys),
    devices: Number(row?.devices ?? 0),
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    lastSentAt: row?.last_sent ? new Date(row.last_sent).toISOString() : null,
  };
}

async function mediaDiagnostics(): Promise<MediaDiagnostics> {
  const config = env();
  const [row] = await queryRows<{ files: string | number; bytes: string | number | null }>(db(), sql`select count(*) as files, coalesce(sum(bytes), 0) as bytes from media`);
  return {
    storage: config.STORAGE_URL ? "bucket" : "local",
    files: Number(row?.files ?? 0),
    bytes: Number(row?.bytes ?? 0),
    imageCacheBytes: await folderBytes(imageCacheDir(path.resolve(config.DATA_DIR))),
    imageCacheMaxBytes: config.IMAGE_CACHE_MAX_MB * 1024 * 1024,
  };
}

let appVersion: Promise<string> | undefined;
function readAppVersion() {
  appVersion ??= readFile(path.join(projectRoot, "package.json"), "utf8")
    .then((text) => (JSON.parse(text) as { version?: string }).version ?? "")
    .catch(() => "");
  return appVersion;
}

async function runtimeDiagnostics(): Promise<RuntimeDiagnostics> {
  const reactRouter = await readFile(path.join(projectRoot, "node_modules", "react-router", "package.json"), "utf8")
    .then((text) => (JSON.parse(text) as { version?: string }).version ?? "")
    .catch(() => "");
  return {
    app: await readAppVersion(),
    node: process.versions.node,
    reactRouter,
    startedAt: startedAt.toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    memoryBytes: process.memoryUsage.rss(),
  };
}

/** Which parts need attention, from the facts gathered (pure, so the rules are tested alone). */
export function problemsOf(facts: Omit<Diagnostics, "problems" | "checkedAt" | "jobs"> & { jobs?: JobDiagnostics }, now = new Date()): DiagnosticProblem[] {
  const problems: DiagnosticProblem[] = [];
  if (facts.database.latencyMs > SLOW_DATABASE_MS) problems.push("databaseSlow");
  if (facts.database.migrations.applied < facts.database.migrations.expected) problems.push("migrationsBehind");
  if (!facts.mail.smtp) problems.push("smtpMissing");
  if (facts.outbox.failed > 0) problems.push("mailFailed");
  if (facts.mail.smtp && facts.outbox.oldestPendingAt && now.getTime() - new Date(facts.outbox.oldestPendingAt).getTime() > STUCK_MAIL_MINUTES * 60_000) {
    problems.push("mailStuck");
  }
  if (facts.push.failed > 0) problems.push("pushFailed");
  // A job failed in the last day is red; older failures stay listed (30 days) without the alarm.
  if (facts.jobs?.lastFailedAt && now.getTime() - new Date(facts.jobs.lastFailedAt).getTime() < RECENT_ERROR_HOURS * 3_600_000) problems.push("jobsFailed");
  if (facts.jobs && facts.jobs.stuck > 0) problems.push("jobsStuck");
  if (facts.errors.some((error) => now.getTime() - new Date(error.at).getTime() < RECENT_ERROR_HOURS * 3_600_000)) problems.push("recentErrors");
  return problems;
}

/** The report; `now` is the clock's time (tests give theirs). */
export async function diagnostics(now = new Date()): Promise<Diagnostics> {
  const [database, outbox, mail, push, jobs, media, runtime] = await Promise.all([databaseDiagnostics(), outboxDiagnostics(), mailSetup(), pushDiagnostics(), jobDiagnostics(now), mediaDiagnostics(), runtimeDiagnostics()]);
  const facts = { database, outbox, mail, push, jobs, media, runtime, errors: recentErrors() };
  return { ...facts, checkedAt: now.toISOString(), problems: problemsOf(facts, now) };
}
