/**
 * docs/product/security-rules.md#sec-4, server defects 4 and 5: anti-automation (ASVS 2.4.1) and breached passwords
 * (docs/product/accounts-and-auth.md#acc-3), through the real route actions and better-auth's handler:
 *   - orders, contact messages and newsletter sign-ups per client address, counted in rate_limit;
 *   - mails per recipient capped while the orders still go through;
 *   - the honeypot of the public forms;
 *   - the quantity per line capped by site_settings.max_quantity_per_line;
 *   - well-known breached passwords refused at sign-up, reset, change and /api/auth/sign-up/email.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, sql } from "drizzle-orm";
import * as schema from "../../db/schema";
import { env } from "../../app/server/env.server";
import { handleAuthRequest, resetAuth } from "../../app/server/auth.server";
import { isBreachedPassword } from "../../app/server/password.server";
import { SHOP_RATE_LIMITS } from "../../app/server/rate-limit.server";
import { announceChange } from "../../app/server/live.server";
import { cartCookie } from "../../app/server/cookies.server";
import { addToCart, newGuestToken } from "../../app/features/cart/cart.server";
import { requestPasswordReset } from "../../app/features/auth/auth-flow.server";
import { HONEYPOT_FIELD } from "../../app/schemas/fields";
import fr from "../../app/locales/fr";
import he from "../../app/locales/he";
import * as checkoutRoute from "../../app/routes/$lang/checkout";
import * as contactRoute from "../../app/routes/$lang/contact";
import * as homeRoute from "../../app/routes/$lang/home";
import * as cartRoute from "../../app/routes/$lang/cart";
import * as authRoute from "../../app/routes/$lang/auth";
import * as resetRoute from "../../app/routes/$lang/auth-reset-password";
import { checkoutFormValues } from "../support/checkout";
import { createSignedInCustomer, testIp, TEST_PASSWORD, visitorRequest } from "../support/accounts";
import { routeContext, withSeededDatabase } from "./helpers";

const testDb = withSeededDatabase();
beforeAll(() => resetAuth());

// ---------------------------------------------------------------------------------------------
// Calling a route's action as React Router does.

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  headers: Headers;
}

async function act(
  handler: (args: never) => unknown,
  pathname: string,
  fields: Record<string, string>,
  options: { ip: string; cookie?: string; lang?: string; accept?: string },
): Promise<Answer> {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded", "x-forwarded-for": options.ip });
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (options.accept) headers.set("Accept", options.accept);
  const request = new Request(`${env().publicUrl}${pathname}`, { method: "POST", headers, body: new URLSearchParams(fields) });
  let value: unknown;
  try {
    const params = { lang: options.lang ?? "fr" };
    value = await handler({ request, params, context: await routeContext(request, params) } as never);
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, data: null, headers: value.headers };
  if ((value as { type?: string })?.type !== "DataWithResponseInit") return { status: 200, data: value, headers: new Headers() };
  const { data, init } = value as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, data, headers: new Headers(init?.headers) };
}

const total = async (table: typeof schema.orders | typeof schema.contactMessages | typeof schema.newsletterSubscribers | typeof schema.user) =>
  Number((await testDb().select({ n: count() }).from(table))[0].n);

/** A product sold without variants, given stock to spare for this file's many orders. */
let plentiful: { id: string } | undefined;
async function plentifulProduct() {
  if (!plentiful) {
    [plentiful] = await testDb()
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(and(eq(schema.products.hasVariants, false), eq(schema.products.isActive, true)))
      .limit(1);
    await testDb().update(schema.products).set({ stock: 1000 }).where(eq(schema.products.id, plentiful.id));
  }
  return plentiful;
}

async function stockOf(productId: string) {
  const [row] = await testDb().select({ stock: schema.products.stock }).from(schema.products).where(eq(schema.products.id, productId));
  return row.stock;
}

/** A new guest with `quantity` of the product in their cart, and the Cookie header of that cart. */
async function guestWithCart(productId: string, quantity = 1) {
  const visitor = { user: null, guestToken: newGuestToken() };
  await addToCart(visitor, { productId, variantId: null, quantity }, "fr");
  return { visitor, cookie: (await cartCookie.serialize(visitor.guestToken)).split(";")[0] };
}

async function order(ip: string, productId: string, overrides: Record<string, string> = {}) {
  const { cookie } = await guestWithCart(productId);
  return act(checkoutRoute.action, "/fr/checkout", checkoutFormValues(overrides), { ip, cookie });
}

const mailsTo = async (address: string, kind: string) =>
  Number(
    (await testDb().select({ n: count() }).from(schema.mailOutbox).where(and(eq(schema.mailOutbox.toAddress, address), eq(schema.mailOutbox.kind, kind))))[0].n,
  );

async function setLineMaximum(value: number) {
  await testDb().update(schema.siteSettings).set({ maxQuantityPerLine: value }).where(eq(schema.siteSettings.id, 1));
  announceChange("site_settings");
}

// ---------------------------------------------------------------------------------------------

describe("limits per client address, in the rate_limit table", () => {
  it(`refuses order ${SHOP_RATE_LIMITS["/shop/order"].max + 1} from one address within the hour with a 429, and writes nothing`, async () => {
    const product = await plentifulProduct();
    const ip = testIp();
    const { max } = SHOP_RATE_LIMITS["/shop/order"];
    for (let n = 0; n < max; n++) {
      const placed = await order(ip, product.id, { email: `buyer-${n}@example.com` });
      expect(placed.status, `order ${n + 1}`).toBe(302);
    }
    const [counter] = await testDb().select().from(schema.rateLimit).where(eq(schema.rateLimit.key, `${ip}|/shop/order`));
    expect(counter.count).toBe(max);

    const before = { orders: await total(schema.orders), stock: await stockOf(product.id) };
    const { cookie } = await guestWithCart(product.id);
    const refused = await act(checkoutRoute.action, "/fr/checkout", checkoutFormValues(), { ip, cookie });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(60 * 59);
    expect(refused.data.result.error[""]).toEqual([fr.validation.tooManyOrders]);
    expect({ orders: await total(schema.orders), stock: await stockOf(product.id) }).toEqual(before);
    // The refused request does not lengthen the wait, and another address still orders.
    const [after] = await testDb().select().from(schema.rateLimit).where(eq(schema.rateLimit.key, `${ip}|/shop/order`));
    expect(after.lastRequest).toBe(counter.lastRequest);
    expect((await act(checkoutRoute.action, "/fr/checkout", checkoutFormValues(), { ip: testIp(), cookie })).status).toBe(302);
  });

  it("lets the address order again once the window is over", async () => {
    const product = await plentifulProduct();
    const ip = testIp();
    await testDb()
      .insert(schema.rateLimit)
      .values({ id: randomUUID(), key: `${ip}|/shop/order`, count: SHOP_RATE_LIMITS["/shop/order"].max, lastRequest: Date.now() - 61 * 60 * 1000 });
    expect((await order(ip, product.id)).status).toBe(302);
    const [counter] = await testDb().select().from(schema.rateLimit).where(eq(schema.rateLimit.key, `${ip}|/shop/order`));
    expect(counter.count).toBe(1);
  });

  it("refuses contact message 6 and newsletter sign-up 11 from one address, in the shopper's language, storing nothing", async () => {
    const ip = testIp();
    const message = { name: "Léa", email: "lea@example.com", subject: "Une question", message: "Livrez-vous à Haïfa avant vendredi ?" };
    for (let n = 0; n < SHOP_RATE_LIMITS["/shop/contact"].max; n++) {
      expect((await act(contactRoute.action, "/he/contact", message, { ip, lang: "he" })).data.sent).toBe(true);
    }
    const messages = await total(schema.contactMessages);
    const refused = await act(contactRoute.action, "/he/contact", message, { ip, lang: "he" });
    expect(refused.status).toBe(429);
    expect(refused.data.result.error[""]).toEqual(["validation.tooManyMessages"]);
    expect(await total(schema.contactMessages)).toBe(messages);

    for (let n = 0; n < SHOP_RATE_LIMITS["/shop/newsletter"].max; n++) {
      const answer = await act(homeRoute.action, "/fr?index", { email: `reader-${n}-${ip}@example.com` }, { ip });
      expect(answer.data.status, `sign-up ${n + 1}`).toBe("subscribed");
    }
    const subscribers = await total(schema.newsletterSubscribers);
    const tooMany = await act(homeRoute.action, "/fr?index", { email: `one-more-${ip}@example.com` }, { ip });
    expect(tooMany.status).toBe(429);
    expect(tooMany.data.result.error[""]).toEqual(["validation.tooManySignUps"]);
    expect(await total(schema.newsletterSubscribers)).toBe(subscribers);
    // The texts exist in every language; the hebrew one is what a hebrew shopper reads.
    expect(he.validation.tooManyMessages).toMatch(/[\u0590-\u05FF]/);
  });

  it(`queues at most ${SHOP_RATE_LIMITS["/shop/mail"].max} confirmations an hour to one recipient, while every order is placed and the owner told`, async () => {
    const product = await plentifulProduct();
    const victim = `victim-${randomUUID()}@example.com`;
    const [site] = await testDb().select().from(schema.siteSettings);
    const ownerBefore = await mailsTo(site.ownerEmail, "order-notification");
    const { max } = SHOP_RATE_LIMITS["/shop/mail"];
    const ordersBefore = await total(schema.orders);
    for (let n = 0; n < max + 2; n++) {
      // A fresh address each time: only the recipient's limit is at work here.
      expect((await order(testIp(), product.id, { email: victim })).status).toBe(302);
    }
    expect(await total(schema.orders)).toBe(ordersBefore + max + 2);
    expect(await mailsTo(victim, "order-confirmation")).toBe(max);
    expect((await mailsTo(site.ownerEmail, "order-notification")) - ownerBefore).toBe(max + 2);
    // The recipient is counted by a hash of the address, never the address itself.
    const rows = await testDb().select().from(schema.rateLimit).where(sql`${schema.rateLimit.key} like '%|/shop/mail'`);
    expect(rows.some((row) => row.key.includes("@"))).toBe(false);
    expect(rows.some((row) => row.count === max)).toBe(true);
  });
});

describe("the honeypot", () => {
  it("refuses a filled honeypot on checkout, contact, newsletter and sign-up with a neutral 400: nothing stored, nothing mailed", async () => {
    const product = await plentifulProduct();
    // Everything a bot's post could leave behind, counted before and after.
    const traces = async () => ({
      orders: await total(schema.orders),
      messages: await total(schema.contactMessages),
      subscribers: await total(schema.newsletterSubscribers),
      users: await total(schema.user),
      mails: Number((await testDb().select({ n: count() }).from(schema.mailOutbox))[0].n),
      stock: await stockOf(product.id),
    });
    const before = await traces();
    const bot = { [HONEYPOT_FIELD]: "https://spam.example" };
    const { cookie } = await guestWithCart(product.id);

    const answers = [
      await act(checkoutRoute.action, "/fr/checkout", checkoutFormValues(bot), { ip: testIp(), cookie }),
      await act(contactRoute.action, "/fr/contact", { name: "Bot", email: "bot@example.com", subject: "Offre", message: "Achetez nos liens pas chers", ...bot }, { ip: testIp() }),
      await act(homeRoute.action, "/fr?index", { email: "bot@example.com", ...bot }, { ip: testIp() }),
      await act(authRoute.action, "/fr/auth", { intent: "signup", firstName: "Bot", lastName: "Robot", email: "bot@example.com", password: TEST_PASSWORD, ...bot }, { ip: testIp() }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.data.result.error[""]).toEqual(["validation.formRefused"]);
    }
    expect(await traces()).toEqual(before);

    // Left empty, as a person leaves it, the same forms go through.
    expect((await act(homeRoute.action, "/fr?index", { email: `person-${randomUUID()}@example.com`, [HONEYPOT_FIELD]: "" }, { ip: testIp() })).data.status).toBe("subscribed");
  });
});

describe("the quantity per line (site_settings.max_quantity_per_line)", () => {
  const message = (max: number) => fr.validation.maxQuantity.replace("{max}", String(max));

  it("refuses more than 20 per line in the cart, on adding and on setting, with the message inviting to contact the shop", async () => {
    const product = await plentifulProduct();
    const ip = testIp();
    const tooMany = await act(cartRoute.action, "/fr/cart", { intent: "add", productId: product.id, quantity: "21" }, { ip });
    expect(tooMany.status).toBe(400);
    expect(tooMany.data.error).toBe(message(20));
    expect(tooMany.data.error).toBe("Pour plus de 20 pièces, contactez-nous : nous préparons les grandes commandes avec vous.");
    expect(tooMany.headers.getSetCookie()).toEqual([]);

    const { visitor, cookie } = await guestWithCart(product.id, 20);
    const oneMore = await act(cartRoute.action, "/fr/cart", { intent: "add", productId: product.id, quantity: "1" }, { ip, cookie });
    expect(oneMore.status).toBe(400);
    expect(oneMore.data.error).toBe(message(20));
    const [line] = await testDb()
      .select({ id: schema.cartItems.id, quantity: schema.cartItems.quantity })
      .from(schema.cartItems)
      .innerJoin(schema.carts, eq(schema.carts.id, schema.cartItems.cartId))
      .where(eq(schema.carts.guestToken, visitor.guestToken));
    expect(line.quantity).toBe(20);
    const set = await act(cartRoute.action, "/he/cart", { intent: "set", lineId: line.id, quantity: "25" }, { ip, cookie, lang: "he" });
    expect(set.status).toBe(400);
    expect(set.data.error).toBe(he.validation.maxQuantity.replace("{max}", "20"));
    const [unchanged] = await testDb().select({ quantity: schema.cartItems.quantity }).from(schema.cartItems).where(eq(schema.cartItems.id, line.id));
    expect(unchanged.quantity).toBe(20);
  });

  it("refuses at checkout a cart line above the maximum (lowered since it was added): no order, no stock taken", async () => {
    const product = await plentifulProduct();
    const { cookie } = await guestWithCart(product.id, 5);
    await setLineMaximum(3);
    try {
      const before = { orders: await total(schema.orders), stock: await stockOf(product.id) };
      const refused = await act(checkoutRoute.action, "/fr/checkout", checkoutFormValues(), { ip: testIp(), cookie });
      expect(refused.status).toBe(400);
      expect(refused.data.result.error[""]).toEqual([message(3)]);
      expect({ orders: await total(schema.orders), stock: await stockOf(product.id) }).toEqual(before);
    } finally {
      await setLineMaximum(20);
    }
  });

  it("keeps the setting positive with a check constraint", async () => {
    await expect(testDb().update(schema.siteSettings).set({ maxQuantityPerLine: 0 }).where(eq(schema.siteSettings.id, 1))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: "23514" }),
    });
  });
});

describe("breached passwords", () => {
  it("knows the list and its trivial variants, ignoring case, and not the test passwords", () => {
    for (const password of ["Password1!", "PASSWORD", "P@ssw0rd!", "Qwerty123!", "Summer2024!", "drowssap"]) {
      expect(isBreachedPassword(password), password).toBe(true);
    }
    for (const password of [TEST_PASSWORD, "Bougie!2026-ok", "Mèche#Lente-2025", "Correct-Horse-9!"]) {
      expect(isBreachedPassword(password), password).toBe(false);
    }
  });

  it("refuses one on the sign-up form at the password field, and on /api/auth/sign-up/email: no account, no mail", async () => {
    const email = `breached-${randomUUID()}@example.com`;
    const form = await act(authRoute.action, "/fr/auth", { intent: "signup", firstName: "Léa", lastName: "Martin", email, password: "Password1!" }, { ip: testIp() });
    expect(form.status).toBe(400);
    expect(form.data.result.error.password).toEqual(["validation.passwordBreached"]);

    const direct = await handleAuthRequest(
      new Request(`${env().publicUrl}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: env().publicUrl, "x-forwarded-for": testIp(), "accept-language": "fr" },
        body: JSON.stringify({ email, password: "password1!", name: "Léa Martin" }),
      }),
    );
    expect(direct.status).toBe(400);
    expect(await direct.json()).toMatchObject({ code: "PASSWORD_BREACHED", message: fr.validation.passwordBreached });
    expect(await testDb().select().from(schema.user).where(eq(schema.user.email, email))).toEqual([]);
    expect(await mailsTo(email, "auth-verify-email")).toBe(0);
  });

  it("refuses one on the reset form and on /api/auth/change-password; the old password keeps working", async () => {
    const email = `reset-breached-${randomUUID()}@example.com`;
    const customer = await createSignedInCustomer(email);
    expect(await requestPasswordReset(visitorRequest(testIp()), email)).toEqual({ kind: "sent" });
    const [mail] = await testDb().select().from(schema.mailOutbox).where(and(eq(schema.mailOutbox.toAddress, email), eq(schema.mailOutbox.kind, "auth-reset-password")));
    const token = new URL(mail.text.match(/https?:\/\/\S+reset-password\?token=\S+/)![0]).searchParams.get("token")!;
    const reset = await act(resetRoute.action, "/fr/auth/reset-password", { token, password: "Iloveyou1!" }, { ip: testIp() });
    expect(reset.status).toBe(400);
    expect(reset.data.result.error.password).toEqual(["validation.passwordBreached"]);

    // The same endpoint refuses a breached new password and takes a good one: the refusal is the list's.
    const changePassword = (newPassword: string) =>
      handleAuthRequest(
        new Request(`${env().publicUrl}/api/auth/change-password`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: env().publicUrl, "x-forwarded-for": testIp(), cookie: customer.cookies },
          body: JSON.stringify({ currentPassword: TEST_PASSWORD, newPassword }),
        }),
      );
    const change = await changePassword("Sunshine2024!");
    expect(change.status).toBe(400);
    expect(await change.json()).toMatchObject({ code: "PASSWORD_BREACHED" });
    const accepted = await changePassword("Mèche#Lente-2025");
    expect(accepted.status).toBe(200);
  });
});
