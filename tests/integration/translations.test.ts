/**
 * static_translations rows override the dictionaries while the server runs (docs/product/content-and-texts.md#txt-8):
 * the database announces the change (migration 0002) and the next lookup uses the new text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../app/server/db.server";
import * as schema from "../../db/schema";
import { messagesFor, translatorFor } from "../../app/features/i18n/messages.server";
import { startLiveUpdates } from "../../app/server/live.server";
import { dictionaries } from "../../app/locales";
import { dictionaryFile } from "../../app/features/i18n/dictionary-file.server";
import { keyGroupFor, messagesForGroup } from "../../app/locales/groups";
import * as i18nRoute from "../../app/routes/i18n";
import { eventually, openTestDatabase } from "./helpers";

let handle: DatabaseHandle;
let stopListening: () => Promise<void>;

beforeAll(async () => {
  handle = await openTestDatabase();
  stopListening = await startLiveUpdates(handle);
});
afterAll(async () => {
  await stopListening();
  await handle.close();
});

describe("static translations", () => {
  it("override a dictionary text as soon as the row is written, and fall back when it goes", async () => {
    const french = (dictionaries.fr as { cart: { title: string } }).cart.title;
    expect((await messagesFor("fr"))["cart.title"]).toBe(french);

    await handle.db.insert(schema.staticTranslations).values({ key: "cart.title", fr: "Mon Panier d'atelier", en: "Workshop basket" });
    await eventually(async () => (await messagesFor("fr"))["cart.title"] === "Mon Panier d'atelier");
    expect((await messagesFor("en"))["cart.title"]).toBe("Workshop basket");
    // Hebrew has no override: its own dictionary text wins over the French override.
    expect((await messagesFor("he"))["cart.title"]).toBe((dictionaries.he as { cart: { title: string } }).cart.title);

    await handle.db.delete(schema.staticTranslations).where(eq(schema.staticTranslations.key, "cart.title"));
    await eventually(async () => (await messagesFor("fr"))["cart.title"] === french);
  });

  it("follows the fallback chain: language, then French, then the default given, then the key", async () => {
    await handle.db.insert(schema.staticTranslations).values({ key: "demo.onlyFrench", fr: "Seulement en français" });
    await eventually(async () => (await messagesFor("ru"))["demo.onlyFrench"] === "Seulement en français");
    const t = await translatorFor("ru");
    expect(t("demo.onlyFrench")).toBe("Seulement en français");
    expect(t("demo.missing", undefined, "Texte par défaut")).toBe("Texte par défaut");
    expect(t("demo.missing")).toBe("demo.missing");
  });
});

describe("the texts files", () => {
  const fetchFile = async (url: string) => {
    const [, , lang, file] = url.split("/");
    const response = await i18nRoute.loader({ params: { lang, file } } as never);
    return { status: response.status, cacheControl: response.headers.get("Cache-Control"), body: (await response.json()) as Record<string, string> };
  };

  it("name a page's key group under a hash, cached for a year, and change address when the owner edits a text", async () => {
    const group = keyGroupFor("/he/product/abc");
    const before = dictionaryFile("he", group, await messagesFor("he"));
    expect(before.url).toMatch(/^\/i18n\/he\/product-id\.[\w-]{16}\.json$/);
    const served = await fetchFile(before.url);
    expect(served).toMatchObject({ status: 200, cacheControl: "public, max-age=31536000, immutable" });
    expect(served.body).toEqual(messagesForGroup(await messagesFor("he"), group));
    expect(served.body["reviews.title"]).toBeTruthy();
    expect(served.body["checkout.title"]).toBeUndefined();

    await handle.db.insert(schema.staticTranslations).values({ key: "reviews.title", he: "ביקורות הסדנה" });
    await eventually(async () => (await messagesFor("he"))["reviews.title"] === "ביקורות הסדנה");
    const after = dictionaryFile("he", group, await messagesFor("he"));
    expect(after.url).not.toBe(before.url);
    expect((await fetchFile(after.url)).body["reviews.title"]).toBe("ביקורות הסדנה");
    // A page kept from before the edit gets today's texts, not kept by the browser.
    expect(await fetchFile(before.url)).toMatchObject({ status: 200, cacheControl: "no-cache", body: { "reviews.title": "ביקורות הסדנה" } });
    await handle.db.delete(schema.staticTranslations).where(eq(schema.staticTranslations.key, "reviews.title"));
  });

  it("answers 404 for an unknown language, group or address", async () => {
    for (const url of ["/i18n/xx/home.AAAAAAAAAAAAAAAA.json", "/i18n/fr/nowhere.AAAAAAAAAAAAAAAA.json", "/i18n/fr/home.json", "/i18n/fr/..%2Fsecrets"]) {
      expect((await fetchFile(url)).status, url).toBe(404);
    }
  });
});
