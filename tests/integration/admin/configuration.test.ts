/**
 * The configuration screen (docs/product/admin-back-office.md#adm-27) through its loader and action as a browser posts them:
 * currencies offered (ILS always), the default one (must be offered), the rates from ILS and the
 * flat shipping fee per currency (docs/product/checkout-and-orders.md#ord-5). Each change is an audit row with its time, read
 * back as the screen's history; a bad value gets its message and changes nothing; and a placed
 * order keeps its rate while the next one uses the new rate. The loyalty settings' part of the
 * screen is tested in tests/integration/admin/settings.test.ts. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { checkoutFormValues } from "../../support/checkout";
import { formRequest, pageRequest, runRoute, type RouteAnswer } from "../../support/admin-routes";
import { listAudit } from "../../../app/features/audit/audit.server";
import { getCurrencyConfig } from "../../../app/features/content/settings.server";
import { pricingFor } from "../../../app/features/catalog/pricing.server";
import { addToCart, newGuestToken } from "../../../app/features/cart/cart.server";
import { placeOrder, type CheckoutVisitor } from "../../../app/features/orders/checkout.server";
import { checkoutSchema } from "../../../app/schemas/checkout";
import { currencyCookie } from "../../../app/server/cookies.server";
import { env } from "../../../app/server/env.server";
import { convertFromBase } from "../../../app/lib/money";
import { action, loader } from "../../../app/routes/admin/configuration";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let owner: { cookies: string; userId: string };
let product: typeof schema.products.$inferSelect;

beforeAll(async () => {
  owner = await createSignedInCustomer(`config-owner-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
  [product] = await testDb()
    .select()
    .from(schema.products)
    .where(and(eq(schema.products.hasVariants, false), eq(schema.products.isActive, true)))
    .orderBy(asc(schema.products.sku))
    .limit(1);
  await testDb().update(schema.products).set({ stock: 500 }).where(eq(schema.products.id, product.id));
});

const post = (fields: Record<string, string>) => runRoute(action, formRequest("/admin/configuration", { intent: "currencies", ...fields }, owner.cookies));
const stored = async () => (await testDb().select().from(schema.currencySettings).where(eq(schema.currencySettings.id, 1)))[0];
const fieldErrors = (answer: RouteAnswer) => (answer.data as { result: { error: Record<string, string[] | null> } }).result.error;
const changes = async () => (await listAudit({ entity: "currency_settings", action: "configuration.update", pageSize: 200 })).total;

/** The demo configuration as the form posts it; `fields` change some of it. */
function form(fields: Record<string, string> = {}) {
  return {
    "supported.ILS": "on",
    "supported.USD": "on",
    "supported.EUR": "on",
    defaultCurrency: "ILS",
    "rates.USD": "0.27",
    "rates.EUR": "0.25",
    "shipping.ILS": "5.00",
    "shipping.USD": "5.00",
    "shipping.EUR": "5.00",
    ...fields,
  };
}

/** A guest's order of 2 of the test product in `currency`, priced as the storefront prices it (currency cookie → pricingFor). */
async function orderIn(currency: "USD" | "EUR" | "ILS") {
  const visitor: CheckoutVisitor = { user: null, guestToken: newGuestToken() };
  await addToCart(visitor, { productId: product.id, variantId: null, quantity: 2 }, "fr");
  const request = new Request(`${env().publicUrl}/fr/checkout`, { headers: { cookie: await currencyCookie.serialize(currency) } });
  const pricing = await pricingFor(request);
  const values = checkoutFormValues({ email: `rate-${randomUUID().slice(0, 6)}@example.com` });
  const placed = await placeOrder(visitor, checkoutSchema.parse(values), "fr", pricing);
  const [row] = await testDb().select().from(schema.orders).where(eq(schema.orders.orderNumber, placed.orderNumber));
  return row;
}

describe("the configuration screen: currencies", () => {
  it("shows the demo configuration, and no history yet", async () => {
    const answer = await runRoute(loader, pageRequest("/admin/configuration", owner.cookies));
    expect(answer.status).toBe(200);
    const { currencies, history } = answer.data as { currencies: Record<string, unknown>; history: unknown[] };
    expect(currencies).toMatchObject({ defaultCurrency: "ILS", supported: ["ILS", "USD", "EUR"], rates: { ILS: "1", USD: "0.27", EUR: "0.25" }, shippingMinor: { ILS: 500, USD: 500, EUR: 500 } });
    expect(history).toEqual([]);
  });

  it("writes nothing when nothing changed (a rate typed with a comma and trailing zeros is the same rate)", async () => {
    const answer = await post(form({ "rates.EUR": " 0,250 ", "shipping.USD": "5" }));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: "Rien n'a changé." });
    expect(await changes()).toBe(0);
  });

  it("a placed order keeps its rate and figures; the next order uses the new rate and fee; the change is in the history", async () => {
    const first = await orderIn("USD");
    expect(first).toMatchObject({ currency: "USD", shippingMinor: 500 });
    expect(Number(first.exchangeRate)).toBe(0.27);
    expect(first.subtotalMinor).toBe(convertFromBase(product.priceMinor, "0.27") * 2);

    const answer = await post(form({ "rates.USD": "0,3", "shipping.USD": "7,50", defaultCurrency: "USD" }));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: "Devises enregistrées : la boutique les applique déjà." });
    expect(await stored()).toMatchObject({ defaultCurrency: "USD", exchangeRates: { ILS: "1", USD: "0.3", EUR: "0.25" }, shippingFeesMinor: { ILS: 500, USD: 750, EUR: 500 } });
    expect(await getCurrencyConfig()).toMatchObject({ defaultCurrency: "USD", rates: { USD: "0.3" }, shippingMinor: { USD: 750 } });

    // The order placed before is exactly as it was.
    const [again] = await testDb().select().from(schema.orders).where(eq(schema.orders.id, first.id));
    expect(again).toEqual(first);

    const second = await orderIn("USD");
    expect(Number(second.exchangeRate)).toBe(0.3);
    expect(second.shippingMinor).toBe(750);
    expect(second.subtotalMinor).toBe(convertFromBase(product.priceMinor, "0.3") * 2);
    expect(second.subtotalMinor).not.toBe(first.subtotalMinor);

    // The history: one entry, with its time, its author, and the fields before and after.
    const history = (await runRoute(loader, pageRequest("/admin/configuration", owner.cookies))).data as { history: { action: string; actorId: string; before: unknown; after: unknown; createdAt: Date }[] };
    expect(history.history).toHaveLength(1);
    expect(history.history[0]).toMatchObject({
      action: "configuration.update",
      actorId: owner.userId,
      before: { defaultCurrency: "ILS", exchangeRates: { USD: "0.27" }, shippingFeesMinor: { USD: 500 } },
      after: { defaultCurrency: "USD", exchangeRates: { USD: "0.3" }, shippingFeesMinor: { USD: 750 } },
    });
    expect(Object.keys(history.history[0].after as object).sort()).toEqual(["defaultCurrency", "exchangeRates", "shippingFeesMinor"]);
    expect(history.history[0].createdAt).toBeInstanceOf(Date);

    await post(form());
    expect(await changes()).toBe(2);
  });

  it("keeps ILS offered whatever is posted, and lets another currency go", async () => {
    const answer = await post(form({ "supported.ILS": "", "supported.EUR": "" }));
    expect(answer.status).toBe(200);
    expect((await stored()).supportedCurrencies).toEqual(["ILS", "USD"]);
    expect((await getCurrencyConfig()).supported).toEqual(["ILS", "USD"]);
    await post(form());
    expect((await stored()).supportedCurrencies).toEqual(["ILS", "USD", "EUR"]);
  });

  it("refuses a default currency not offered, a rate of 0, negative, text or too precise, a bad shipping fee: nothing changes", async () => {
    const before = await stored();
    const count = await changes();
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ "supported.EUR": "", defaultCurrency: "EUR" }, { defaultCurrency: ["configuration.errors.defaultNotSupported"] }],
      [{ "rates.USD": "0" }, { "rates.USD": ["configuration.errors.ratePositive"] }],
      [{ "rates.USD": "0,000" }, { "rates.USD": ["configuration.errors.ratePositive"] }],
      [{ "rates.USD": "-0.27" }, { "rates.USD": ["configuration.errors.rateFormat"] }],
      [{ "rates.EUR": "un quart" }, { "rates.EUR": ["configuration.errors.rateFormat"] }],
      [{ "rates.EUR": "0.1234567" }, { "rates.EUR": ["configuration.errors.rateFormat"] }],
      [{ "rates.EUR": "" }, { "rates.EUR": ["configuration.errors.rateRequired"] }],
      [{ "rates.USD": "5000" }, { "rates.USD": ["configuration.errors.rateTooHigh"] }],
      [{ "shipping.ILS": "-5" }, { "shipping.ILS": ["configuration.errors.shipping"] }],
      [{ "shipping.EUR": "cinq" }, { "shipping.EUR": ["configuration.errors.shipping"] }],
      [{ "shipping.USD": "4.999" }, { "shipping.USD": ["configuration.errors.shipping"] }],
      [{ defaultCurrency: "GBP" }, { defaultCurrency: ["configuration.errors.defaultCurrency"] }],
    ];
    for (const [fields, expected] of cases) {
      const answer = await post(form(fields));
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(fieldErrors(answer), JSON.stringify(fields)).toMatchObject(expected);
    }
    expect(await stored()).toEqual(before);
    expect(await changes()).toBe(count);
  });
});
