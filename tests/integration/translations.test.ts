/**
 * static_translations rows override the dictionaries while the server runs (issue 2, point 7):
 * the database announces the change (migration 0002) and the next lookup uses the new text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../app/server/db.server";
import * as schema from "../../db/schema";
import { messagesFor, translatorFor } from "../../app/features/i18n/messages.server";
import { startLiveUpdates } from "../../app/server/live.server";
import { dictionaries } from "../../app/locales";
import { openTestDatabase } from "./helpers";

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

async function eventually(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the change never showed");
}

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
