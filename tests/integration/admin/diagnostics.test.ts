/**
 * The owner's diagnostics screen (docs/product/performance-and-operations.md#ops-6) through its loader and action: it reports the
 * database it runs on with every migration applied, the outbox's pending and failed mails with the
 * oldest failure, SMTP, the pushes, the media library, versions and the errors this process logged; a failed
 * mail, a missing SMTP server and a fresh error each show as a problem; the test mail is queued to
 * the owner. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute } from "../../support/admin-routes";
import { action, loader } from "../../../app/routes/admin/diagnostics";
import { problemsOf } from "../../../app/features/diagnostics/diagnostics-admin.server";
import { logger } from "../../../app/server/logger.server";
import { migrationsFolder } from "../../../app/server/paths.server";
import { HEALTHY_FACTS } from "../../support/diagnostics";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let owner: { cookies: string; userId: string };

beforeAll(async () => {
  owner = await createSignedInCustomer(`diag-owner-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
});

type Report = Awaited<ReturnType<typeof loader>>;
const report = async (search = "") => (await runRoute(loader, pageRequest(`/admin/diagnostics${search}`, owner.cookies))).data as Report;

describe("the diagnostics screen", () => {
  it("reports the database with every shipped migration applied", async () => {
    const { database } = await report();
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
    expect(database.driver).toBe(process.env.TEST_DB === "postgres" ? "postgres" : "pglite");
    expect(database.migrations).toEqual({ applied: journal.entries.length, expected: journal.entries.length, latest: journal.entries.at(-1)!.tag });
    expect(database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(database.sizeBytes).toBeGreaterThan(0);
    expect(database.serverVersion).toMatch(/^\d+/);
  });

  it("counts the outbox's pending and failed mails and names the oldest failure", async () => {
    const before = (await report()).outbox;
    const old = new Date(Date.now() - 3 * 86_400_000);
    await testDb()
      .insert(schema.mailOutbox)
      .values([
        { kind: "test", toAddress: `diag-${tag}@example.com`, subject: "x", text: "x", html: "x", status: "failed", lastError: `550 mailbox unavailable ${tag}`, createdAt: old },
        { kind: "test", toAddress: `diag-${tag}@example.com`, subject: "y", text: "y", html: "y", status: "pending" },
      ]);
    const { outbox, problems } = await report();
    expect(outbox.failed).toBe(before.failed + 1);
    expect(outbox.pending).toBe(before.pending + 1);
    // The oldest failure of all: ours, unless an older one was already there.
    if (!before.oldestFailure || new Date(before.oldestFailure.at) > old) {
      expect(outbox.oldestFailure).toEqual({ at: old.toISOString(), error: `550 mailbox unavailable ${tag}` });
    }
    expect(problems).toContain("mailFailed");
    await testDb().delete(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, `diag-${tag}@example.com`));
  });

  it("says SMTP is missing without SMTP_URL, and shows the pushes, the media library and the versions", async () => {
    const { mail, problems, media, runtime, push } = await report();
    const devices = await testDb().select({ id: schema.pushSubscriptions.id }).from(schema.pushSubscriptions);
    expect(push.devices).toBe(devices.length);
    expect(problems).not.toContain("pushFailed");
    expect(mail.smtp).toBe(false);
    expect(problems).toContain("smtpMissing");
    const [library] = await testDb().select({ count: schema.media.id }).from(schema.media).limit(1);
    if (library) expect(media.files).toBeGreaterThan(0);
    expect(media.storage).toBe("local");
    expect(runtime.node).toBe(process.versions.node);
    expect(runtime.app).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("lists an error the server logged, newest first, and finds it by its words", async () => {
    const level = logger.level;
    logger.level = "error";
    try {
      logger.error({ err: new Error(`disk full ${tag}`), path: "/fr/shop" }, `error while answering ${tag}`);
    } finally {
      logger.level = level;
    }
    const { errors, errorTotal, problems } = await report(`?q=${tag}`);
    expect(errorTotal).toBe(1);
    expect(errors[0]).toMatchObject({ message: `error while answering ${tag}`, path: "/fr/shop", detail: `disk full ${tag}` });
    expect(problems).toContain("recentErrors");
  });

  it("queues the test mail to the owner, and refuses an unknown intent", async () => {
    await testDb().update(schema.siteSettings).set({ ownerEmail: `diag-owner-${tag}@example.com` }).where(eq(schema.siteSettings.id, 1));
    const sent = await runRoute(action, formRequest("/admin/diagnostics", { intent: "test-mail" }, owner.cookies));
    const { mailId } = sent.data as { mailId: string };
    const [mail] = await testDb().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, mailId));
    expect(mail?.toAddress).toBe(`diag-owner-${tag}@example.com`);
    const refused = await runRoute(action, formRequest("/admin/diagnostics", { intent: "restart" }, owner.cookies));
    expect(refused.status).toBe(400);
  });
});

describe("what counts as a problem", () => {
  const healthy = HEALTHY_FACTS;
  const now = new Date("2026-11-24T12:00:00Z");

  it("none on a healthy shop", () => {
    expect(problemsOf(healthy, now)).toEqual([]);
  });

  it("a slow database, missing migrations, a stuck mail and an error of the last day", () => {
    expect(problemsOf({ ...healthy, database: { ...healthy.database, latencyMs: 450, migrations: { applied: 2, expected: 3, latest: "y" } } }, now)).toEqual(["databaseSlow", "migrationsBehind"]);
    expect(problemsOf({ ...healthy, outbox: { ...healthy.outbox, pending: 1, oldestPendingAt: "2026-11-24T11:00:00Z" } }, now)).toEqual(["mailStuck"]);
    expect(problemsOf({ ...healthy, outbox: { ...healthy.outbox, pending: 1, oldestPendingAt: "2026-11-24T11:50:00Z" } }, now)).toEqual([]);
    expect(problemsOf({ ...healthy, errors: [{ at: "2026-11-24T08:00:00Z", message: "x" }] }, now)).toEqual(["recentErrors"]);
    expect(problemsOf({ ...healthy, errors: [{ at: "2026-11-22T08:00:00Z", message: "x" }] }, now)).toEqual([]);
    expect(problemsOf({ ...healthy, push: { ...healthy.push, failed: 2 } }, now)).toEqual(["pushFailed"]);
  });
});
