/**
 * What a form body may turn into, through the real route actions, storefront and admin: Conform
 * reads `field[N]` as an array of N + 1 slots, and its reply used to send the whole payload back,
 * so one anonymous 70-byte post (`name[100000000]=x` to the contact form) held the server for
 * half a minute and then killed it (heap out of memory). Every form now refuses a body whose
 * names hold too large an index, too deep a path or too many fields, before any schema reads it,
 * with a small 400 and nothing stored; a refused post counts against the form's rate limit; and
 * a reply never echoes fields the schema does not know. On PGlite, and on PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import * as schema from "../../db/schema";
import { env } from "../../app/server/env.server";
import { resetAuth } from "../../app/server/auth.server";
import { FORM_SHAPE_LIMITS } from "../../app/server/submission.server";
import { SHOP_RATE_LIMITS } from "../../app/server/rate-limit.server";
import * as contactRoute from "../../app/routes/$lang/contact";
import * as homeRoute from "../../app/routes/$lang/home";
import * as checkoutRoute from "../../app/routes/$lang/checkout";
import * as authRoute from "../../app/routes/$lang/auth";
import * as resetRoute from "../../app/routes/$lang/auth-reset-password";
import * as productRoute from "../../app/routes/$lang/product";
import * as profileRoute from "../../app/routes/$lang/profile.index";
import * as footerRoute from "../../app/routes/admin/footer";
import * as productEditorRoute from "../../app/routes/admin/products.$id";
import * as staticTextsRoute from "../../app/routes/admin/static-translations";
import { createSignedInCustomer, testIp } from "../support/accounts";
import { runRoute } from "../support/admin-routes";
import { adminMessages } from "../../app/locales/admin";
import { routeContext, withSeededDatabase } from "./helpers";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let customer: { cookies: string; userId: string };
let owner: { cookies: string; userId: string };
let productId: string;

beforeAll(async () => {
  resetAuth();
  customer = await createSignedInCustomer(`bounds-customer-${tag}@example.com`);
  owner = await createSignedInCustomer(`bounds-owner-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
  [{ id: productId }] = await testDb().select({ id: schema.products.id }).from(schema.products).limit(1);
});

/** The contact post that used to crash the server, byte for byte. */
const EXACT_BODY = "name[100000000]=x&email=a@b.co&subject=hi&message=hello+world+long";

/** A post with a raw body, as curl sends it. */
function post(pathname: string, body: string, options: { ip?: string; cookies?: string } = {}) {
  const headers = new Headers({
    "content-type": "application/x-www-form-urlencoded",
    accept: "text/html",
    origin: new URL(env().publicUrl).origin,
    "x-forwarded-for": options.ip ?? testIp(),
  });
  if (options.cookies) headers.set("cookie", options.cookies);
  return new Request(`${env().publicUrl}${pathname}`, { method: "POST", headers, body });
}

/** A route's action called as React Router calls it; the answer with its size once serialised. */
async function answer(handler: (args: never) => unknown, request: Request, params: Record<string, string>) {
  const storefront = params.lang !== undefined;
  const context = storefront ? await routeContext(request, params) : {};
  const run = storefront
    ? runRoute((args: never) => handler({ ...(args as object), context } as never), request, params)
    : runRoute(handler, request, params);
  const result = await run;
  return { ...result, size: JSON.stringify(result.data ?? null).length };
}

/** Every form, with the fields it needs besides the abusive one; `lang` marks a storefront route. */
const FORMS: { name: string; handler: (args: never) => unknown; path: string; params: Record<string, string>; fields: string; who?: () => string }[] = [
  { name: "contact", handler: contactRoute.action, path: "/fr/contact", params: { lang: "fr" }, fields: "email=a@b.co&subject=hi&message=hello+world+long" },
  { name: "newsletter", handler: homeRoute.action, path: "/fr", params: { lang: "fr" }, fields: "email=a@b.co" },
  { name: "checkout", handler: checkoutRoute.action, path: "/fr/checkout", params: { lang: "fr" }, fields: "email=a@b.co&firstName=A&lastName=B" },
  { name: "sign-in", handler: authRoute.action, path: "/fr/auth", params: { lang: "fr" }, fields: "intent=signin&email=a@b.co&password=x" },
  { name: "sign-up", handler: authRoute.action, path: "/fr/auth", params: { lang: "fr" }, fields: "intent=signup&email=a@b.co&password=x" },
  { name: "reset request", handler: authRoute.action, path: "/fr/auth", params: { lang: "fr" }, fields: "intent=forgot&email=a@b.co" },
  { name: "two-factor", handler: authRoute.action, path: "/fr/auth", params: { lang: "fr" }, fields: "intent=two-factor&code=123456" },
  { name: "new password", handler: resetRoute.action, path: "/fr/auth/reset-password", params: { lang: "fr" }, fields: "token=abcdefghijkl&password=x" },
  { name: "back-in-stock", handler: productRoute.action, path: "/fr/product/x", params: { lang: "fr" }, fields: "intent=back-in-stock&email=a@b.co" },
  { name: "profile", handler: profileRoute.action, path: "/fr/profile", params: { lang: "fr" }, fields: "intent=save&firstName=A", who: () => customer.cookies },
  { name: "admin footer", handler: footerRoute.action, path: "/admin/footer", params: {}, fields: "intent=save&creatorName=A", who: () => owner.cookies },
  { name: "admin product editor", handler: productEditorRoute.action, path: "/admin/products/new", params: { id: "new" }, fields: "intent=save&sku=X-1", who: () => owner.cookies },
  { name: "admin static texts", handler: staticTextsRoute.action, path: "/admin/static-translations", params: {}, fields: "intent=save", who: () => owner.cookies },
];

/** Bodies no form of the shop ever sends, each past one bound (the index at 10^6 keeps a failure quick). */
const ABUSES: { name: string; body: (fields: string) => string }[] = [
  { name: "a huge index", body: (fields) => `name[1000000]=x&${fields}` },
  { name: "a huge index on another field", body: (fields) => `${fields}&email[1000000]=x&message[999999][0]=y` },
  { name: "a huge index inside a known list", body: (fields) => `${fields}&variants[1000000].sku=x&columns[1000000].id=y` },
  { name: "an array's length set by name", body: (fields) => `${fields}&list[0]=x&list.length=1000000` },
  { name: "deep nesting", body: (fields) => `${fields}&a${"[0]".repeat(40)}=x` },
  { name: "thousands of fields", body: (fields) => `${fields}&${Array.from({ length: FORM_SHAPE_LIMITS.fields + 1 }, (_, n) => `f${n}=x`).join("&")}` },
  { name: "thousands of one name", body: (fields) => `${fields}&${"ids=x&".repeat(FORM_SHAPE_LIMITS.fields + 1)}` },
  { name: "many lists of moderate length", body: (fields) => `${fields}&${Array.from({ length: 60 }, (_, n) => `l${n}[900]=x`).join("&")}` },
];

/** The admin's words for a refused body, in French (the owner has no admin language set). */
const ADMIN_REFUSED = adminMessages("fr")["shell.form.refused"];

describe("a form body past the bounds", () => {
  for (const form of FORMS) {
    it(`is refused by the ${form.name} form with a small 4xx that echoes nothing`, async () => {
      for (const abuse of ABUSES) {
        const request = post(form.path, abuse.body(form.fields), { cookies: form.who?.() });
        const result = await answer(form.handler, request, { ...form.params, ...(form.name === "back-in-stock" ? { id: productId } : {}) });
        expect(result.status, `${form.name}: ${abuse.name}`).toBeGreaterThanOrEqual(400);
        expect(result.status, `${form.name}: ${abuse.name}`).toBeLessThan(500);
        expect(result.size, `${form.name}: ${abuse.name}`).toBeLessThan(4096);
        if (form.path.startsWith("/admin")) {
          // The back office says it in the staff member's language, as the form's error (its toast).
          expect((result.data as { error?: string }).error, `${form.name}: ${abuse.name}`).toBe(ADMIN_REFUSED);
          expect(JSON.stringify(result.data), `${form.name}: ${abuse.name}`).not.toContain("errorsBelow");
        } else {
          expect(JSON.stringify(result.data), `${form.name}: ${abuse.name}`).toContain("validation.formRefused");
        }
      }
    });
  }

  it("stores nothing: no message, no sign-up, no order, no account", async () => {
    const db = testDb();
    const totals = async () =>
      Promise.all([schema.contactMessages, schema.newsletterSubscribers, schema.orders].map(async (table) => Number((await db.select({ n: count() }).from(table))[0].n)));
    const before = await totals();
    const ip = testIp();
    await answer(contactRoute.action, post("/fr/contact", "name[1000000]=x&email=a@b.co&subject=hi&message=hello+world+long", { ip }), { lang: "fr" });
    await answer(homeRoute.action, post("/fr", "email=a@b.co&x[1000000]=1", { ip }), { lang: "fr" });
    expect(await totals()).toEqual(before);
  });
});

describe("the 70-byte contact post that used to crash the server", () => {
  it("gets a 400 with the form's refusal, under 1 KB, and the visitor's fields are not sent back", async () => {
    const result = await answer(contactRoute.action, post("/fr/contact", EXACT_BODY), { lang: "fr" });
    expect(result.status).toBe(400);
    expect(result.size).toBeLessThan(1024);
    const reply = (result.data as { result: { error?: Record<string, string[] | null>; initialValue?: unknown } }).result;
    expect(reply.error?.[""]).toEqual(["validation.formRefused"]);
    expect(reply.initialValue ?? null).toBeNull();
  });

  it("counts against the contact form's limit: after five, a valid message from that address is refused (429)", async () => {
    const ip = testIp();
    for (let n = 0; n < SHOP_RATE_LIMITS["/shop/contact"].max; n++) {
      expect((await answer(contactRoute.action, post("/fr/contact", EXACT_BODY, { ip }), { lang: "fr" })).status).toBe(400);
    }
    const valid = await answer(contactRoute.action, post("/fr/contact", "name=L%C3%A9a&email=lea@example.com&subject=Bonjour&message=Livrez-vous+%C3%A0+Ha%C3%AFfa+%3F", { ip }), { lang: "fr" });
    expect(valid.status).toBe(429);
    // Another address is not concerned.
    const other = await answer(contactRoute.action, post("/fr/contact", "name=L%C3%A9a&email=lea@example.com&subject=Bonjour&message=Livrez-vous+%C3%A0+Ha%C3%AFfa+%3F"), { lang: "fr" });
    expect(other.status).toBe(200);
  });

  it("counts against the newsletter's limit too (a typo does not)", async () => {
    const ip = testIp();
    for (let n = 0; n < 3; n++) expect((await answer(homeRoute.action, post("/fr", "email=pas-un-email", { ip }), { lang: "fr" })).status).toBe(400);
    for (let n = 0; n < SHOP_RATE_LIMITS["/shop/newsletter"].max; n++) {
      expect((await answer(homeRoute.action, post("/fr", "email[100000000]=x", { ip }), { lang: "fr" })).status).toBe(400);
    }
    const valid = await answer(homeRoute.action, post("/fr", `email=bounds-${tag}@example.com`, { ip }), { lang: "fr" });
    expect(valid.status).toBe(429);
  });
});

describe("a form within the bounds", () => {
  it("still answers a typo with the field's message and keeps what was typed, but nothing the form does not have", async () => {
    const result = await answer(contactRoute.action, post("/fr/contact", "name=L%C3%A9a&email=nope&subject=Bonjour&message=Livrez-vous+%C3%A0+Ha%C3%AFfa+%3F&extra[5]=x&other.deep=y"), {
      lang: "fr",
    });
    expect(result.status).toBe(400);
    const reply = (result.data as { result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } }).result;
    expect(reply.error?.email).toEqual(["validation.emailInvalid"]);
    expect(reply.initialValue).toEqual({ name: "Léa", email: "nope", subject: "Bonjour", message: "Livrez-vous à Haïfa ?" });
  });

  it("takes the admin's largest form: a product with a hundred variants reaches the schema", async () => {
    const fields = ["intent=save", "sku=BOUNDS-1", "price=10", "status=draft", "translations.fr.name=Bougie"];
    for (let index = 0; index < 100; index++) {
      for (const field of ["sku", "size", "priceAdjustment", "stock", "stockLoaded", "isActive", "color", "scentVariant", "id"]) fields.push(`variants[${index}].${field}=`);
    }
    const result = await answer(productEditorRoute.action, post("/admin/products/new", fields.join("&"), { cookies: owner.cookies }), { id: "new" });
    expect(result.status).toBe(400);
    // The schema's own messages, field by field: the body was read, not refused as a whole.
    const errors = (result.data as { errors?: Record<string, unknown> }).errors ?? {};
    expect(Object.keys(errors)).toContain("categoryId");
    expect(Object.keys(errors).some((name) => name.startsWith("variants[99]"))).toBe(true);
  });
});
