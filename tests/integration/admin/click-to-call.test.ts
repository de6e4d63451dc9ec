/**
 * The click-to-call screen (docs/product/admin-back-office.md#adm-27) through its loader and action as a browser posts them:
 * each save is a new row and the newest wins (docs/product/content-and-texts.md#txt-6), the phone is cleaned as docs/product/content-and-texts.md#txt-6 says,
 * the shop's button follows at once (on, off, text, corner, colour), and a bad value (an unusable
 * phone while on, a text too long, an unknown corner) gets its message and writes nothing.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { count, desc, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute, type RouteAnswer } from "../../support/admin-routes";
import { listAudit } from "../../../app/features/audit/audit.server";
import { cleanPhone, getClickToCall } from "../../../app/features/content/settings.server";
import { action, loader } from "../../../app/routes/admin/click-to-call";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let owner: { cookies: string; userId: string };

beforeAll(async () => {
  owner = await createSignedInCustomer(`click-owner-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
});

const post = (fields: Record<string, string>) => runRoute(action, formRequest("/admin/click-to-call", fields, owner.cookies));
const rows = async () => (await testDb().select({ n: count() }).from(schema.clickToCallSettings))[0].n;
const newest = async () => (await testDb().select().from(schema.clickToCallSettings).orderBy(desc(schema.clickToCallSettings.createdAt)).limit(1))[0];
const fieldErrors = (answer: RouteAnswer) => (answer.data as { result: { error: Record<string, string[] | null> } }).result.error;

/** The whole form, on, with the demo's texts; `fields` change some of it. */
function form(fields: Record<string, string> = {}) {
  return {
    isEnabled: "on",
    phoneNumber: "+972 9 000 0000",
    position: "bottom-right",
    color: "default",
    "translations.fr.text": "Appelez-nous",
    "translations.en.text": "Call us",
    "translations.he.text": "התקשרו אלינו",
    "translations.ru.text": "Позвоните нам",
    ...fields,
  };
}

describe("the click-to-call screen", () => {
  it("shows the settings in force and when they were made", async () => {
    const answer = await runRoute(loader, pageRequest("/admin/click-to-call", owner.cookies));
    expect(answer.status).toBe(200);
    const { settings, defaults } = answer.data as { settings: { isEnabled: boolean; phoneNumber: string; changedAt: Date }; defaults: Record<string, string> };
    expect(settings).toMatchObject({ isEnabled: true, phoneNumber: "+972 9 000 0000" });
    expect(settings.changedAt).toBeInstanceOf(Date);
    expect(defaults).toEqual({ fr: "Appelez-nous", en: "Call us", he: "התקשרו אלינו", ru: "Позвоните нам" });
  });

  it("saves a new row (the newest wins), cleans the phone, audits it, and the shop's button follows", async () => {
    const before = await rows();
    const answer = await post(form({ phoneNumber: " +972 (9) 123-4567 poste 8 ", position: "bottom-left", color: "secondary", "translations.fr.text": `Un appel ${tag}`, "translations.ru.text": "" }));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: "Bouton d'appel enregistré : il est en place dans la boutique." });
    expect(await rows()).toBe(before + 1);
    const row = await newest();
    expect(row).toMatchObject({ isEnabled: true, phoneNumber: cleanPhone("+972 (9) 123-4567 poste 8"), position: "bottom-left", color: "secondary" });
    expect(row.phoneNumber).toBe("+972 (9) 123-4567  8");
    // A language left empty is not stored: the shop falls back to French.
    expect(row.buttonText).toEqual({ fr: `Un appel ${tag}`, en: "Call us", he: "התקשרו אלינו" });

    expect(await getClickToCall("fr", "Appelez-nous")).toEqual({ phone: "+972 (9) 123-4567  8", text: `Un appel ${tag}`, position: "bottom-left", color: "secondary" });
    expect((await getClickToCall("ru", "Позвоните нам"))?.text).toBe(`Un appel ${tag}`);

    const audit = await listAudit({ entity: "click_to_call_settings", entityId: row.id });
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ action: "clickToCall.update", actorId: owner.userId, before: { position: "bottom-right" }, after: { position: "bottom-left", color: "secondary" } });
  });

  it("writes nothing when nothing changed", async () => {
    const current = await newest();
    const before = await rows();
    const answer = await post(
      form({ phoneNumber: current.phoneNumber, position: current.position, color: current.color, "translations.fr.text": current.buttonText.fr ?? "", "translations.ru.text": "" }),
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: "Rien n'a changé." });
    expect(await rows()).toBe(before);
  });

  it("turns the button off (gone from the shop) and on again (back)", async () => {
    expect(await getClickToCall("he", "התקשרו אלינו")).not.toBeNull();
    const off = await post(form({ isEnabled: "" }));
    expect(off.status).toBe(200);
    expect(await getClickToCall("he", "התקשרו אלינו")).toBeNull();
    expect(await getClickToCall("fr", "Appelez-nous")).toBeNull();

    const on = await post(form());
    expect(on.status).toBe(200);
    expect(await getClickToCall("he", "התקשרו אלינו")).toEqual({ phone: "+972 9 000 0000", text: "התקשרו אלינו", position: "bottom-right", color: "default" });
  });

  it("keeps an unusable phone while the button is off, and refuses it while on", async () => {
    const before = await rows();
    const refused = await post(form({ phoneNumber: "appelez-moi" }));
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused).phoneNumber).toEqual(["clickToCall.errors.phoneUnusable"]);
    const tooShort = await post(form({ phoneNumber: "12-34" }));
    expect(tooShort.status).toBe(400);
    expect(fieldErrors(tooShort).phoneNumber).toEqual(["clickToCall.errors.phoneUnusable"]);
    expect(await rows()).toBe(before);
    // What was typed comes back, so nothing is lost.
    expect((refused.data as { result: { initialValue: Record<string, unknown> } }).result.initialValue).toMatchObject({ phoneNumber: "appelez-moi" });

    const off = await post(form({ isEnabled: "", phoneNumber: "" }));
    expect(off.status).toBe(200);
    expect(await rows()).toBe(before + 1);
    expect(await newest()).toMatchObject({ isEnabled: false, phoneNumber: "" });
    await post(form());
  });

  it("refuses a text too long, an unknown corner or colour, with a message at the field and nothing written", async () => {
    const before = await rows();
    const long = await post(form({ "translations.he.text": "א".repeat(41) }));
    expect(long.status).toBe(400);
    expect(fieldErrors(long)["translations.he.text"]).toEqual(["clickToCall.errors.textTooLong"]);
    const corner = await post(form({ position: "top-left", color: "pink" }));
    expect(corner.status).toBe(400);
    expect(fieldErrors(corner)).toMatchObject({ position: ["clickToCall.errors.position"], color: ["clickToCall.errors.color"] });
    expect(await rows()).toBe(before);
  });

  it("refuses a staff member without the permission", async () => {
    const staff = await createSignedInCustomer(`click-staff-${tag}@example.com`);
    await testDb().update(schema.user).set({ role: "staff" }).where(eq(schema.user.id, staff.userId));
    const before = await rows();
    const answer = await runRoute(action, formRequest("/admin/click-to-call", form({ isEnabled: "" }), staff.cookies));
    expect(answer.status).toBe(403);
    expect(await rows()).toBe(before);
  });
});
