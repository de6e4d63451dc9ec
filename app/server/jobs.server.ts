/**
 * The job runner: every piece of background work that must run once however many copies of the
 * server run (docs/architecture.md#arch-22, docs/decisions/0017-job-runner.md). Jobs are rows of the
 * `jobs` table, on PGlite and PostgreSQL alike:
 *
 * - A copy claims due rows in one statement (FOR UPDATE SKIP LOCKED): a claimed row gets a token,
 *   an attempt and a lease (`run_at` moved to the lease's end), so no other copy takes it. A copy
 *   that dies mid-job leaves it due again when the lease ends; only the token's holder records
 *   the outcome.
 * - A failure is retried with back-off until the job's attempts are spent; then it stays `failed`,
 *   with its error, and the diagnostics screen shows it (jobDiagnostics).
 * - A recurring job is one row per period, keyed by the period's start: every copy offers it, the
 *   unique (name, key) keeps one, and one copy runs it.
 * - Time comes from the runner's clock: tests give their own and never wait for a timer.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { jobs } from "../../db/schema";
import { db, queryRows, type Database, type Tx } from "./db.server";
import { logger } from "./logger.server";

export type Clock = () => Date;

export interface JobContext {
  /** The runner's database (each copy has its own pool). */
  db: Database;
  /** The runner's clock, read when the job was claimed. */
  now: Date;
  attempt: number;
}

export interface JobDefinition {
  name: string;
  run: (payload: Record<string, unknown>, context: JobContext) => Promise<void>;
  /** Tries before the job is marked failed (one-off jobs: their default when enqueued). */
  maxAttempts?: number;
  /** The wait before the next try, after `attempt` failed ones; by default 30 s × 4^(attempt−1), at most 6 h. */
  backoffMs?: (attempt: number) => number;
  /** Run once per period of this length, aligned on the epoch (UTC): a recurring job. */
  everyMs?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
/** How long a claimed job stays its copy's own: longer than any job takes. */
export const DEFAULT_LEASE_MS = 10 * 60_000;
/** How often a running server looks for due jobs. */
export const POLL_MS = 5_000;

export function defaultBackoffMs(attempt: number) {
  return Math.min(30_000 * 4 ** (attempt - 1), 6 * 3_600_000);
}

/** What a recurring job's period is called: its start, as an ISO date. */
export function periodKey(everyMs: number, now: Date) {
  return new Date(Math.floor(now.getTime() / everyMs) * everyMs).toISOString();
}

export interface EnqueueOptions {
  runAt?: Date;
  /** With a key, a second job of the same name and key is not added (undefined is returned). */
  key?: string;
  maxAttempts?: number;
}

/** Adds a job (in `executor`'s transaction when given, so it exists only if what caused it does). */
export async function enqueueJob(name: string, payload: Record<string, unknown> = {}, options: EnqueueOptions = {}, executor: Database | Tx = db()): Promise<string | undefined> {
  const [row] = await executor
    .insert(jobs)
    .values({ name, payload, key: options.key, maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, ...(options.runAt ? { runAt: options.runAt } : {}) })
    .onConflictDoNothing({ target: [jobs.name, jobs.key] })
    .returning({ id: jobs.id });
  return row?.id;
}

type ClaimedJob = { id: string; name: string; payload: Record<string, unknown>; attempts: number; max_attempts: number };

export interface JobRunnerOptions {
  jobs: readonly JobDefinition[];
  /** By default the app's database; a test's second copy gives a pool of its own. */
  database?: () => Database;
  clock?: Clock;
  /** Jobs claimed at a time. */
  batch?: number;
  leaseMs?: number;
}

export interface TickOutcome {
  done: number;
  retried: number;
  failed: number;
}

export interface JobRunner {
  /** One round: offers the recurring jobs' current periods, then runs what is due. */
  tick(): Promise<TickOutcome>;
  /** Rounds every `pollMs` until the returned function is called (it waits for the round under way). */
  start(pollMs?: number): () => Promise<void>;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const database = options.database ?? db;
  const clock = options.clock ?? (() => new Date());
  const batch = options.batch ?? 10;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  const names = [...byName.keys()];
  /** The period each recurring job was last offered for by this copy: one insert per period, not per round. */
  const offered = new Map<string, string>();

  async function offerPeriods(now: Date) {
    const due = options.jobs.filter((job) => job.everyMs && offered.get(job.name) !== periodKey(job.everyMs, now));
    if (due.length === 0) return;
    await database()
      .insert(jobs)
      .values(due.map((job) => ({ name: job.name, key: periodKey(job.everyMs!, now), runAt: new Date(periodKey(job.everyMs!, now)), maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS })))
      .onConflictDoNothing({ target: [jobs.name, jobs.key] });
    for (const job of due) offered.set(job.name, periodKey(job.everyMs!, now));
  }

  /** A job whose copy stopped mid-run on its last attempt: failed, for the diagnostics to show. */
  async function failAbandoned(now: Date) {
    await database()
      .update(jobs)
      .set({ status: "failed", finishedAt: now, lockedBy: null, lastError: sql`coalesce(${jobs.lastError} || ' — ', '') || 'stopped before it finished (its lease ended)'` })
      .where(sql`${jobs.status} = 'running' and ${jobs.runAt} <= ${now.toISOString()} and ${jobs.attempts} >= ${jobs.maxAttempts}`);
  }

  async function claim(now: Date, token: string): Promise<ClaimedJob[]> {
    if (names.length === 0) return [];
    // Only the jobs this copy knows: a copy of older code leaves newer jobs to the others.
    return queryRows<ClaimedJob>(
      database(),
      sql`update jobs set status = 'running', attempts = attempts + 1, locked_by = ${token}, started_at = ${now.toISOString()},
                 run_at = ${new Date(now.getTime() + leaseMs).toISOString()}
           where id in (select id from jobs
                         where status in ('queued', 'running') and run_at <= ${now.toISOString()} and attempts < max_attempts
                           and name in (${sql.join(names.map((name) => sql`${name}`), sql`, `)})
                         order by run_at limit ${batch}
                         for update skip locked)
       returning id, name, payload, attempts, max_attempts`,
    );
  }

  async function runOne(job: ClaimedJob, now: Date, token: string): Promise<keyof TickOutcome> {
    const definition = byName.get(job.name)!;
    const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, token));
    try {
      await definition.run(job.payload ?? {}, { db: database(), now, attempt: job.attempts });
      await database().update(jobs).set({ status: "done", finishedAt: clock(), lastError: null, lockedBy: null }).where(mine);
      return "done";
    } catch (error) {
      const message = String((error as Error)?.message ?? error).slice(0, 500);
      const at = clock();
      if (job.attempts >= job.max_attempts) {
        await database().update(jobs).set({ status: "failed", finishedAt: at, lastError: message, lockedBy: null }).where(mine);
        logger.error({ err: error, job: job.name, jobId: job.id, attempts: job.attempts }, `background job ${job.name} failed; it is not tried again`);
        return "failed";
      }
      const wait = (definition.backoffMs ?? defaultBackoffMs)(job.attempts);
      await database()
        .update(jobs)
        .set({ status: "queued", runAt: new Date(at.getTime() + wait), lastError: message, lockedBy: null })
        .where(mine);
      logger.warn({ err: error, job: job.name, jobId: job.id, attempts: job.attempts }, `background job ${job.name} failed; it is tried again later`);
      return "retried";
    }
  }

  async function tick(): Promise<TickOutcome> {
    const outcome: TickOutcome = { done: 0, retried: 0, failed: 0 };
    const now = clock();
    await offerPeriods(now);
    await failAbandoned(now);
    const token = randomUUID();
    // One at a time: on PGlite every query shares the shop's one connection.
    for (const job of await claim(now, token)) outcome[await runOne(job, now, token)]++;
    return outcome;
  }

  function start(pollMs = POLL_MS) {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current: Promise<unknown> = Promise.resolve();
    const round = () => {
      current = tick()
        .catch((error) => logger.error({ err: error }, "the job runner's round failed; it tries again"))
        .finally(() => {
          if (stopped) return;
          timer = setTimeout(round, pollMs);
          timer.unref();
        });
    };
    logger.info({ jobs: names }, "job runner started");
    round();
    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    };
  }

  return { tick, start };
}

export interface JobDiagnostics {
  queued: number;
  running: number;
  failed: number;
  /** When the latest failure happened (failed jobs are kept 30 days). */
  lastFailedAt: string | null;
  /** Claimed, but their lease has ended: the copy running them stopped or hangs. */
  stuck: number;
  /** The latest failed or stuck jobs, newest first. */
  problems: { id: string; name: string; status: "failed" | "stuck"; attempts: number; at: string; error: string | null }[];
}

/** The jobs that need attention, for the diagnostics screen. */
export async function jobDiagnostics(now = new Date(), executor: Database = db()): Promise<JobDiagnostics> {
  const at = now.toISOString();
  const [counts] = await queryRows<{ queued: string | number; running: string | number; failed: string | number; stuck: string | number; last_failed: Date | string | null }>(
    executor,
    sql`select count(*) filter (where status = 'queued') as queued,
               count(*) filter (where status = 'running' and run_at > ${at}) as running,
               count(*) filter (where status = 'failed') as failed,
               count(*) filter (where status = 'running' and run_at <= ${at}) as stuck,
               max(finished_at) filter (where status = 'failed') as last_failed
          from jobs where status <> 'done'`,
  );
  const rows = await queryRows<{ id: string; name: string; status: string; attempts: number; at: Date | string; last_error: string | null }>(
    executor,
    sql`select id, name, case when status = 'failed' then 'failed' else 'stuck' end as status, attempts,
               coalesce(finished_at, started_at, run_at) as at, last_error
          from jobs
         where status = 'failed' or (status = 'running' and run_at <= ${at})
         order by coalesce(finished_at, started_at, run_at) desc limit 10`,
  );
  return {
    queued: Number(counts?.queued ?? 0),
    running: Number(counts?.running ?? 0),
    failed: Number(counts?.failed ?? 0),
    stuck: Number(counts?.stuck ?? 0),
    lastFailedAt: counts?.last_failed ? new Date(counts.last_failed).toISOString() : null,
    problems: rows.map((row) => ({ id: row.id, name: row.name, status: row.status as "failed" | "stuck", attempts: row.attempts, at: new Date(row.at).toISOString(), error: row.last_error?.slice(0, 300) ?? null })),
  };
}

/** How long finished jobs are kept: done ones (a recurring job's past periods) and failed ones. */
export const KEEP_DONE_MS = 2 * 24 * 3_600_000;
export const KEEP_FAILED_MS = 30 * 24 * 3_600_000;

/** Removes old finished jobs (the recurring `jobs.purge`). A period is past long before its row goes. */
export async function purgeFinishedJobs(now: Date, executor: Database = db()) {
  await executor
    .delete(jobs)
    .where(
      sql`(${jobs.status} = 'done' and ${jobs.finishedAt} < ${new Date(now.getTime() - KEEP_DONE_MS).toISOString()}) or (${jobs.status} = 'failed' and ${jobs.finishedAt} < ${new Date(now.getTime() - KEEP_FAILED_MS).toISOString()})`,
    );
}
