/**
 * The content screen (docs/product/admin-back-office.md#adm-23, docs/product/admin-back-office.md#adm-22), through its loader and action as a
 * browser posts them: the shop's other texts in groups, each starting as the dictionary's; an edit
 * overrides the text in its language and the shop shows it; a text that loses its {placeholder} is
 * refused at its field, with the placeholder named, and nothing of the group is written; a field
 * the form made up is ignored; emptied, the dictionary's text is back. On PGlite and PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { LANGS } from "../../../app/lib/langs";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute, type RouteAnswer } from "../../support/admin-routes";
import { listAudit } from "../../../app/features/audit/audit.server";
import { announceChange } from "../../../app/server/live.server";
import { messagesFor } from "../../../app/features/i18n/messages.server";
import { isDictionaryKey } from "../../../app/features/i18n/static-translations-admin.server";
import { CONTENT_GROUPS, contentField } from "../../../app/schemas/admin/content";
import { action, loader } from "../../../app/routes/admin/content";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let owner: { cookies: string; userId: string };

beforeAll(async () => {
  owner = await createSignedInCustomer(`texts-owner-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
});

type Group = { id: string; changed: number; texts: { key: string; dictionary: Record<string, string>; override: Record<string, string> }[] };
const groups = async () => ((await runRoute(loader, pageRequest("/admin/content", owner.cookies))).data as { groups: Group[] }).groups;
const post = (fields: Record<string, string>) => runRoute(action, formRequest("/admin/content", fields, owner.cookies));
const fieldErrors = (answer: RouteAnswer) => (answer.data as { result: { error: Record<string, string[] | null> } }).result.error;
const overrides = async () => testDb().select().from(schema.staticTranslations);
const shopText = async (lang: "fr" | "he", key: string) => {
  announceChange("static_translations");
  return (await messagesFor(lang))[key];
};

/** A group's form as the screen shows it, with changes. */
async function groupFields(id: string, changes: Record<string, string> = {}) {
  const group = (await groups()).find((candidate) => candidate.id === id)!;
  const fields: Record<string, string> = { intent: "group", group: id };
  for (const text of group.texts) for (const lang of LANGS) fields[`texts.${lang}.${contentField(text.key)}`] = text.override[lang] ?? text.dictionary[lang] ?? "";
  return { ...fields, ...changes };
}

describe("the shop's other texts", () => {
  it("lists its groups of dictionary keys, each starting as the dictionary's", async () => {
    const all = await groups();
    expect(all.map((group) => group.id)).toEqual(Object.keys(CONTENT_GROUPS));
    for (const group of all) for (const text of group.texts) expect(isDictionaryKey(text.key), text.key).toBe(true);
    const estimate = all[0].texts.find((text) => text.key === "product.deliveryEstimate")!;
    expect(estimate.dictionary.fr).toBe("Livraison estimée : 3-5 jours ouvrés");
    expect(all.every((group) => group.changed === 0)).toBe(true);
    // Saved as shown: nothing written.
    const before = await overrides();
    expect((await post(await groupFields("product"))).data).toMatchObject({ ok: "Rien n'a changé." });
    expect(await overrides()).toEqual(before);
  });

  it("overrides an edited text in its language, and the shop shows it", async () => {
    const text = `Livraison estimée : 2 jours ${tag}`;
    const answer = await post(await groupFields("product", { "texts.fr.product_deliveryEstimate": text, "texts.he.product_lowStock": "נשארו רק {count}" }));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: "Textes enregistrés." });
    expect(await shopText("fr", "product.deliveryEstimate")).toBe(text);
    expect(await shopText("he", "product.lowStock")).toBe("נשארו רק {count}");
    expect(await shopText("he", "product.deliveryEstimate")).not.toBe(text);
    expect((await groups())[0].changed).toBe(2);
    expect((await listAudit({ action: "content.texts" })).total).toBe(1);
  });

  it("refuses a text that loses its {placeholder}, at its field, and writes nothing of the group", async () => {
    const before = await overrides();
    const answer = await post(await groupFields("product", { "texts.fr.product_discountHint": `Remises ${tag}`, "texts.fr.product_lowStock": "Bientôt épuisé" }));
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)["texts.fr.product_lowStock"]).toEqual(["Ce texte doit garder {count} : la boutique y place une valeur. Remettez-le tel quel."]);
    // What was typed comes back.
    expect((answer.data as { result: { initialValue: { texts: { fr: Record<string, string> } } } }).result.initialValue.texts.fr.product_discountHint).toBe(`Remises ${tag}`);
    expect(await overrides()).toEqual(before);
    const confirmation = await post(await groupFields("cart", { "texts.ru.checkout_confirmationText": "Подтверждение отправлено." }));
    expect(fieldErrors(confirmation)["texts.ru.checkout_confirmationText"]?.[0]).toContain("{email}");
    expect(await overrides()).toEqual(before);
  });

  it("ignores fields the form made up, refuses an unknown group, and gives the dictionary's text back when emptied", async () => {
    const before = await overrides();
    expect((await post({ ...(await groupFields("errors")), "texts.fr.admin_secret": "x", "texts.fr.cart_title": "Piraté" })).status).toBe(200);
    expect(await overrides()).toEqual(before);
    expect(await shopText("fr", "cart.title")).toBe("Mon Panier");
    expect((await post({ intent: "group", group: "checkout" })).status).toBe(400);
    const tooLong = await post(await groupFields("errors", { "texts.fr.errors_notFoundText": "x".repeat(2001) }));
    expect(fieldErrors(tooLong)["texts.fr.errors_notFoundText"]).toEqual(["contentTexts.errors.tooLong"]);

    expect((await post(await groupFields("product", { "texts.fr.product_deliveryEstimate": "" }))).status).toBe(200);
    expect(await shopText("fr", "product.deliveryEstimate")).toBe("Livraison estimée : 3-5 jours ouvrés");
  });
});
