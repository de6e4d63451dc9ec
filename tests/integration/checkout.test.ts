/**
 * Checkout, order status and guest tracking (docs/product/checkout-and-orders.md#ord-1, docs/product/checkout-and-orders.md#ord-8 and docs/product/security-rules.md#sec-7; docs/product/checkout-and-orders.md#ord-2 and docs/architecture.md#arch-11;
 * docs/product/cart-and-pricing.md#cart-1, docs/product/cart-and-pricing.md#cart-4, docs/product/checkout-and-orders.md#ord-5, docs/product/checkout-and-orders.md#ord-10, docs/product/checkout-and-orders.md#ord-3, docs/product/checkout-and-orders.md#ord-6, docs/product/checkout-and-orders.md#ord-8, docs/product/checkout-and-orders.md#ord-9 and docs/product/loyalty.md#loy-1), on PGlite and on PostgreSQL. Every assertion reads what the database holds.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, count, eq, sql } from "drizzle-orm";
import * as schema from "../../db/schema";
import { addToCart, newGuestToken } from "../../app/features/cart/cart.server";
import {
  CheckoutError,
  checkoutErrorText,
  checkoutPrefill,
  newCheckoutKey,
  placeOrder,
  type CheckoutVisitor,
} from "../../app/features/orders/checkout.server";
import { changeOrderStatus, OrderStatusError } from "../../app/features/orders/order-status.server";
import { getConfirmation, getOrderByToken } from "../../app/features/orders/tracking.server";
import { creditDeliveredOrder, levelFor } from "../../app/features/loyalty/loyalty-ledger.server";
import { checkoutSchema, type CheckoutInput } from "../../app/schemas/checkout";
import { convertFromBase, convertToBase, formatMoney, percentOf } from "../../app/lib/money";
import { translatorFor } from "../../app/features/i18n/messages.server";
import { db } from "../../app/server/db.server";
import { routeContext, withSeededDatabase } from "./helpers";
import { checkoutFormValues } from "../support/checkout";

const testDb = withSeededDatabase();

// Plenty of stock on every simple product, so that each test can pick its own.
beforeAll(async () => {
  await testDb()
    .update(schema.products)
    .set({ stock: 100 })
    .where(and(eq(schema.products.hasVariants, false), eq(schema.products.isActive, true)));
});
const EUR = { currency: "EUR" as const, rate: "0.25", shippingMinor: 500 };
const ILS = { currency: "ILS" as const, rate: "1", shippingMinor: 500 };

function form(overrides: Partial<Record<string, unknown>> = {}): CheckoutInput {
  return checkoutSchema.parse({ ...checkoutFormValues(), ...overrides });
}

const guest = (): CheckoutVisitor => ({ user: null, guestToken: newGuestToken() });

async function makeUser(name = "Client") {
  const id = `user-${Math.random().toString(36).slice(2)}`;
  const email = `${id}@example.com`;
  await testDb().insert(schema.user).values({ id, name, email, emailVerified: true });
  return { user: { id, email, name, role: "customer", emailVerified: true }, guestToken: undefined } satisfies CheckoutVisitor;
}

/** A simple product with plenty of stock, and a variant of a product with variants. */
async function catalogue() {
  const simple = await testDb()
    .select()
    .from(schema.products)
    .where(and(eq(schema.products.hasVariants, false), sql`${schema.products.stock} >= 50`, eq(schema.products.isActive, true)))
    .orderBy(asc(schema.products.sku));
  const variants = await testDb()
    .select({ variant: schema.productVariants, product: schema.products })
    .from(schema.productVariants)
    .innerJoin(schema.products, eq(schema.products.id, schema.productVariants.productId))
    .where(sql`${schema.productVariants.stock} >= 10`)
    .orderBy(asc(schema.productVariants.sku));
  return { simple, variants };
}

/** The n-th product, wrapping around when the demo catalogue is small. */
const pick = <T,>(list: T[], n: number) => list[n % list.length];

/** A guest whose cart holds one of the n-th simple product, and the cookie its browser would send. */
async function guestWithCart(n: number) {
  const { cartCookie } = await import("../../app/server/cookies.server");
  const product = pick((await catalogue()).simple, n);
  const visitor = guest();
  await addToCart(visitor, { productId: product.id, variantId: null, quantity: 1 }, "fr");
  return { product, visitor, cookie: (await cartCookie.serialize(visitor.guestToken)).split(";")[0] };
}

async function stockOf(productId: string) {
  const [row] = await testDb().select({ stock: schema.products.stock }).from(schema.products).where(eq(schema.products.id, productId));
  return row.stock;
}

async function variantStockOf(variantId: string) {
  const [row] = await testDb().select({ stock: schema.productVariants.stock }).from(schema.productVariants).where(eq(schema.productVariants.id, variantId));
  return row.stock;
}

async function counts() {
  const tables = {
    orders: schema.orders,
    orderItems: schema.orderItems,
    stockMovements: schema.stockMovements,
    history: schema.orderStatusHistory,
    keys: schema.checkoutKeys,
    mail: schema.mailOutbox,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await testDb().select({ n: count() }).from(table);
    out[name] = Number(row.n);
  }
  return out;
}

describe("placing an order", () => {
  it("writes the order, its lines, the stock and its log, the history, the key, empties the cart and queues both mails", async () => {
    const { simple, variants } = await catalogue();
    const product = pick(simple, 0);
    const { variant, product: parent } = variants[0];
    const visitor = guest();
    await addToCart(visitor, { productId: product.id, variantId: null, quantity: 3 }, "fr");
    await addToCart(visitor, { productId: parent.id, variantId: variant.id, quantity: 1 }, "fr");
    const before = { simple: await stockOf(product.id), parent: await stockOf(parent.id), variant: await variantStockOf(variant.id) };

    const placed = await placeOrder(visitor, form(), "fr", EUR);

    expect(placed.orderNumber).toBeGreaterThanOrEqual(1001);
    expect(placed.orderToken).toMatch(/^[A-Za-z0-9_-]{50,}$/);
    expect(placed.replayed).toBe(false);
    const [order] = await testDb().select().from(schema.orders).where(eq(schema.orders.id, placed.orderId));
    // Prices from the catalogue, converted then multiplied, 10% off the line of 3 (docs/product/cart-and-pricing.md#cart-4 and docs/product/checkout-and-orders.md#ord-5).
    const unitSimple = convertFromBase(product.priceMinor, "0.25");
    const unitVariant = convertFromBase(parent.priceMinor + variant.priceAdjustmentMinor, "0.25");
    const subtotal = unitSimple * 3 + unitVariant;
    const discount = percentOf(unitSimple * 3, 10);
    expect(order).toMatchObject({
      userId: null,
      orderToken: placed.orderToken,
      status: "pending",
      email: "lea@example.com",
      lang: "fr",
      paymentMethod: "cash",
      currency: "EUR",
      subtotalMinor: subtotal,
      discountMinor: discount,
      shippingMinor: 500,
      totalMinor: subtotal - discount + 500,
      totalIlsMinor: convertToBase(subtotal - discount + 500, "0.25"),
    });
    expect(Number(order.exchangeRate)).toBe(0.25);
    expect(order.shippingAddress).toMatchObject({ firstName: "Léa", city: "Netanya", country: "Israël", email: "lea@example.com" });

    const items = await testDb().select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
    expect(items).toHaveLength(2);
    const simpleLine = items.find((i) => i.productId === product.id)!;
    const variantLine = items.find((i) => i.variantId === variant.id)!;
    expect(simpleLine).toMatchObject({ quantity: 3, unitPriceMinor: unitSimple, discountMinor: discount, lineTotalMinor: unitSimple * 3 - discount, sku: product.sku, variantLabel: null });
    expect(simpleLine.productName.length).toBeGreaterThan(1);
    expect(variantLine).toMatchObject({ quantity: 1, unitPriceMinor: unitVariant, discountMinor: 0, sku: variant.sku });
    expect(variantLine.variantLabel).toBeTruthy();

    expect(await stockOf(product.id)).toBe(before.simple - 3);
    expect(await stockOf(parent.id)).toBe(before.parent - 1);
    expect(await variantStockOf(variant.id)).toBe(before.variant - 1);
    const movements = await testDb().select().from(schema.stockMovements).where(eq(schema.stockMovements.orderId, order.id));
    expect(movements.map((m) => [m.productId, m.variantId, m.delta, m.reason, m.stockAfter]).sort()).toEqual(
      [
        [product.id, null, -3, "order", before.simple - 3],
        [parent.id, null, -1, "order", before.parent - 1],
        [parent.id, variant.id, -1, "order", before.variant - 1],
      ].sort(),
    );

    const history = await testDb().select().from(schema.orderStatusHistory).where(eq(schema.orderStatusHistory.orderId, order.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: "pending", changedBy: null }]);
    const keys = await testDb().select().from(schema.checkoutKeys).where(eq(schema.checkoutKeys.orderId, order.id));
    expect(keys).toHaveLength(1);

    const [cart] = await testDb().select().from(schema.carts).where(eq(schema.carts.guestToken, visitor.guestToken!));
    expect(await testDb().select().from(schema.cartItems).where(eq(schema.cartItems.cartId, cart.id))).toEqual([]);

    const confirmation = await testDb().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, "order-confirmation"));
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]).toMatchObject({ toAddress: "lea@example.com", lang: "fr", status: "stored" });
    expect(confirmation[0].text).toContain(`/fr/order/${placed.orderToken}`);
    expect(confirmation[0].text).toContain(String(placed.orderNumber));
    expect(confirmation[0].html).toContain(`/fr/order/${placed.orderToken}`);
    const [site] = await testDb().select().from(schema.siteSettings);
    const [notification] = await testDb().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, "order-notification"));
    expect(notification.toAddress).toBe(site.ownerEmail);
    const payload = JSON.parse(notification.text.slice(notification.text.indexOf("{")));
    expect(payload).toMatchObject({
      orderId: order.id,
      orderNumber: String(placed.orderNumber),
      customerName: "Léa Cohen",
      customerEmail: "lea@example.com",
      totalAmount: ((subtotal - discount + 500) / 100).toFixed(2),
      shippingAddress: { address: "12 rue Herzl", city: "Netanya", postalCode: "42000", country: "Israël", phone: "+972 50-123-4567" },
    });
    expect(payload.items).toHaveLength(2);
  });

  it("writes the mail's lines before their quantity discount, so that they add up to the subtotal and the discount is taken off once", async () => {
    const { simple } = await catalogue();
    const [a, b] = [pick(simple, 2), pick(simple, 3)];
    const visitor = guest();
    await addToCart(visitor, { productId: a.id, variantId: null, quantity: 3 }, "fr");
    await addToCart(visitor, { productId: b.id, variantId: null, quantity: 5 }, "fr");
    await placeOrder(visitor, form({ email: "lines@example.com" }), "fr", ILS);
    const [mail] = await testDb().select().from(schema.mailOutbox).where(and(eq(schema.mailOutbox.kind, "order-confirmation"), eq(schema.mailOutbox.toAddress, "lines@example.com")));
    const t = await translatorFor("fr");
    const money = (minor: number) => formatMoney(minor, "ILS", "fr");
    const lines = [
      { product: a, quantity: 3, percent: 10 },
      { product: b, quantity: 5, percent: 15 },
    ].map(({ product, quantity, percent }) => ({ product, quantity, gross: product.priceMinor * quantity, discount: percentOf(product.priceMinor * quantity, percent) }));
    for (const line of lines) {
      const [item] = await testDb().select().from(schema.orderItems).where(and(eq(schema.orderItems.productId, line.product.id), eq(schema.orderItems.discountMinor, line.discount)));
      expect(mail.text).toContain(t("orderMail.lineDiscounted", { quantity: line.quantity, name: item.productName, total: money(line.gross), discount: money(line.discount) }));
      // Not the line after its discount, which the subtotal below would count again.
      expect(mail.text).not.toContain(`: ${money(line.gross - line.discount)}`);
    }
    const subtotal = lines[0].gross + lines[1].gross;
    const discount = lines[0].discount + lines[1].discount;
    expect(mail.text).toContain(t("orderMail.subtotal", { amount: money(subtotal) }));
    expect(mail.text).toContain(t("orderMail.discount", { amount: money(discount) }));
    expect(mail.text).toContain(t("orderMail.total", { amount: money(subtotal - discount + 500) }));
  });

  it("writes the customer's mail in their language, escaping what they typed", async () => {
    const { simple } = await catalogue();
    const visitor = guest();
    await addToCart(visitor, { productId: pick(simple, 1).id, variantId: null, quantity: 1 }, "he");
    const placed = await placeOrder(visitor, form({ email: "dana@example.com", firstName: "דנה", address: "רחוב הרצל 12 & <b>" }), "he", ILS);
    const [mail] = await testDb().select().from(schema.mailOutbox).where(and(eq(schema.mailOutbox.kind, "order-confirmation"), eq(schema.mailOutbox.toAddress, "dana@example.com")));
    const t = await translatorFor("he");
    expect(mail.lang).toBe("he");
    expect(mail.subject).toContain(String(placed.orderNumber));
    expect(mail.text).toContain(t("orderMail.trackingIntro"));
    expect(mail.text).toContain(`/he/order/${placed.orderToken}`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain("&lt;b&gt;");
    expect(mail.html).not.toContain("<b>");
  });

  it("ignores prices, totals, status and owner sent by the client", async () => {
    const { simple } = await catalogue();
    const product = pick(simple, 2);
    const visitor = guest();
    await addToCart(visitor, { productId: product.id, variantId: null, quantity: 1 }, "fr");
    const input = form({ totalMinor: 1, price: 0, unitPriceMinor: 0, status: "delivered", userId: "someone", currency: "USD", discountMinor: 99999 });
    expect(Object.keys(input).sort()).toEqual(
      ["address", "checkoutKey", "city", "country", "email", "firstName", "lastName", "paymentMethod", "phone", "postalCode"].sort(),
    );
    const placed = await placeOrder(visitor, input, "fr", ILS);
    const [order] = await testDb().select().from(schema.orders).where(eq(schema.orders.id, placed.orderId));
    expect(order).toMatchObject({ status: "pending", userId: null, currency: "ILS", subtotalMinor: product.priceMinor, discountMinor: 0, totalMinor: product.priceMinor + 500 });
  });

  it("applies the 15% quantity discount from 5 units", async () => {
    const { simple } = await catalogue();
    const product = pick(simple, 3);
    const visitor = guest();
    await addToCart(visitor, { productId: product.id, variantId: null, quantity: 5 }, "fr");
    const placed = await placeOrder(visitor, form(), "en", { currency: "USD", rate: "0.27", shippingMinor: 700 });
    const [order] = await testDb().select().from(schema.orders).where(eq(schema.orders.id, placed.orderId));
    const gross = convertFromBase(product.priceMinor, "0.27") * 5;
    expect(order).toMatchObject({ currency: "USD", subtotalMinor: gross, discountMinor: percentOf(gross, 15), shippingMinor: 700, totalMinor: gross - percentOf(gross, 15) + 700, lang: "en" });
  });

  it("gives the same order for the same key, and scopes the key to the visitor", async () => {
    const { simple } = await catalogue();
    const visitor = guest();
    await addToCart(visitor, { productId: pick(simple, 4).id, variantId: null, quantity: 1 }, "fr");
    const input = form();
    const first = await placeOrder(visitor, input, "fr", ILS);
    const before = await counts();
    const again = await placeOrder(visitor, input, "fr", ILS);
    expect(again).toMatchObject({ orderId: first.orderId, orderNumber: first.orderNumber, orderToken: first.orderToken, replayed: true });
    expect(await counts()).toEqual(before);
    // Another visitor replaying this key learns nothing: their own (empty) cart answers.
    await expect(placeOrder(guest(), input, "fr", ILS)).rejects.toMatchObject({ code: "cart_empty" });
  });

  it("refuses when stock is short, names the product and what is left, and writes nothing", async () => {
    const { simple } = await catalogue();
    const product = pick(simple, 5);
    const visitor = guest();
    await addToCart(visitor, { productId: product.id, variantId: null, quantity: 2 }, "fr");
    await testDb().update(schema.products).set({ stock: 1 }).where(eq(schema.products.id, product.id));
    const before = await counts();
    const error = await placeOrder(visitor, form(), "fr", ILS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutError);
    const [name] = await testDb()
      .select({ name: schema.productTranslations.name })
      .from(schema.productTranslations)
      .where(and(eq(schema.productTranslations.productId, product.id), eq(schema.productTranslations.lang, "fr")));
    expect((error as CheckoutError).code).toBe("not_enough_stock");
    expect((error as CheckoutError).details).toEqual({ name: name.name, available: 1 });
    expect(checkoutErrorText(error as CheckoutError, await translatorFor("fr"))).toBe(`Il ne reste que 1 unité de ${name.name}`);
    expect(await counts()).toEqual(before);
    expect(await stockOf(product.id)).toBe(1);
    const [cart] = await testDb().select().from(schema.carts).where(eq(schema.carts.guestToken, visitor.guestToken!));
    expect(await testDb().select().from(schema.cartItems).where(eq(schema.cartItems.cartId, cart.id))).toHaveLength(1);
    await testDb().update(schema.products).set({ stock: 100 }).where(eq(schema.products.id, product.id));
  });

  it("refuses an empty cart with 'Votre panier est vide'", async () => {
    const before = await counts();
    const noCart = await placeOrder({ user: null, guestToken: undefined }, form(), "fr", ILS).catch((e: unknown) => e);
    const unknownCart = await placeOrder(guest(), form(), "fr", ILS).catch((e: unknown) => e);
    const user = await makeUser();
    const emptyAccount = await placeOrder(user, form(), "fr", ILS).catch((e: unknown) => e);
    for (const error of [noCart, unknownCart, emptyAccount]) {
      expect(error).toBeInstanceOf(CheckoutError);
      expect((error as CheckoutError).code).toBe("cart_empty");
      expect(checkoutErrorText(error as CheckoutError, await translatorFor("fr"))).toBe("Votre panier est vide");
    }
    expect(await counts()).toEqual(before);
  });
});

describe("the signed-in customer's form", () => {
  it("is pre-filled from their profile and account e-mail, and empty where the profile is", async () => {
    const customer = await makeUser();
    expect(await checkoutPrefill(customer.user)).toEqual({ email: customer.user.email, firstName: "", lastName: "", phone: "", address: "", city: "", postalCode: "", country: "" });
    await testDb().insert(schema.profiles).values({ userId: customer.user.id, firstName: "Maya", lastName: "Katz", phone: "050-7654321", address: "5 rue Weizmann", city: "Haïfa", postalCode: "31000", country: "Israël" });
    expect(await checkoutPrefill(customer.user)).toEqual({ email: customer.user.email, firstName: "Maya", lastName: "Katz", phone: "050-7654321", address: "5 rue Weizmann", city: "Haïfa", postalCode: "31000", country: "Israël" });
  });
});

describe("the checkout form schema", () => {
  const valid = {
    email: " lea@example.com ",
    firstName: "Léa",
    lastName: "Cohen",
    phone: "+972 (50) 123-4567",
    address: "12 rue Herzl",
    city: "Netanya",
    postalCode: "42 000",
    paymentMethod: "card",
    checkoutKey: "abcdefghijklmnopqrstuvwx",
  };
  const issues = (input: unknown) => {
    const result = checkoutSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0] ?? ""), i.message]));
  };

  it("accepts a good form, trims, and defaults the country to Israël", () => {
    const parsed = checkoutSchema.parse(valid);
    expect(parsed).toMatchObject({ email: "lea@example.com", country: "Israël", paymentMethod: "card" });
  });

  it("gives each field's message", () => {
    expect(
      issues({ email: "nope", firstName: "L", lastName: "x".repeat(101), phone: "12", address: "rue", city: "N", postalCode: "1", country: "I", checkoutKey: "abcdefghijklmnopqrstuvwx" }),
    ).toEqual({
      email: "validation.emailInvalid",
      firstName: "validation.firstNameRequired",
      lastName: "validation.lastNameTooLong",
      phone: "validation.phoneRequired",
      address: "validation.addressRequired",
      city: "validation.cityRequired",
      postalCode: "validation.postalCodeRequired",
      country: "validation.countryRequired",
    });
    expect(issues({ ...valid, phone: "05x-1234567", postalCode: "42#00", firstName: "<script>", lastName: "Co>hen" })).toEqual({
      phone: "validation.invalidFormat",
      postalCode: "validation.invalidFormat",
      firstName: "validation.invalidCharacters",
      lastName: "validation.invalidCharacters",
    });
    expect(issues({ ...valid, address: "a".repeat(201), city: "c".repeat(101), postalCode: "1".repeat(21), country: "p".repeat(101), phone: "1".repeat(21) })).toEqual({
      address: "validation.addressTooLong",
      city: "validation.cityTooLong",
      postalCode: "validation.postalCodeTooLong",
      country: "validation.countryTooLong",
      phone: "validation.phoneTooLong",
    });
  });

  it("answers garbage with messages, never an exception", () => {
    const garbage: unknown[] = [
      undefined,
      null,
      42,
      "a string",
      [],
      {},
      { ...valid, email: 12, firstName: ["Léa"], lastName: { $ne: 1 }, phone: true, paymentMethod: "bitcoin", checkoutKey: "short" },
      { ...valid, firstName: "x".repeat(1_000_000), address: "<script>alert(1)</script>".repeat(1000) },
      { ...valid, checkoutKey: "<script>alert(1)</script>xxxxxxxx" },
    ];
    for (const input of garbage) {
      const result = checkoutSchema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues) expect(issue.message).toMatch(/^validation\.[a-zA-Z]+$/);
    }
    expect(issues({ ...valid, paymentMethod: "bitcoin" })).toEqual({ paymentMethod: "validation.invalidRequest" });
    expect(issues({})).toMatchObject({ firstName: "validation.firstNameRequired", email: "validation.emailInvalid", checkoutKey: "validation.invalidRequest" });
  });
});

describe("the checkout action", () => {
  async function post(body: Record<string, string>, lang = "fr", cookie = "") {
    const { action } = await import("../../app/routes/$lang/checkout");
    const request = new Request(`http://localhost/${lang}/checkout`, {
      method: "POST",
      body: new URLSearchParams(body),
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (await action({ request, params: { lang }, context: await routeContext(request, { lang }) } as any)) as any;
  }

  it("answers garbage and an empty cart with a 4xx and the SPEC message, never a 500", async () => {
    const before = await counts();
    const garbage = await post({ email: "x".repeat(100_000), firstName: "<script>alert(1)</script>", checkoutKey: "'; drop table orders; --" });
    expect(garbage.init.status).toBe(400);
    expect(garbage.data.result.error).toMatchObject({
      email: ["validation.emailTooLong"],
      firstName: ["validation.invalidCharacters"],
      lastName: ["validation.lastNameRequired"],
    });
    const empty = await post({ ...Object.fromEntries(Object.entries(form()).map(([k, v]) => [k, String(v)])) });
    expect(empty.init.status).toBe(400);
    expect(empty.data.result.error[""]).toEqual(["Votre panier est vide"]);
    expect(await counts()).toEqual(before);
  });

  it("places the order from the cart cookie and redirects to the confirmation; 409 with the product named when stock is short", async () => {
    const { product, visitor, cookie } = await guestWithCart(9);
    const body = Object.fromEntries(Object.entries(form()).map(([k, v]) => [k, String(v)]));
    // Sent prices and totals are ignored: the form carries none the schema keeps.
    const placed = await post({ ...body, totalMinor: "1", priceMinor: "0" }, "en", cookie);
    expect(placed).toBeInstanceOf(Response);
    expect(placed.status).toBe(302);
    const location = placed.headers.get("Location")!;
    expect(location).toMatch(/^\/en\/checkout\?token=[A-Za-z0-9_-]{50,}$/);
    const [order] = await testDb().select().from(schema.orders).where(eq(schema.orders.orderToken, new URL(location, "http://x").searchParams.get("token")!));
    expect(order).toMatchObject({ lang: "en", subtotalMinor: product.priceMinor, currency: "ILS" });

    await addToCart(visitor, { productId: product.id, variantId: null, quantity: 3 }, "fr");
    await testDb().update(schema.products).set({ stock: 2 }).where(eq(schema.products.id, product.id));
    const short = await post({ ...body, checkoutKey: newCheckoutKey() }, "en", cookie);
    expect(short.init.status).toBe(409);
    expect(short.data.result.error[""][0]).toMatch(/^Only 2 units of .+ are left$/);
    await testDb().update(schema.products).set({ stock: 100 }).where(eq(schema.products.id, product.id));
  });

  it("answers an unexpected failure with 'Erreur lors de la création de la commande', and writes nothing", async () => {
    const { product, cookie } = await guestWithCart(10);
    const before = await counts();
    const stock = await stockOf(product.id);
    // The outbox is written in the order's transaction: when it cannot be, no order is left half-made.
    await testDb().execute(sql`alter table mail_outbox rename to mail_outbox_away`);
    let answer;
    try {
      answer = await post(Object.fromEntries(Object.entries(form()).map(([k, v]) => [k, String(v)])), "fr", cookie);
    } finally {
      await testDb().execute(sql`alter table mail_outbox_away rename to mail_outbox`);
    }
    expect(answer.init.status).toBe(503);
    expect(answer.data.unexpected).toBe(true);
    expect(answer.data.result.error[""]).toEqual(["Erreur lors de la création de la commande"]);
    expect(await counts()).toEqual(before);
    expect(await stockOf(product.id)).toBe(stock);
  });
});

describe("order status", () => {
  async function newOrder(visitor: CheckoutVisitor, quantity = 1, lang: "fr" | "ru" = "fr") {
    const { simple } = await catalogue();
    const product = pick(simple, 6);
    await addToCart(visitor, { productId: product.id, variantId: null, quantity }, lang);
    return { placed: await placeOrder(visitor, form(), lang, EUR), product };
  }

  it("allows the machine's moves only, recording who and when, and mails the customer", async () => {
    const staff = await makeUser("Staff");
    const { placed } = await newOrder(guest(), 1, "ru");
    const refuse = async (to: "pending" | "processing" | "shipped" | "delivered" | "cancelled") => {
      const error = await changeOrderStatus(placed.orderId, to, staff.user.id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OrderStatusError);
      expect((error as OrderStatusError).code).toBe("transition_not_allowed");
    };
    await refuse("shipped");
    await refuse("delivered");
    await refuse("pending");
    expect(await changeOrderStatus(placed.orderId, "processing", staff.user.id, "Confirmée par téléphone")).toMatchObject({ from: "pending", to: "processing" });
    await refuse("processing");
    await refuse("delivered");
    expect(await changeOrderStatus(placed.orderId, "shipped", staff.user.id)).toMatchObject({ from: "processing", to: "shipped" });
    await refuse("cancelled");
    expect(await changeOrderStatus(placed.orderId, "delivered", null)).toMatchObject({ from: "shipped", to: "delivered", loyalty: null });
    await refuse("cancelled");
    await refuse("shipped");

    const history = await testDb()
      .select()
      .from(schema.orderStatusHistory)
      .where(eq(schema.orderStatusHistory.orderId, placed.orderId))
      .orderBy(asc(schema.orderStatusHistory.createdAt), asc(schema.orderStatusHistory.toStatus));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual([
      [null, "pending", null],
      ["pending", "processing", staff.user.id],
      ["processing", "shipped", staff.user.id],
      ["shipped", "delivered", null],
    ]);
    expect(history[1].note).toBe("Confirmée par téléphone");
    expect(history.every((h) => h.createdAt instanceof Date)).toBe(true);
    const mails = await testDb()
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, "lea@example.com"), sql`${schema.mailOutbox.kind} in ('order-processing', 'order-shipped', 'order-delivered')`));
    const t = await translatorFor("ru");
    expect(mails.map((m) => m.kind).sort()).toEqual(["order-delivered", "order-processing", "order-shipped"]);
    for (const mail of mails) {
      expect(mail.lang).toBe("ru");
      expect(mail.subject).toContain(String(placed.orderNumber));
      expect(mail.text).toContain(`/ru/order/${placed.orderToken}`);
    }
    expect(mails.find((m) => m.kind === "order-shipped")!.text).toContain(t("orders.status.shipped"));
    await expect(changeOrderStatus("00000000-0000-0000-0000-000000000000", "processing", null)).rejects.toMatchObject({ code: "not_found" });
    // A guest's delivered order credits no one.
    expect(await testDb().select().from(schema.loyaltyLedger).where(eq(schema.loyaltyLedger.orderId, placed.orderId))).toEqual([]);
  });

  it("cancelling gives the stock back and logs it; a cancelled order earns nothing", async () => {
    const customer = await makeUser();
    const { placed, product } = await newOrder(customer, 2);
    const afterOrder = await stockOf(product.id);
    await changeOrderStatus(placed.orderId, "processing", null);
    await changeOrderStatus(placed.orderId, "cancelled", customer.user.id, "Client absent");
    expect(await stockOf(product.id)).toBe(afterOrder + 2);
    const movements = await testDb()
      .select()
      .from(schema.stockMovements)
      .where(and(eq(schema.stockMovements.orderId, placed.orderId), eq(schema.stockMovements.reason, "cancel")));
    expect(movements).toMatchObject([{ productId: product.id, delta: 2, stockAfter: afterOrder + 2, actorUserId: customer.user.id }]);
    await expect(changeOrderStatus(placed.orderId, "delivered", null)).rejects.toMatchObject({ code: "transition_not_allowed" });
    await expect(changeOrderStatus(placed.orderId, "processing", null)).rejects.toMatchObject({ code: "transition_not_allowed" });
    expect(await stockOf(product.id)).toBe(afterOrder + 2);
    expect(await testDb().select().from(schema.loyaltyLedger).where(eq(schema.loyaltyLedger.userId, customer.user.id))).toEqual([]);
    const [mail] = await testDb().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, "order-cancelled"));
    expect(mail.subject).toContain(String(placed.orderNumber));
  });

  it("delivering a customer's order credits 10 points per euro once, and moves the level up", async () => {
    const customer = await makeUser();
    // Already 199 € spent: this order takes the customer past silver's 200 €.
    await testDb().insert(schema.loyaltyAccounts).values({ userId: customer.user.id, currentPoints: 1990, totalPoints: 1990, lifetimeSpentEurMinor: 19_900 });
    const { placed } = await newOrder(customer, 1);
    const [order] = await testDb().select().from(schema.orders).where(eq(schema.orders.id, placed.orderId));
    expect(order.userId).toBe(customer.user.id);
    expect(order.orderToken).toBeNull();
    for (const status of ["processing", "shipped", "delivered"] as const) await changeOrderStatus(placed.orderId, status, null);
    const points = Math.floor(order.totalMinor / 10);
    const ledger = await testDb().select().from(schema.loyaltyLedger).where(eq(schema.loyaltyLedger.userId, customer.user.id));
    expect(ledger).toMatchObject([{ orderId: order.id, points, spentEurMinor: order.totalMinor, reason: "order_delivered" }]);
    const [balance] = await testDb().select().from(schema.loyaltyAccounts).where(eq(schema.loyaltyAccounts.userId, customer.user.id));
    expect(balance).toMatchObject({ currentPoints: 1990 + points, totalPoints: 1990 + points, lifetimeSpentEurMinor: 19_900 + order.totalMinor, loyaltyLevel: "silver" });
    // Crediting the same order again does nothing.
    const again = await db().transaction((tx) => creditDeliveredOrder(tx, { id: order.id, userId: customer.user.id, currency: order.currency, totalMinor: order.totalMinor, totalIlsMinor: order.totalIlsMinor }));
    expect(again).toBeNull();
    expect(await testDb().select().from(schema.loyaltyLedger).where(eq(schema.loyaltyLedger.userId, customer.user.id))).toHaveLength(1);
    const [still] = await testDb().select().from(schema.loyaltyAccounts).where(eq(schema.loyaltyAccounts.userId, customer.user.id));
    expect(still.currentPoints).toBe(1990 + points);
    // The account's mails point to the account, not to a tracking link.
    const [delivered] = await testDb().select().from(schema.mailOutbox).where(and(eq(schema.mailOutbox.kind, "order-delivered"), eq(schema.mailOutbox.toAddress, "lea@example.com"), sql`${schema.mailOutbox.subject} like ${`%${placed.orderNumber}%`}`));
    expect(delivered.text).not.toContain("/order/");
  });

  it("converts a shekel order to euros at the stored rate, with levels from the table", async () => {
    expect(levelFor(0, [{ level: "bronze", minSpentEurMinor: 0 }, { level: "gold", minSpentEurMinor: 100 }])).toBe("bronze");
    expect(levelFor(100, [{ level: "bronze", minSpentEurMinor: 0 }, { level: "gold", minSpentEurMinor: 100 }])).toBe("gold");
    const customer = await makeUser();
    const { simple } = await catalogue();
    await addToCart(customer, { productId: pick(simple, 7).id, variantId: null, quantity: 1 }, "fr");
    const placed = await placeOrder(customer, form(), "fr", ILS);
    await testDb().update(schema.loyaltyLevels).set({ minSpentEurMinor: 1 }).where(eq(schema.loyaltyLevels.level, "platinum"));
    for (const status of ["processing", "shipped", "delivered"] as const) await changeOrderStatus(placed.orderId, status, null);
    const [order] = await testDb().select().from(schema.orders).where(eq(schema.orders.id, placed.orderId));
    const [settings] = await testDb().select().from(schema.currencySettings);
    const eur = convertFromBase(order.totalIlsMinor, (settings.exchangeRates as Record<string, string>).EUR);
    const [balance] = await testDb().select().from(schema.loyaltyAccounts).where(eq(schema.loyaltyAccounts.userId, customer.user.id));
    expect(balance).toMatchObject({ currentPoints: Math.floor(eur / 10), lifetimeSpentEurMinor: eur, loyaltyLevel: "platinum" });
    await testDb().update(schema.loyaltyLevels).set({ minSpentEurMinor: 100_000 }).where(eq(schema.loyaltyLevels.level, "platinum"));
  });
});

describe("reading an order", () => {
  it("shows a guest's order by its token only, and an account's order to its owner only", async () => {
    const { simple } = await catalogue();
    const visitor = guest();
    await addToCart(visitor, { productId: pick(simple, 8).id, variantId: null, quantity: 2 }, "fr");
    const placed = await placeOrder(visitor, form({ email: "guest@example.com" }), "fr", EUR);
    const view = await getOrderByToken(placed.orderToken!);
    expect(view).toMatchObject({ orderNumber: placed.orderNumber, status: "pending", email: "guest@example.com", currency: "EUR", totalMinor: placed.totalMinor });
    expect(view!.lines).toHaveLength(1);
    expect(view!.lines[0].quantity).toBe(2);
    expect(await getOrderByToken(`${placed.orderToken!.slice(0, -2)}xx`)).toBeNull();
    expect(await getOrderByToken("short")).toBeNull();
    expect(await getOrderByToken("' or 1=1 --")).toBeNull();
    expect(await getConfirmation(visitor, { token: placed.orderToken })).toMatchObject({ orderNumber: placed.orderNumber });

    const alice = await makeUser("Alice");
    const bob = await makeUser("Bob");
    await addToCart(alice, { productId: pick(simple, 8).id, variantId: null, quantity: 1 }, "fr");
    const aliceOrder = await placeOrder(alice, form({ email: alice.user.email }), "fr", EUR);
    expect(await getConfirmation(alice, { number: String(aliceOrder.orderNumber) })).toMatchObject({ orderNumber: aliceOrder.orderNumber });
    expect(await getConfirmation(bob, { number: String(aliceOrder.orderNumber) })).toBeNull();
    expect(await getConfirmation({ user: null, guestToken: undefined }, { number: String(aliceOrder.orderNumber) })).toBeNull();
    // A guest's number alone shows nothing, even to a signed-in visitor.
    expect(await getConfirmation(bob, { number: String(placed.orderNumber) })).toBeNull();
  });

  it("reads an unknown status as pending", async () => {
    const [order] = await testDb().select().from(schema.orders).where(sql`${schema.orders.orderToken} is not null`).limit(1);
    await testDb().execute(sql`alter table orders drop constraint orders_status`);
    try {
      await testDb().update(schema.orders).set({ status: "lost" as "pending" }).where(eq(schema.orders.id, order.id));
      expect((await getOrderByToken(order.orderToken!))!.status).toBe("pending");
    } finally {
      await testDb().update(schema.orders).set({ status: "pending" }).where(eq(schema.orders.id, order.id));
      await testDb().execute(sql`alter table orders add constraint orders_status check (status in ('pending', 'processing', 'shipped', 'delivered', 'cancelled'))`);
    }
  });
});
