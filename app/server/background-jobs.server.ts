/**
 * The shop's background jobs, run by the job runner (jobs.server.ts) on one copy at a time. A new
 * kind of background work (a scheduled purge, a reminder, a newsletter) is added here: a recurring
 * one with `everyMs`, a one-off one enqueued with enqueueJob by what causes it.
 *
 * What stays outside: work that belongs to one process's memory (the product views' batched
 * insert, the coalesced announcements, the search index and the page caches, dropped by the
 * database's announcements) and the new-order push a copy sends when it hears the order announced.
 */
import { databaseHandle } from "./db.server";
import { env } from "./env.server";
import { MAIL_EVERY_MS, sendDueMail } from "./mail.server";
import { purgeFinishedJobs, type JobDefinition } from "./jobs.server";
import { PUSH_EVERY_MS, pushRound } from "~/features/push/order-push-admin.server";

/** PGlite's housekeeping (DatabaseHandle.upkeep): at each start (server/main.ts), then every 6 hours. */
export const UPKEEP_EVERY_MS = 6 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

export function backgroundJobs(): JobDefinition[] {
  return [
    // The outbox's sender, only with SMTP: without it the outbox is the mailbox (mail.server.ts).
    // One try per period: the next period is the retry, and each mail keeps its own back-off.
    ...(env().SMTP_URL ? [{ name: "mail.send", everyMs: MAIL_EVERY_MS, maxAttempts: 1, run: async (_payload, { now, db }) => void (await sendDueMail(20, undefined, { now, database: db })) } satisfies JobDefinition] : []),
    { name: "push.send", everyMs: PUSH_EVERY_MS, maxAttempts: 1, run: async (_payload, { now }) => void (await pushRound({ now })) },
    { name: "db.upkeep", everyMs: UPKEEP_EVERY_MS, maxAttempts: 3, run: () => databaseHandle().upkeep() },
    { name: "jobs.purge", everyMs: DAY_MS, maxAttempts: 3, run: (_payload, { now, db }) => purgeFinishedJobs(now, db) },
  ];
}
