/**
 * The job runner (app/server/jobs.server.ts, docs/decisions/0017-job-runner.md) with two copies of
 * the server on one database: on PostgreSQL each copy has a pool of its own, as two processes
 * would; on PGlite (one process, one connection) the two runners share it. Time is the test's clock.
 * - twenty due mails, sent by both copies at once: each goes out once;
 * - twenty one-off jobs, run by both copies at once: each runs once;
 * - a failing job is retried with back-off on the clock, then marked failed, and the diagnostics
 *   service shows it; a job whose copy stopped mid-run shows as stuck, and another copy takes it
 *   over when its lease ends, the first copy's late outcome being ignored;
 * - a recurring job runs once per period across both copies.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import * as schema from "../../db/schema";
import { databaseKind, eventually, testDatabaseUrl, withSeededDatabase } from "./helpers";
import { openPostgres, type Database, type DatabaseHandle } from "../../app/server/db.server";
import { sendDueMail } from "../../app/server/mail.server";
import { createJobRunner, enqueueJob, jobDiagnostics, type JobDefinition } from "../../app/server/jobs.server";
import { diagnostics, problemsOf } from "../../app/features/diagnostics/diagnostics-admin.server";
import { HEALTHY_FACTS } from "../support/diagnostics";

const testDb = withSeededDatabase();
let second: DatabaseHandle | undefined;
/** The second copy's database: a pool of its own on PostgreSQL, the same PGlite otherwise. */
const otherCopy = (): Database => second?.db ?? testDb();

beforeAll(async () => {
  if (databaseKind() === "postgres") second = await openPostgres(testDatabaseUrl(), 10);
});
afterAll(async () => {
  await second?.close();
});

/** The test's clock: it moves only when the test moves it. */
let now = new Date("2026-12-01T09:00:00.000Z");
const clock = () => now;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
/** Lets the other copy's queries in between this one's steps. */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

beforeEach(async () => {
  now = new Date("2026-12-01T09:00:00.000Z");
  await testDb().delete(schema.jobs);
});

describe("two copies on one database", () => {
  it("sends each of twenty due mails once", async () => {
    const tag = `jobs-${Date.now()}`;
    const queued = await testDb()
      .insert(schema.mailOutbox)
      .values(Array.from({ length: 20 }, (_, i) => ({ kind: "test", toAddress: `${tag}-${i}@example.com`, subject: `Mail ${i}`, text: "t", html: "<p>t</p>", status: "pending" as const, nextAttemptAt: new Date("2026-01-01T00:00:00.000Z") })))
      .returning({ id: schema.mailOutbox.id });
    const sent: string[] = [];
    const transport = {
      async sendMail(message: { to: string }) {
        await yieldTurn();
        sent.push(message.to);
        return {};
      },
    };
    // Both copies' senders at once, a few mails a round, until nothing is due.
    for (let round = 0; round < 10; round++) {
      const outcomes = await Promise.all([sendDueMail(5, transport as never, { now, database: testDb() }), sendDueMail(5, transport as never, { now, database: otherCopy() })]);
      if (outcomes.every((outcome) => outcome.sent === 0)) break;
    }
    const ours = sent.filter((to) => to.startsWith(tag));
    expect(ours).toHaveLength(20);
    expect(new Set(ours).size).toBe(20);
    const rows = await testDb().select({ status: schema.mailOutbox.status, attempts: schema.mailOutbox.attempts }).from(schema.mailOutbox).where(inArray(schema.mailOutbox.id, queued.map((row) => row.id)));
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("runs each of twenty one-off jobs once", async () => {
    const ran: string[] = [];
    const note: JobDefinition = {
      name: "test.note",
      async run(payload) {
        await yieldTurn();
        ran.push(String(payload.n));
      },
    };
    for (let n = 0; n < 20; n++) await enqueueJob("test.note", { n }, { runAt: now }, testDb());
    const copyA = createJobRunner({ jobs: [note], clock, database: testDb, batch: 5 });
    const copyB = createJobRunner({ jobs: [note], clock, database: otherCopy, batch: 5 });
    for (let round = 0; round < 10; round++) {
      const outcomes = await Promise.all([copyA.tick(), copyB.tick()]);
      if (outcomes.every((outcome) => outcome.done === 0)) break;
    }
    expect(ran.sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 20 }, (_, n) => String(n)));
    const rows = await testDb().select().from(schema.jobs);
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.status === "done" && row.attempts === 1)).toBe(true);
  });

  it("retries a failing job with back-off, then marks it failed, and the diagnostics show it", async () => {
    let tries = 0;
    const failing: JobDefinition = {
      name: "test.failing",
      maxAttempts: 3,
      backoffMs: (attempt) => attempt * 60_000,
      async run() {
        tries++;
        throw new Error(`the newsletter service refused (try ${tries})`);
      },
    };
    const copyA = createJobRunner({ jobs: [failing], clock, database: testDb });
    const copyB = createJobRunner({ jobs: [failing], clock, database: otherCopy });
    const id = await enqueueJob("test.failing", {}, { runAt: now, maxAttempts: 3 }, testDb());
    const row = async () => (await testDb().select().from(schema.jobs).where(eq(schema.jobs.id, id!)))[0]!;

    expect(await Promise.all([copyA.tick(), copyB.tick()])).toEqual(expect.arrayContaining([{ done: 0, retried: 1, failed: 0 }]));
    expect(await row()).toMatchObject({ status: "queued", attempts: 1, lastError: "the newsletter service refused (try 1)", runAt: new Date("2026-12-01T09:01:00.000Z") });
    // Not due before its back-off ends, whichever copy asks.
    later(59_000);
    await Promise.all([copyA.tick(), copyB.tick()]);
    expect(tries).toBe(1);
    later(1_000);
    await Promise.all([copyA.tick(), copyB.tick()]);
    expect(await row()).toMatchObject({ status: "queued", attempts: 2, runAt: new Date("2026-12-01T09:03:00.000Z") });
    later(120_000);
    await Promise.all([copyA.tick(), copyB.tick()]);
    expect(tries).toBe(3);
    expect(await row()).toMatchObject({ status: "failed", attempts: 3, lastError: "the newsletter service refused (try 3)" });
    // Failed stays failed.
    later(3_600_000);
    await Promise.all([copyA.tick(), copyB.tick()]);
    expect(tries).toBe(3);

    const report = await jobDiagnostics(now, testDb());
    expect(report).toMatchObject({ failed: 1, stuck: 0, lastFailedAt: "2026-12-01T09:03:00.000Z", problems: [{ id, name: "test.failing", status: "failed", attempts: 3, error: "the newsletter service refused (try 3)" }] });
    expect(problemsOf({ ...HEALTHY_FACTS, jobs: report }, now)).toEqual(["jobsFailed"]);
    // A day later it is still listed, without the alarm.
    expect(problemsOf({ ...HEALTHY_FACTS, jobs: report }, new Date(now.getTime() + 25 * 3_600_000))).toEqual([]);
    // What the owner's diagnostics screen is given.
    const screen = await diagnostics(now);
    expect(screen.jobs).toMatchObject({ failed: 1, problems: [{ name: "test.failing", status: "failed", error: "the newsletter service refused (try 3)" }] });
    expect(screen.problems).toContain("jobsFailed");
  });

  it("shows a job whose copy stopped as stuck, and another copy takes it over when its lease ends", async () => {
    let release: (() => void) | undefined;
    const runs: string[] = [];
    const slow = (copy: string): JobDefinition => ({
      name: "test.slow",
      run: () => {
        runs.push(copy);
        // The first copy hangs (as if it stopped); the second finishes at once.
        return copy === "A" ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
      },
    });
    const copyA = createJobRunner({ jobs: [slow("A")], clock, database: testDb, leaseMs: 600_000 });
    const copyB = createJobRunner({ jobs: [slow("B")], clock, database: otherCopy, leaseMs: 600_000 });
    const id = await enqueueJob("test.slow", {}, { runAt: now }, testDb());
    const hanging = copyA.tick();
    await eventually(() => runs.length === 1);
    expect(await copyB.tick()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await jobDiagnostics(now, testDb())).toMatchObject({ running: 1, stuck: 0 });

    later(600_000);
    const report = await jobDiagnostics(now, testDb());
    expect(report).toMatchObject({ running: 0, stuck: 1, problems: [{ id, name: "test.slow", status: "stuck", attempts: 1 }] });
    expect(problemsOf({ ...HEALTHY_FACTS, jobs: report }, now)).toEqual(["jobsStuck"]);

    expect(await copyB.tick()).toEqual({ done: 1, retried: 0, failed: 0 });
    // The first copy comes back: its outcome is no longer its to record.
    release!();
    await hanging;
    expect(runs).toEqual(["A", "B"]);
    const [row] = await testDb().select().from(schema.jobs).where(eq(schema.jobs.id, id!));
    expect(row).toMatchObject({ status: "done", attempts: 2 });
    expect(await jobDiagnostics(now, testDb())).toMatchObject({ failed: 0, stuck: 0, problems: [] });
  });

  it("runs a recurring job once per period across both copies", async () => {
    const periods: string[] = [];
    const hourly: JobDefinition = {
      name: "test.hourly",
      everyMs: 3_600_000,
      async run(_payload, { now: at }) {
        await yieldTurn();
        periods.push(at.toISOString());
      },
    };
    const copyA = createJobRunner({ jobs: [hourly], clock, database: testDb });
    const copyB = createJobRunner({ jobs: [hourly], clock, database: otherCopy });
    now = new Date("2026-12-01T09:20:00.000Z");
    for (const step of [0, 10 * 60_000, 29 * 60_000, 59_000, 1_000, 30 * 60_000, 29 * 60_000]) {
      later(step);
      await Promise.all([copyA.tick(), copyB.tick()]);
    }
    // 09:20, 09:30, 09:59, 10:00 (a new period), 10:30, 10:59: the 09:00 and 10:00 periods, once each.
    expect(periods).toEqual(["2026-12-01T09:20:00.000Z", "2026-12-01T10:00:00.000Z"]);
    const rows = await testDb().select({ key: schema.jobs.key, status: schema.jobs.status }).from(schema.jobs).where(eq(schema.jobs.name, "test.hourly")).orderBy(schema.jobs.key);
    expect(rows).toEqual([
      { key: "2026-12-01T09:00:00.000Z", status: "done" },
      { key: "2026-12-01T10:00:00.000Z", status: "done" },
    ]);
    // A third copy started later in the same period offers it again: still once.
    const copyC = createJobRunner({ jobs: [hourly], clock, database: testDb });
    await copyC.tick();
    expect(periods).toHaveLength(2);
    expect(Number((await testDb().execute(sql`select count(*) as n from jobs`) as unknown as { rows: { n: string | number }[] }).rows[0]!.n)).toBe(2);
  });
});

