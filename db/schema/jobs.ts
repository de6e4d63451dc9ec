/** The background jobs' queue (app/server/jobs.server.ts, docs/decisions/0017-job-runner.md). */
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, integer, timestamp, jsonb, index, check, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * One row per job to run once: a one-off job (a reminder, a newsletter) or one period of a
 * recurring one (its `key` is the period's start, unique per name, so every copy of the server may
 * offer it and one row is kept). A copy claims due rows with FOR UPDATE SKIP LOCKED and holds them
 * for a lease (`run_at` moved to the lease's end); a copy that dies mid-job leaves it due again
 * when the lease ends.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    key: text(),
    payload: jsonb().notNull().default({}),
    status: text({ enum: ["queued", "running", "done", "failed"] }).notNull().default("queued"),
    /** When it is due; while running, when its lease ends. */
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    lastError: text(),
    /** The claim's token: only the copy holding it records the outcome. */
    lockedBy: uuid(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("jobs_status", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    uniqueIndex("jobs_name_key").on(t.name, t.key),
    index("jobs_due_idx").on(t.status, t.runAt),
  ],
);
