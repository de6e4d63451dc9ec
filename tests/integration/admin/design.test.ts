/**
 * The design editor (docs/product/admin-back-office.md#adm-26), through its loader and action as a browser posts them:
 * strict values (a colour, font or radius that could break out of CSS is refused at its field and
 * nothing is written), a draft that leaves the shop alone, a publish that writes design_settings
 * with its version and audit row (and that the shop's CSS variables and /api/design follow at once),
 * revert to the previous published version, reset to the defaults, the history. On PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL. And the live stream open pages listen to (GET /api/live): its
 * events, its headers, its limit and its cleanup.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { eventually, withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute, type RouteAnswer } from "../../support/admin-routes";
import { listAudit } from "../../../app/features/audit/audit.server";
import { getDesignVariables } from "../../../app/features/content/settings.server";
import { announceChange, startLiveUpdates } from "../../../app/server/live.server";
import { LIVE_MAX_CONNECTIONS, liveConnectionCount, subscribeLiveEvents } from "../../../app/server/live-events.server";
import { env } from "../../../app/server/env.server";
import { createHttpApp } from "../../../server/http";
import { databaseHandle } from "../../../app/server/db.server";
import { DESIGN_DEFAULTS, DESIGN_FONTS, DESIGN_KEYS, type DesignValues } from "../../../app/schemas/admin/design";
import { action, loader } from "../../../app/routes/admin/design";
import { loader as designVariablesLoader } from "../../../app/routes/api/design";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let owner: { cookies: string; userId: string };
let stopListening: (() => Promise<void>) | undefined;

beforeAll(async () => {
  owner = await createSignedInCustomer(`design-owner-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "owner", name: "Maya Design" }).where(eq(schema.user.id, owner.userId));
  stopListening = await startLiveUpdates(databaseHandle());
});
afterAll(async () => {
  await stopListening?.();
});

/** The form's fields for these values (fonts posted by id, the radius in px as the slider sends it). */
function fields(values: DesignValues, intent: string, overrides: Record<string, string> = {}) {
  const form: Record<string, string> = { intent };
  for (const key of DESIGN_KEYS) {
    if (key.startsWith("font.")) form[key] = Object.entries(DESIGN_FONTS).find(([, font]) => font.stack === values[key])![0];
    else if (key === "radius.soft") form[key] = values[key].endsWith("rem") ? String(Number.parseFloat(values[key]) * 16) : String(Number.parseFloat(values[key]));
    else form[key] = values[key];
  }
  return { ...form, ...overrides };
}

const post = (form: Record<string, string>) => runRoute(action, formRequest("/admin/design", form, owner.cookies));
const editor = async () => (await runRoute(loader, pageRequest("/admin/design", owner.cookies))).data as { published: DesignValues; draft: { values: DesignValues; by: string } | null; canRevert: boolean; history: { status: string; by: string | null }[] };
const fieldErrors = (answer: RouteAnswer) => (answer.data as { result: { error: Record<string, string[] | null> } }).result.error;
const settings = async () => Object.fromEntries((await testDb().select().from(schema.designSettings)).map((row) => [row.key, row.value]));
const versionCount = async () => (await testDb().select({ id: schema.designVersions.id }).from(schema.designVersions)).length;

describe("the design editor", () => {
  it("starts from the shop's design: the seed's colours and the stylesheet's fonts and radius", async () => {
    const page = await editor();
    expect(page.published).toEqual(DESIGN_DEFAULTS);
    expect(page.published["color.accent"]).toBe("#9a5f24");
    expect(page).toMatchObject({ draft: null, canRevert: false, history: [] });
  });

  it("refuses values that are not a colour, a known font or a radius within bounds, at their fields, and writes nothing", async () => {
    const before = await settings();
    const versions = await versionCount();
    const answer = await post(
      fields(DESIGN_DEFAULTS, "publish", {
        "color.accent": "#fff;}body{display:none",
        "color.text": "red",
        "font.display-hebrew": "inter",
        "font.text-latin": "comic-sans",
        "radius.soft": "99",
      }),
    );
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toMatchObject({
      "color.accent": ["design.errors.colour"],
      "color.text": ["design.errors.colour"],
      "font.display-hebrew": ["design.errors.font"],
      "font.text-latin": ["design.errors.font"],
      "radius.soft": ["design.errors.radius"],
    });
    expect(await settings()).toEqual(before);
    expect(await versionCount()).toBe(versions);
    // A radius written as rem is accepted within bounds; a CSS expression is not.
    expect(fieldErrors(await post(fields(DESIGN_DEFAULTS, "draft", { "radius.soft": "calc(1px + 1px)" })))["radius.soft"]).toEqual(["design.errors.radius"]);
  });

  it("saves a draft that the editor starts from, without changing the shop; the same draft again writes nothing", async () => {
    const before = await settings();
    const values = { ...DESIGN_DEFAULTS, "color.accent": "#1f5f8b" };
    const answer = await post(fields(values, "draft"));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: "Brouillon enregistré. La boutique n'a pas changé." });
    expect(await settings()).toEqual(before);
    const page = await editor();
    expect(page.draft?.values["color.accent"]).toBe("#1f5f8b");
    expect(page.draft?.by).toBe("Maya Design");
    const versions = await versionCount();
    expect((await post(fields(values, "draft"))).data).toMatchObject({ ok: "Rien n'a changé." });
    expect(await versionCount()).toBe(versions);
  });

  it("publishes: design_settings, a version and an audit row in one go; the shop's CSS variables and /api/design follow", async () => {
    const values: DesignValues = { ...DESIGN_DEFAULTS, "color.accent": "#1f5f8b", "color.on-accent": "#ffffff", "font.text-latin": DESIGN_FONTS.heebo.stack, "radius.soft": "4px" };
    const answer = await post(fields(values, "publish"));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: "Design publié : les pages ouvertes de la boutique l'ont déjà pris." });
    expect(await settings()).toMatchObject({ "color.accent": "#1f5f8b", "font.text-latin": DESIGN_FONTS.heebo.stack, "radius.soft": "4px", "color.accent-soft": "#f1e4d3" });

    await eventually(async () => (await getDesignVariables())["--color-accent"] === "#1f5f8b");
    expect(await getDesignVariables()).toMatchObject({ "--radius-soft": "4px", "--font-text-latin": DESIGN_FONTS.heebo.stack });
    const resource = await designVariablesLoader();
    expect(resource.headers.get("set-cookie")).toBeNull();
    expect(resource.headers.get("cache-control")).toBe("no-store");
    expect(((await resource.json()) as { variables: Record<string, string> }).variables["--color-accent"]).toBe("#1f5f8b");

    const [audit] = (await listAudit({ entity: "design" })).rows.filter((row) => row.action === "design.publish");
    expect(audit).toMatchObject({ actorId: owner.userId, before: { "color.accent": "#9a5f24", "radius.soft": "0.625rem" }, after: { "color.accent": "#1f5f8b", "radius.soft": "4px" } });
    expect(Object.keys(audit.after as object).sort()).toEqual(["color.accent", "font.text-latin", "radius.soft"]);

    // The draft was published over: the editor starts from the shop's design again.
    const page = await editor();
    expect(page.draft).toBeNull();
    expect(page.canRevert).toBe(true);
    expect(page.history.filter((row) => row.status === "published")).toHaveLength(2);

    // Publishing the same values again writes nothing.
    const versions = await versionCount();
    expect((await post(fields(values, "publish"))).data).toMatchObject({ ok: "Rien n'a changé." });
    expect(await versionCount()).toBe(versions);
  });

  it("reverts to the previous published version, then resets to the defaults, each audited", async () => {
    await post(fields({ ...DESIGN_DEFAULTS, "color.accent": "#7a3b12" }, "publish"));
    expect((await settings())["color.accent"]).toBe("#7a3b12");

    const reverted = await post({ intent: "revert" });
    expect(reverted.data).toMatchObject({ ok: "Version précédente rétablie sur la boutique." });
    expect((await settings())["color.accent"]).toBe("#1f5f8b");
    await eventually(async () => (await getDesignVariables())["--color-accent"] === "#1f5f8b");

    const reset = await post({ intent: "reset" });
    expect(reset.data).toMatchObject({ ok: "Design d'origine rétabli sur la boutique." });
    const stored = await settings();
    for (const key of DESIGN_KEYS) expect(stored[key]).toBe(DESIGN_DEFAULTS[key]);

    const actions = (await listAudit({ entity: "design" })).rows.map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["design.draft", "design.publish", "design.revert", "design.reset"]));
    const [latest] = await testDb().select().from(schema.designVersions).orderBy(desc(schema.designVersions.createdAt)).limit(1);
    expect(latest).toMatchObject({ status: "published", createdBy: owner.userId });

    // A reset when the shop already has its defaults changes nothing.
    expect((await post({ intent: "reset" })).data).toMatchObject({ ok: "Rien n'a changé." });
    expect((await post({ intent: "nonsense" })).status).toBe(400);
  });
});

describe("the live stream of open pages (/api/live)", () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "live-"));
  const app = createHttpApp({
    handlePage: async () => new Response("page"),
    clientDir: folder,
    mediaDir: folder,
    cacheDir: path.join(folder, "cache"),
    publicUrl: env().publicUrl,
    trustedOrigins: [],
    production: false,
  });
  const origin = new URL(env().publicUrl).origin;

  /** Reads the stream until `until` matches what came, or throws after a while. */
  async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, until: RegExp) {
    const decoder = new TextDecoder();
    let text = "";
    const deadline = Date.now() + 5000;
    while (!until.test(text)) {
      if (Date.now() > deadline) throw new Error(`no ${until} in: ${text}`);
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    return text;
  }

  it("sends design, texts and content once per change, with no cookie and no compression, and lets go when the page leaves", async () => {
    const before = liveConnectionCount();
    const leave = new AbortController();
    const response = await app.fetch(new Request(`${origin}/api/live`, { headers: { "accept-encoding": "gzip" }, signal: leave.signal }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(liveConnectionCount()).toBe(before + 1);
    const reader = response.body!.getReader();
    expect(await readUntil(reader, /: connected/)).toContain("retry: 5000");

    // Several notifications of one moment (a publish) make one event of each kind.
    announceChange("design_settings");
    announceChange("design_settings");
    announceChange("static_translations");
    announceChange("hero_slide_translations");
    announceChange("orders");
    const text = await readUntil(reader, /event: content[\s\S]*\n\n/);
    expect(text.match(/^event: \w+$/gm)?.sort()).toEqual(["event: content", "event: design", "event: texts"]);

    await reader.cancel();
    leave.abort();
    // The connection is let go as the stream ends, not after some time.
    await eventually(() => liveConnectionCount() === before, "the connection was not let go");
  });

  it("refuses a connection past the limit with a 503, and the page goes on without updates", async () => {
    const held: (() => void)[] = [];
    while (liveConnectionCount() < LIVE_MAX_CONNECTIONS) held.push(subscribeLiveEvents(() => {})!);
    try {
      const response = await app.fetch(new Request(`${origin}/api/live`));
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("60");
    } finally {
      for (const release of held) release();
    }
  });
});
