/**
 * The site settings screen (docs/product/admin-back-office.md#adm-27) through its loader and action as a browser posts them:
 * brand, tagline in four languages, contact details and address, opening hours per day, the owner's
 * e-mail and the GTM / GA ids. A save writes what changed with one audit row (before and after of
 * those fields only) and the contact page shows the new hours and details at once, in French and in
 * Hebrew; a bad value (GTM or GA id, closing before opening, an e-mail, a phone) gets its message at
 * its field and changes nothing. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { routeContext, withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute, type RouteAnswer } from "../../support/admin-routes";
import { listAudit } from "../../../app/features/audit/audit.server";
import { getSiteSettings } from "../../../app/features/content/settings.server";
import { action, loader } from "../../../app/routes/admin/site-settings";
import * as contactRoute from "../../../app/routes/$lang/contact";
import { env } from "../../../app/server/env.server";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let owner: { cookies: string; userId: string };

beforeAll(async () => {
  owner = await createSignedInCustomer(`site-owner-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
});

const post = (fields: Record<string, string>) => runRoute(action, formRequest("/admin/site-settings", fields, owner.cookies));
const stored = async () => (await testDb().select().from(schema.siteSettings).where(eq(schema.siteSettings.id, 1)))[0];
const fieldErrors = (answer: RouteAnswer) => (answer.data as { result: { error: Record<string, string[] | null> } }).result.error;
const audits = async () => (await listAudit({ entity: "site_settings", action: "siteSettings.update", pageSize: 200 })).total;

const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** The whole form as the demo shop holds it; `fields` change some of it. */
function form(fields: Record<string, string> = {}) {
  const hours: Record<string, string> = {};
  DAYS.forEach((day, index) => {
    if (index === 6) return; // Saturday closed: its box unticked, its times not sent.
    hours[`hours.${day}.open`] = "on";
    hours[`hours.${day}.opens`] = "09:00";
    hours[`hours.${day}.closes`] = index === 5 ? "14:00" : "18:00";
  });
  return {
    brandName: "Maison Lumière",
    "translations.fr.tagline": "Bougies sculpturales, coulées à la main à Netanya",
    "translations.en.tagline": "Sculptural candles, hand-poured in Netanya",
    "translations.he.tagline": "נרות פיסוליים, יצוקים בעבודת יד בנתניה",
    "translations.ru.tagline": "Скульптурные свечи ручной работы из Нетании",
    contactEmail: "bonjour@maison-lumiere.example",
    contactPhone: "+972 9 000 0000",
    "translations.fr.streetAddress": "12 rue Herzl",
    "translations.en.streetAddress": "12 Herzl Street",
    "translations.he.streetAddress": "רחוב הרצל 12",
    "translations.ru.streetAddress": "ул. Герцль, 12",
    "translations.fr.city": "Netanya",
    "translations.en.city": "Netanya",
    "translations.he.city": "נתניה",
    "translations.ru.city": "Нетания",
    postalCode: "4240000",
    "translations.fr.region": "District centre",
    "translations.en.region": "Central District",
    "translations.he.region": "מחוז המרכז",
    "translations.ru.region": "Центральный округ",
    country: "IL",
    ownerEmail: "atelier@maison-lumiere.example",
    gtmId: "",
    googleAnalyticsId: "",
    ...hours,
    ...fields,
  };
}

async function contactPage(lang: "fr" | "he") {
  const request = new Request(`${env().publicUrl}/${lang}/contact`);
  const params = { lang };
  const page = (await contactRoute.loader({ request, params, context: await routeContext(request, params) } as never)) as {
    content: { sections: { id: string; body: string[] }[] };
    settingsLines: { details: string[]; hours: string[] };
  };
  return page.settingsLines;
}

describe("the site settings screen", () => {
  it("shows the demo settings: Friday's short hours, Saturday closed", async () => {
    const answer = await runRoute(loader, pageRequest("/admin/site-settings", owner.cookies));
    expect(answer.status).toBe(200);
    const { settings } = answer.data as { settings: { hours: Record<string, unknown>; brandName: string } };
    expect(settings.brandName).toBe("Maison Lumière");
    expect(settings.hours.friday).toEqual({ open: true, opens: "09:00", closes: "14:00" });
    expect(settings.hours.saturday).toEqual({ open: false, opens: "", closes: "" });
    expect(await contactPage("fr")).toEqual({
      details: ["12 rue Herzl, Netanya 4240000, Israël", "+972 9 000 0000", "bonjour@maison-lumiere.example"],
      hours: ["Dimanche – jeudi : 9h00 – 18h00", "Vendredi : 9h00 – 14h00", "Samedi : fermé"],
    });
  });

  it("writes nothing when nothing changed", async () => {
    const before = await audits();
    const answer = await post(form());
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: "Rien n'a changé." });
    expect(await audits()).toBe(before);
  });

  it("saves what changed with one audit row, and the contact page shows it at once in French and Hebrew", async () => {
    const before = await audits();
    const answer = await post(
      form({
        "translations.he.tagline": `נרות ${tag}`,
        contactPhone: "+972 9 123 4567",
        "hours.friday.opens": "10:00",
        "hours.friday.closes": "13:30",
        "hours.monday.open": "",
        gtmId: "gtm-ab12cd3",
        googleAnalyticsId: " G-AB12CD34EF ",
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: "Paramètres enregistrés : la boutique les affiche déjà." });

    const row = await stored();
    expect(row).toMatchObject({ contactPhone: "+972 9 123 4567", gtmId: "GTM-AB12CD3", googleAnalyticsId: "G-AB12CD34EF" });
    expect(row.tagline.he).toBe(`נרות ${tag}`);
    expect(row.openingHours.days[5]).toEqual({ day: 5, opens: "10:00", closes: "13:30" });
    expect(row.openingHours.days[1]).toEqual({ day: 1, opens: null, closes: null });
    expect((await getSiteSettings())?.contactPhone).toBe("+972 9 123 4567");

    expect(await audits()).toBe(before + 1);
    const [entry] = (await listAudit({ entity: "site_settings", action: "siteSettings.update" })).rows;
    expect(entry.actorId).toBe(owner.userId);
    expect(Object.keys(entry.after as object).sort()).toEqual(["contactPhone", "googleAnalyticsId", "gtmId", "openingHours", "tagline"]);
    expect(entry.before).toMatchObject({ contactPhone: "+972 9 000 0000", gtmId: null });

    expect(await contactPage("fr")).toEqual({
      details: ["12 rue Herzl, Netanya 4240000, Israël", "+972 9 123 4567", "bonjour@maison-lumiere.example"],
      hours: ["Dimanche : 9h00 – 18h00", "Lundi : fermé", "Mardi – jeudi : 9h00 – 18h00", "Vendredi : 10h00 – 13h30", "Samedi : fermé"],
    });
    const hebrew = await contactPage("he");
    expect(hebrew.hours[3]).toBe("יום שישי: 10:00 – 13:30");
    expect(hebrew.hours[4]).toBe("יום שבת: סגור");

    await post(form());
  });

  it("keeps the address per language: the Hebrew contact page shows the Hebrew address, a language left empty shows the French one", async () => {
    const answer = await runRoute(loader, pageRequest("/admin/site-settings", owner.cookies));
    const { settings } = answer.data as { settings: { address: Record<string, { streetAddress: string; city: string; region: string }> } };
    expect(settings.address.he).toEqual({ streetAddress: "רחוב הרצל 12", city: "נתניה", region: "מחוז המרכז" });
    expect((await contactPage("he")).details[0]).toBe("רחוב הרצל 12, נתניה 4240000, ישראל");

    const saved = await post(form({ "translations.he.streetAddress": `רחוב ויצמן ${tag}`, "translations.ru.streetAddress": "", "translations.ru.city": "" }));
    expect(saved.status).toBe(200);
    const row = await stored();
    expect(row.streetAddress).toEqual({ fr: "12 rue Herzl", en: "12 Herzl Street", he: `רחוב ויצמן ${tag}` });
    expect((await contactPage("he")).details[0]).toBe(`רחוב ויצמן ${tag}, נתניה 4240000, ישראל`);
    expect((await contactPage("fr")).details[0]).toBe("12 rue Herzl, Netanya 4240000, Israël");

    // French is the fallback: it may not be left empty.
    const refused = await post(form({ "translations.fr.streetAddress": "", "translations.fr.city": "" }));
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused)).toMatchObject({ "translations.fr.streetAddress": ["siteSettings.errors.streetRequired"], "translations.fr.city": ["siteSettings.errors.cityRequired"] });
    await post(form());
  });

  it("refuses a bad GTM or GA id, closing before opening, a bad e-mail or phone: messages at the fields, nothing changed", async () => {
    const before = await stored();
    const auditsBefore = await audits();
    const answer = await post(
      form({
        gtmId: "UA-12345",
        googleAnalyticsId: "G-12",
        "hours.friday.opens": "14:00",
        "hours.friday.closes": "09:00",
        "hours.sunday.opens": "25:00",
        contactEmail: "pas-un-email",
        contactPhone: "+972 9 000 0000 poste 12",
        ownerEmail: "",
        brandName: " ",
        postalCode: "42#00",
      }),
    );
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toMatchObject({
      gtmId: ["siteSettings.errors.gtmId"],
      googleAnalyticsId: ["siteSettings.errors.gaId"],
      "hours.friday.closes": ["siteSettings.errors.closesBeforeOpens"],
      "hours.sunday.opens": ["siteSettings.errors.time"],
      contactEmail: ["siteSettings.errors.email"],
      contactPhone: ["siteSettings.errors.phoneTooLong"],
      ownerEmail: ["siteSettings.errors.ownerEmailRequired"],
      brandName: ["siteSettings.errors.brandRequired"],
      postalCode: ["siteSettings.errors.postalFormat"],
    });
    expect(await stored()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);

    const equal = await post(form({ "hours.friday.opens": "14:00", "hours.friday.closes": "14:00" }));
    expect(equal.status).toBe(400);
    expect(fieldErrors(equal)["hours.friday.closes"]).toEqual(["siteSettings.errors.closesBeforeOpens"]);
    expect(await stored()).toEqual(before);
  });
});
