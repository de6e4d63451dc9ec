/**
 * The static-translations screen (docs/product/admin-back-office.md#adm-25), through its loader and action as a browser
 * posts them: every dictionary key listed with its texts, searched by key or text, the "missing"
 * and "changed" filters, server-side pages; an override saved in four languages and read by the
 * shop at once; a lost {placeholder} refused with a message naming it, writing nothing; "back to the
 * dictionary" for one language or the whole key; each write audited. On PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { eventually, withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute, type RouteAnswer } from "../../support/admin-routes";
import { listAudit } from "../../../app/features/audit/audit.server";
import { messagesFor } from "../../../app/features/i18n/messages.server";
import { DICTIONARY_KEYS, dictionaryText } from "../../../app/features/i18n/static-translations-admin.server";
import { startLiveUpdates } from "../../../app/server/live.server";
import { databaseHandle } from "../../../app/server/db.server";
import { action, loader } from "../../../app/routes/admin/static-translations";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let owner: { cookies: string; userId: string };
let stopListening: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const email = `texts-owner-${tag}@example.com`;
  owner = await createSignedInCustomer(email);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
  // The shop's caches hear the table's notifications, as on a running server.
  stopListening = await startLiveUpdates(databaseHandle());
});
afterAll(async () => {
  await stopListening?.();
});

type Page = { rows: { key: string; dictionary: Record<string, string>; overrides: Record<string, string>; missing: string[]; overridden: string[] }[]; total: number; counts: { all: number; missing: number; overridden: number }; editing: { key: string; placeholders: Record<string, string[]> } | null };
const list = async (search = "") => (await runRoute(loader, pageRequest(`/admin/static-translations${search}`, owner.cookies))).data as Page;
const post = (fields: Record<string, string>) => runRoute(action, formRequest("/admin/static-translations", fields, owner.cookies));
const fieldErrors = (answer: RouteAnswer) => (answer.data as { result: { error: Record<string, string[] | null> } }).result.error;
const stored = async (key: string) => (await testDb().select().from(schema.staticTranslations).where(eq(schema.staticTranslations.key, key)))[0];

describe("the list of texts", () => {
  it("lists every dictionary key, page by page on the server, with each language's dictionary text and the owner's override", async () => {
    const first = await list();
    expect(first.total).toBe(DICTIONARY_KEYS.length);
    expect(first.total).toBeGreaterThan(300);
    expect(first.rows).toHaveLength(25);
    expect(first.rows.map((row) => row.key)).toEqual(DICTIONARY_KEYS.slice(0, 25));
    const second = await list("?page=2&pageSize=50");
    expect(second.rows.map((row) => row.key)).toEqual(DICTIONARY_KEYS.slice(50, 100));

    // The seed's one override (footer.tagline) is there, beside the dictionary's texts.
    const footer = (await list("?q=footer.tagline")).rows.find((row) => row.key === "footer.tagline");
    expect(footer?.overrides.fr).toBe("Fait main à Netanya depuis 2023");
    expect(footer?.dictionary.fr).toBe(dictionaryText("footer.tagline", "fr"));
    expect(footer?.overridden).toEqual(["fr", "en", "he", "ru"]);
  });

  it("searches by key or by text in any language, without minding accents or case", async () => {
    const byKey = await list("?q=home.introTitle");
    expect(byKey.rows.map((row) => row.key)).toContain("home.introTitle");
    const byHebrew = await list(`?q=${encodeURIComponent(dictionaryText("home.introTitle", "he")!)}`);
    expect(byHebrew.rows.map((row) => row.key)).toContain("home.introTitle");
    const french = dictionaryText("home.introTitle", "fr")!;
    const folded = french.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toUpperCase();
    expect((await list(`?q=${encodeURIComponent(folded)}`)).rows.map((row) => row.key)).toContain("home.introTitle");
    const none = await list(`?q=nothing-like-this-${tag}`);
    expect(none).toMatchObject({ total: 0, rows: [] });
  });

  it("filters the keys missing a language and the keys the owner changed, with their counts", async () => {
    const overridden = await list("?state=overridden&pageSize=100");
    expect(overridden.rows.every((row) => row.overridden.length > 0)).toBe(true);
    expect(overridden.total).toBe(overridden.counts.overridden);
    expect(overridden.rows.map((row) => row.key)).toContain("footer.tagline");

    const missing = await list("?state=missing&pageSize=100");
    expect(missing.total).toBe(missing.counts.missing);
    for (const row of missing.rows) expect(row.missing.length).toBeGreaterThan(0);
    // Narrowed to one language: only keys without a Russian text nor override.
    const missingRu = await list("?state=missing&lang=ru&pageSize=100");
    for (const row of missingRu.rows) expect(row.missing).toContain("ru");
    // A plural form a language does not have is not missing there: French has no "few".
    const few = (await list("?q=nav.cartCount.few")).rows.find((row) => row.key === "nav.cartCount.few");
    expect(few?.dictionary.ru).toBeTruthy();
    expect(few?.missing).not.toContain("fr");
    // A bad filter is dropped, not an error.
    expect((await list("?state=everything")).total).toBe(DICTIONARY_KEYS.length);
  });

  it("opens a key's editor with the placeholders each language must keep", async () => {
    const page = await list("?edit=nav.cartCount.other");
    expect(page.editing).toMatchObject({ key: "nav.cartCount.other", placeholders: { fr: ["count"] } });
    expect((await list("?edit=no.such.key")).editing).toBeNull();
  });
});

describe("saving and resetting", () => {
  it("saves an override in four languages, only where it differs from the dictionary, and the shop shows it at once", async () => {
    const key = "home.introTitle";
    const answer = await post({
      intent: "save",
      key,
      "texts.fr": dictionaryText(key, "fr")!,
      "texts.en": dictionaryText(key, "en")!,
      "texts.he": `אור של אטליה ${tag}`,
      "texts.ru": "",
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ intent: "save", ok: "Texte enregistré : il s'affiche déjà sur la boutique." });
    expect(await stored(key)).toMatchObject({ fr: null, en: null, he: `אור של אטליה ${tag}`, ru: null });
    await eventually(async () => (await messagesFor("he"))[key] === `אור של אטליה ${tag}`);
    expect((await messagesFor("fr"))[key]).toBe(dictionaryText(key, "fr"));

    const [audit] = (await listAudit({ entity: "static_translations", entityId: key })).rows;
    expect(audit).toMatchObject({ action: "texts.update", actorId: owner.userId, before: { [key]: {} }, after: { [key]: { he: `אור של אטליה ${tag}` } } });

    // The same texts again change nothing and write nothing.
    const again = await post({ intent: "save", key, "texts.fr": dictionaryText(key, "fr")!, "texts.en": "", "texts.he": `אור של אטליה ${tag}`, "texts.ru": "" });
    expect(again.data).toMatchObject({ ok: "Rien n'a changé." });
    expect((await listAudit({ entity: "static_translations", entityId: key })).rows).toHaveLength(1);
  });

  it("refuses a text that lost a {placeholder}, at its language's field, naming it, and writes nothing", async () => {
    const key = "nav.cartCount.other";
    const before = await stored(key);
    const answer = await post({ intent: "save", key, "texts.fr": "Des articles", "texts.en": "", "texts.he": "", "texts.ru": "" });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)["texts.fr"]).toEqual(["Le texte (Français) doit garder {count} : la boutique y place une valeur. Remettez-le tel quel."]);
    expect(await stored(key)).toEqual(before);
    // What was typed comes back for the form.
    expect((answer.data as { result: { initialValue: { texts: { fr: string } } } }).result.initialValue.texts.fr).toBe("Des articles");

    // Kept, it saves.
    const kept = await post({ intent: "save", key, "texts.fr": "{count} bougies", "texts.en": "", "texts.he": "", "texts.ru": "" });
    expect(kept.status).toBe(200);
    expect((await stored(key))?.fr).toBe("{count} bougies");
  });

  it("refuses an unknown key and a text too long", async () => {
    const unknown = await post({ intent: "save", key: `no.such.${tag}`, "texts.fr": "x" });
    expect(unknown.status).toBe(404);
    const long = await post({ intent: "save", key: "home.introTitle", "texts.fr": "x".repeat(4001) });
    expect(long.status).toBe(400);
    expect(fieldErrors(long)["texts.fr"]).toEqual(["staticTranslations.errors.tooLong"]);
  });

  it("goes back to the dictionary for one language, then for the whole key, each audited", async () => {
    const key = "home.introTitle";
    await post({ intent: "save", key, "texts.fr": `La lumière ${tag}`, "texts.en": `Light ${tag}`, "texts.he": `אור ${tag}`, "texts.ru": "" });
    const one = await post({ intent: "reset:he", key });
    expect(one.data).toMatchObject({ intent: "reset", ok: "Texte d'origine rétabli." });
    expect(await stored(key)).toMatchObject({ fr: `La lumière ${tag}`, en: `Light ${tag}`, he: null });
    await eventually(async () => (await messagesFor("he"))[key] === dictionaryText(key, "he"));

    const all = await post({ intent: "reset", key });
    expect(all.status).toBe(200);
    expect(await stored(key)).toBeUndefined();
    const actions = (await listAudit({ entity: "static_translations", entityId: key })).rows.map((row) => row.action);
    expect(actions.filter((name) => name === "texts.reset")).toHaveLength(2);
    await eventually(async () => (await messagesFor("fr"))[key] === dictionaryText(key, "fr"));

    const nothing = await post({ intent: "reset", key });
    expect(nothing.data).toMatchObject({ ok: "Ce texte était déjà celui d'origine." });
    const bad = await post({ intent: "reset:xx", key });
    expect(bad.status).toBe(400);
  });
});
