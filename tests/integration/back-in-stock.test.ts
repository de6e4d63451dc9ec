/**
 * "Prévenez-moi" (docs/product/catalogue.md#cat-17), on PGlite and on PostgreSQL: a request is taken only on a
 * sold-out product or variant that is on sale, once per person while it waits; when that stock
 * comes back from 0 (a restock, a stocktake, a cancelled order), each waiting person gets exactly
 * one mail, in their language, in the outbox; a variant waits on its own row and its product's.
 * And the product page's form, posted as a browser without JavaScript posts it.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import * as schema from "../../db/schema";
import { env } from "../../app/server/env.server";
import { BackInStockError, MAX_WAITING_PER_EMAIL, requestBackInStock } from "../../app/features/stock/back-in-stock.server";
import { adjustStock } from "../../app/features/stock/stock.server";
import { addToCart, newGuestToken } from "../../app/features/cart/cart.server";
import { newCheckoutKey, placeOrder } from "../../app/features/orders/checkout.server";
import { changeOrderStatus } from "../../app/features/orders/order-status.server";
import { checkoutSchema } from "../../app/schemas/checkout";
import { HONEYPOT_FIELD } from "../../app/schemas/fields";
import * as productRoute from "../../app/routes/$lang/product";
import { testIp } from "../support/accounts";
import { routeContext, withSeededDatabase } from "./helpers";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let categoryId: string;
let actor: { id: string; email: string };

const NAMES = { fr: "Bougie Figue", en: "Fig Candle", he: "נר תאנה", ru: "Свеча Инжир" } as const;

/** A product of this file's own, on sale, with its name in the four languages. */
async function product(stock: number, options: { status?: "active" | "draft"; variants?: { stock: number; size: Record<keyof typeof NAMES, string>; isActive?: boolean }[] } = {}) {
  const variants = options.variants ?? [];
  const [row] = await testDb()
    .insert(schema.products)
    .values({ sku: `BIS-${randomUUID()}`, categoryId, priceMinor: 12_000, stock, hasVariants: variants.length > 0, status: options.status ?? "active" })
    .returning();
  for (const [lang, name] of Object.entries(NAMES)) await testDb().insert(schema.productTranslations).values({ productId: row.id, lang, name: `${name} ${tag}` });
  const variantIds: string[] = [];
  for (const variant of variants) {
    const [v] = await testDb().insert(schema.productVariants).values({ productId: row.id, sku: `BIS-V-${randomUUID()}`, stock: variant.stock, isActive: variant.isActive ?? true }).returning();
    for (const [lang, size] of Object.entries(variant.size)) await testDb().insert(schema.productVariantTranslations).values({ variantId: v.id, lang, size });
    variantIds.push(v.id);
  }
  return { id: row.id, variantIds };
}

const email = (name: string) => `${name}-${tag}@example.com`;
const mailsTo = (to: string) => testDb().select().from(schema.mailOutbox).where(and(eq(schema.mailOutbox.toAddress, to), eq(schema.mailOutbox.kind, "back-in-stock")));
const requestsOf = (productId: string) => testDb().select().from(schema.backInStockRequests).where(eq(schema.backInStockRequests.productId, productId));
const restock = (productId: string, variantId: string | null, change: { by: number } | { to: number }) =>
  adjustStock({ productId, variantId, change, reason: "by" in change ? "restock" : "stocktake" }, actor);
const refusal = (promise: Promise<unknown>) => promise.then(() => "accepted", (error: unknown) => (error instanceof BackInStockError ? error.code : `unexpected: ${String(error)}`));

beforeAll(async () => {
  [{ id: categoryId }] = await testDb().select({ id: schema.categories.id }).from(schema.categories).limit(1);
  const id = randomUUID();
  await testDb().insert(schema.user).values({ id, name: "Maya", email: `maya-${tag}@example.com`, emailVerified: true, role: "owner" });
  actor = { id, email: `maya-${tag}@example.com` };
});

describe("asking to be told", () => {
  it("is refused on a product that is in stock, not on sale, or that does not exist, and without consent", async () => {
    const inStock = await product(4);
    const draft = await product(0, { status: "draft" });
    const soldOut = await product(0);
    expect(await refusal(requestBackInStock(inStock.id, null, email("a"), "fr", true))).toBe("in_stock");
    expect(await refusal(requestBackInStock(draft.id, null, email("a"), "fr", true))).toBe("not_found");
    expect(await refusal(requestBackInStock(randomUUID(), null, email("a"), "fr", true))).toBe("not_found");
    expect(await refusal(requestBackInStock("not-a-uuid", null, email("a"), "fr", true))).toBe("not_found");
    expect(await refusal(requestBackInStock(soldOut.id, randomUUID(), email("a"), "fr", true))).toBe("not_found");
    expect(await refusal(requestBackInStock(soldOut.id, null, email("a"), "fr", false))).toBe("consent_required");
    expect(await requestsOf(inStock.id)).toEqual([]);
    expect(await requestsOf(soldOut.id)).toEqual([]);
  });

  it("asks for a variant on a product that has variants, and refuses a variant that is in stock or disabled", async () => {
    const size = { fr: "Grande", en: "Large", he: "גדול", ru: "Большая" };
    const { id, variantIds } = await product(5, { variants: [{ stock: 5, size }, { stock: 0, size }, { stock: 0, size, isActive: false }] });
    expect(await refusal(requestBackInStock(id, null, email("v"), "fr", true))).toBe("choose_variant");
    expect(await refusal(requestBackInStock(id, variantIds[0], email("v"), "fr", true))).toBe("in_stock");
    expect(await refusal(requestBackInStock(id, variantIds[2], email("v"), "fr", true))).toBe("not_found");
    expect(await requestBackInStock(id, variantIds[1], email("v"), "fr", true)).toEqual({ status: "waiting" });
  });

  it("keeps one waiting request per person, whatever the case of the address", async () => {
    const { id } = await product(0);
    expect(await requestBackInStock(id, null, `Lea-${tag}@Example.com`, "fr", true)).toEqual({ status: "waiting" });
    expect(await requestBackInStock(id, null, `lea-${tag}@example.COM`, "en", true)).toEqual({ status: "already_waiting" });
    const rows = await requestsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: `lea-${tag}@example.com`, lang: "fr", variantId: null, notifiedAt: null });
    expect(rows[0].consentAt).toBeInstanceOf(Date);
  });

  it(`lets one address wait for at most ${MAX_WAITING_PER_EMAIL} products at a time`, async () => {
    const address = email("greedy");
    for (let i = 0; i < MAX_WAITING_PER_EMAIL; i++) await requestBackInStock((await product(0)).id, null, address, "fr", true);
    expect(await refusal(requestBackInStock((await product(0)).id, null, address, "fr", true))).toBe("too_many");
  });
});

describe("when the stock comes back", () => {
  it("mails each waiting person once, in their language, through the outbox; a second restock mails nobody again", async () => {
    const { id } = await product(0);
    const people = { fr: email("noa"), he: email("dana"), ru: email("olga"), en: email("sam") } as const;
    for (const [lang, address] of Object.entries(people)) await requestBackInStock(id, null, address, lang as keyof typeof people, true);

    await restock(id, null, { by: 5 });

    for (const [lang, address] of Object.entries(people) as [keyof typeof NAMES, string][]) {
      const mails = await mailsTo(address);
      expect(mails, lang).toHaveLength(1);
      const [mail] = mails;
      expect(mail.lang).toBe(lang);
      expect(mail.subject).toContain(`${NAMES[lang]} ${tag}`);
      expect(mail.text).toContain(`${env().publicUrl}/${lang}/product/${id}`);
      expect(mail.html).toContain(`href="${env().publicUrl}/${lang}/product/${id}"`);
    }
    const [fr] = await mailsTo(people.fr);
    expect(fr.subject).toBe(`${NAMES.fr} ${tag} est de retour — Maison Lumière`);
    expect(fr.text).toContain("Vous recevez cet e-mail parce que vous avez demandé le");
    expect(fr.html).toContain('<html lang="fr" dir="ltr">');
    const [he] = await mailsTo(people.he);
    expect(he.subject).toBe(`${NAMES.he} ${tag} חזר למלאי — Maison Lumière`);
    expect(he.text).toContain("קיבלתם הודעה זו כי");
    expect(he.html).toContain('<html lang="he" dir="rtl">');
    const [ru] = await mailsTo(people.ru);
    expect(ru.subject).toContain("снова в продаже");
    expect((await requestsOf(id)).every((request) => request.notifiedAt instanceof Date)).toBe(true);

    // More stock, then sold out and back again: the people already told get nothing more.
    await restock(id, null, { by: 3 });
    await restock(id, null, { to: 0 });
    await restock(id, null, { by: 2 });
    for (const address of Object.values(people)) expect(await mailsTo(address)).toHaveLength(1);

    // Once told, a person may ask again the next time it is sold out, and is told again.
    await restock(id, null, { to: 0 });
    expect(await requestBackInStock(id, null, people.fr, "fr", true)).toEqual({ status: "waiting" });
    await restock(id, null, { to: 1 });
    expect(await mailsTo(people.fr)).toHaveLength(2);
    expect(await mailsTo(people.he)).toHaveLength(1);
  });

  it("mails when a cancelled order gives the last units back", async () => {
    const { id } = await product(2);
    const visitor = { user: null, guestToken: newGuestToken() };
    await addToCart(visitor, { productId: id, variantId: null, quantity: 2 }, "fr");
    const form = checkoutSchema.parse({ email: email("buyer"), firstName: "Noa", lastName: "Levi", phone: "050-1234567", address: "3 rue Smilansky", city: "Netanya", postalCode: "42000", checkoutKey: newCheckoutKey() });
    const order = await placeOrder(visitor, form, "fr", { currency: "ILS", rate: "1", shippingMinor: 500 });
    await requestBackInStock(id, null, email("waiting-for-cancel"), "ru", true);
    expect(await mailsTo(email("waiting-for-cancel"))).toHaveLength(0);

    await changeOrderStatus(order.orderId, "cancelled", actor.id, "Client injoignable");
    const mails = await mailsTo(email("waiting-for-cancel"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ lang: "ru" });
    expect(mails[0].subject).toContain(`${NAMES.ru} ${tag}`);
  });

  it("releases a variant's requests when the variant can be bought again: its own row and its product's", async () => {
    const sizes = [
      { fr: "Petite", en: "Small", he: "קטן", ru: "Маленькая" },
      { fr: "Moyenne", en: "Medium", he: "בינוני", ru: "Средняя" },
      { fr: "Grande", en: "Large", he: "גדול", ru: "Большая" },
    ];
    // The product's own stock caps its variants: 4 units of the small one, none of the others.
    const { id, variantIds } = await product(4, { variants: [{ stock: 4, size: sizes[0] }, { stock: 0, size: sizes[1] }, { stock: 0, size: sizes[2] }] });
    const [small, medium, large] = variantIds;
    await requestBackInStock(id, medium, email("medium"), "he", true);
    await requestBackInStock(id, large, email("large"), "fr", true);

    // Another variant's restock moves the product row too, but the medium one is still at 0.
    await restock(id, small, { by: 3 });
    expect(await mailsTo(email("medium"))).toHaveLength(0);
    // A product-row move alone does not make a variant at 0 buyable.
    await restock(id, null, { by: 10 });
    expect(await mailsTo(email("medium"))).toHaveLength(0);

    // The medium variant's own row comes back: its person is told, in Hebrew, with the variant's name.
    await restock(id, medium, { by: 2 });
    const [mail] = await mailsTo(email("medium"));
    expect(mail.subject).toContain(`${NAMES.he} ${tag} (בינוני)`);
    expect(mail.text).toContain(`/he/product/${id}?variant=${medium}`);
    expect(await mailsTo(email("large"))).toHaveLength(0);
    const rows = await testDb().select().from(schema.backInStockRequests).where(inArray(schema.backInStockRequests.variantId, [medium, large]));
    expect(rows.map((r) => [r.variantId, r.notifiedAt !== null]).sort()).toEqual([[medium, true], [large, false]].sort());
  });

  it("releases a variant's requests when its product's own stock, the cap, comes back", async () => {
    const size = { fr: "Unique", en: "One size", he: "מידה אחת", ru: "Один размер" };
    // The variant row has 3, but the product row (which every order of a variant also takes) has 0.
    const { id, variantIds } = await product(0, { variants: [{ stock: 3, size }, { stock: 0, size }] });
    const [capped, empty] = variantIds;
    expect(await requestBackInStock(id, capped, email("capped"), "en", true)).toEqual({ status: "waiting" });
    await requestBackInStock(id, empty, email("empty"), "en", true);
    await restock(id, null, { by: 5 });
    expect(await mailsTo(email("capped"))).toHaveLength(1);
    expect(await mailsTo(email("empty"))).toHaveLength(0);
  });

  it("keeps the requests of a product that is back but not on sale waiting", async () => {
    const { id } = await product(0);
    await requestBackInStock(id, null, email("archived"), "fr", true);
    await testDb().update(schema.products).set({ status: "archived" }).where(eq(schema.products.id, id));
    await restock(id, null, { by: 4 });
    expect(await mailsTo(email("archived"))).toHaveLength(0);
    expect((await requestsOf(id))[0].notifiedAt).toBeNull();
  });
});

describe("the product page's form, without JavaScript", () => {
  async function post(productId: string, fields: Record<string, string>, ip = testIp()) {
    const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded", "x-forwarded-for": ip });
    const request = new Request(`${env().publicUrl}/fr/product/${productId}`, { method: "POST", headers, body: new URLSearchParams(fields) });
    const params = { lang: "fr", id: productId };
    let value: unknown;
    try {
      value = await productRoute.action({ request, params, context: await routeContext(request, params) } as never);
    } catch (thrown) {
      value = thrown;
    }
    const { data, init } = value as { data: { form?: string; status: string; result: { error?: Record<string, string[] | null> } }; init: ResponseInit | null };
    return { status: init?.status ?? 200, data };
  }
  const good = (extra: Record<string, string> = {}) => ({ intent: "back-in-stock", variantId: "", email: email("form"), consent: "on", ...extra });

  it("records the request and says so at the form", async () => {
    const { id } = await product(0);
    const answer = await post(id, good());
    expect(answer).toMatchObject({ status: 200, data: { form: "back-in-stock", status: "waiting" } });
    expect((await requestsOf(id)).map((r) => [r.email, r.lang])).toEqual([[email("form"), "fr"]]);
    // The same person again: the same answer, and still one request.
    expect((await post(id, good())).data.status).toBe("waiting");
    expect(await requestsOf(id)).toHaveLength(1);
  });

  it("answers a bad address, a missing consent, a robot and an in-stock product at the form, storing nothing", async () => {
    const { id } = await product(0);
    const bad = await post(id, good({ email: "pas-un-email" }));
    expect(bad.status).toBe(400);
    expect(bad.data.result.error?.email).toEqual(["validation.emailInvalid"]);
    const noConsent = await post(id, { intent: "back-in-stock", variantId: "", email: email("form2") });
    expect(noConsent.status).toBe(400);
    expect(noConsent.data.result.error?.consent).toEqual(["backInStock.consentRequired"]);
    const robot = await post(id, good({ [HONEYPOT_FIELD]: "https://spam.example" }));
    expect(robot.status).toBe(400);
    expect(robot.data.result.error?.[""]).toEqual(["validation.formRefused"]);
    expect(await requestsOf(id)).toEqual([]);

    const inStock = await product(7);
    const refused = await post(inStock.id, good());
    expect(refused.status).toBe(409);
    expect(refused.data.result.error?.[""]).toEqual(["backInStock.inStock"]);
    expect(await requestsOf(inStock.id)).toEqual([]);
  });

  it("takes the variant from the form", async () => {
    const size = { fr: "Grande", en: "Large", he: "גדול", ru: "Большая" };
    const { id, variantIds } = await product(3, { variants: [{ stock: 3, size }, { stock: 0, size }] });
    expect((await post(id, good({ variantId: "" }))).data.result.error?.[""]).toEqual(["backInStock.chooseOptions"]);
    expect((await post(id, good({ variantId: "nope" }))).status).toBe(400);
    expect((await post(id, good({ variantId: variantIds[1] }))).data.status).toBe("waiting");
    expect((await requestsOf(id)).map((r) => r.variantId)).toEqual([variantIds[1]]);
  });

  it("counts requests per client address with the newsletter's limit", async () => {
    const ip = testIp();
    const { id } = await product(0);
    for (let i = 0; i < 10; i++) expect((await post(id, good({ email: email(`many${i}`) }), ip)).status).toBe(200);
    const over = await post(id, good({ email: email("many10") }), ip);
    expect(over.status).toBe(429);
    expect(over.data.result.error?.[""]).toEqual(["validation.tooManySignUps"]);
    expect(await requestsOf(id)).toHaveLength(10);
  });

  it("leaves the review form to its own intent", async () => {
    const { id } = await product(0);
    // A guest's review is refused as before; an unknown intent is not a back-in-stock request.
    expect((await post(id, { intent: "review", rating: "5", body: "Une bougie vraiment superbe." })).status).toBe(401);
    expect((await post(id, { intent: "nonsense", email: email("x"), consent: "on" })).status).toBe(401);
    expect(await requestsOf(id)).toEqual([]);
  });
});
