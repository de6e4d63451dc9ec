/**
 * Accounts (docs/product/accounts-and-auth.md#acc-1, docs/product/accounts-and-auth.md#acc-4, docs/product/checkout-and-orders.md#ord-9 and docs/product/security-rules.md#sec-7): sign-up with a verification mail in the outbox, sign-in
 * refused until verified, password reset, profile rules, the guest-cart merge, TOTP two-factor and
 * the database-backed rate limit. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, isNotNull, like } from "drizzle-orm";
import * as schema from "../../db/schema";
import { getAuth, handleAuthRequest, readSession, resetAuth, AUTH_RATE_LIMITS, CUSTOMER_SESSION_IDLE_SECONDS } from "../../app/server/auth.server";
import {
  authErrorKey,
  callAuth,
  confirmTwoFactorSetup,
  disableTwoFactor,
  requestPasswordReset,
  resetPassword,
  revokeOtherSessions,
  signIn,
  signOut,
  signUp,
  startTwoFactorSetup,
  verifyEmailToken,
  verifyTwoFactor,
} from "../../app/features/auth/auth-flow.server";
import { cartCookie } from "../../app/server/cookies.server";
import { createProfileAtSignUp, getProfile, updateProfile } from "../../app/features/profile/profile.server";
import { addToCart, mergeGuestCart, newGuestToken } from "../../app/features/cart/cart.server";
import { profileSchema } from "../../app/schemas/profile";
import { signUpSchema } from "../../app/schemas/auth";
import { env } from "../../app/server/env.server";
import { scryptParams } from "../../app/server/password.server";
import { action as authAction } from "../../app/routes/$lang/auth";
import { action as resetAction } from "../../app/routes/$lang/auth-reset-password";
import { action as profileAction } from "../../app/routes/$lang/profile.index";

type ActionAnswer = { init: { status: number } | null; data: Record<string, unknown> };

/** Posts a form to a route action as the browser would (the HTTP layer's origin check is tested in e2e). */
async function postForm(
  action: (args: never) => unknown,
  path: string,
  fields: [string, string][],
  headers: Record<string, string> = {},
): Promise<ActionAnswer> {
  const body = new URLSearchParams(fields);
  const request = new Request(`${env().publicUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": newIp(), ...headers },
    body,
  });
  try {
    return (await action({ request, params: { lang: "fr" }, context: await routeContext(request, { lang: "fr" }) } as never)) as ActionAnswer;
  } catch (thrown) {
    if (thrown instanceof Response) return { init: { status: thrown.status }, data: { location: thrown.headers.get("Location") } };
    throw thrown;
  }
}
import { routeContext, withSeededDatabase } from "./helpers";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createHttpApp } from "../../server/http";
import { totp } from "../support/totp";
import { cookieJar, createVerifiedCustomer, signInCustomer, TEST_PASSWORD, testIp, visitorRequest } from "../support/accounts";

const testDb = withSeededDatabase();
beforeAll(() => resetAuth());

const PASSWORD = TEST_PASSWORD;
const newIp = testIp;

async function outbox(email: string, kind?: string) {
  const rows = await testDb()
    .select()
    .from(schema.mailOutbox)
    .where(kind ? and(eq(schema.mailOutbox.toAddress, email), eq(schema.mailOutbox.kind, kind)) : eq(schema.mailOutbox.toAddress, email))
    .orderBy(desc(schema.mailOutbox.createdAt));
  return rows;
}

function linkIn(text: string, pattern: RegExp) {
  const match = text.match(pattern);
  expect(match, `no link matching ${pattern} in:\n${text}`).not.toBeNull();
  return new URL(match![0]);
}

const verifiedCustomer = (email: string, lang: "fr" | "en" | "he" | "ru" = "fr") => createVerifiedCustomer(email, { lang });
const signedInCookies = (email: string, password = PASSWORD) => signInCustomer(email, password);

describe("sign-up and e-mail verification", () => {
  it("creates the user with a hashed password and queues a verification mail whose link verifies", async () => {
    const ip = newIp();
    const email = "lea.verif@example.com";
    const result = await signUp(visitorRequest(ip), { firstName: "Léa", lastName: "Verif", email, password: PASSWORD }, "en");
    expect(result.kind).toBe("created");
    if (result.kind !== "created") return;
    expect(await createProfileAtSignUp(result.userId, { firstName: "Léa", lastName: "Verif" })).toBe(true);

    const [user] = await testDb().select().from(schema.user).where(eq(schema.user.email, email));
    expect(user).toMatchObject({ id: result.userId, name: "Léa Verif", emailVerified: false, lang: "en", role: "customer" });
    expect(await getProfile(user.id)).toMatchObject({ firstName: "Léa", lastName: "Verif" });

    // Our scrypt, with the parameters of this process (OWASP's outside tests: tests/unit/password-hashing.test.ts);
    // the password itself is nowhere.
    const [account] = await testDb().select().from(schema.account).where(eq(schema.account.userId, user.id));
    expect(account.password).toMatch(new RegExp(`^scrypt\\$${scryptParams().N}\\$8\\$1\\$`));
    expect(account.password).not.toContain(PASSWORD);

    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "auth-verify-email", lang: "en", status: "stored" });
    expect(mails[0].subject).toContain("Confirm your e-mail address");
    const link = linkIn(mails[0].text, /https?:\/\/\S+verifyToken=\S+/);
    expect(link.origin + link.pathname).toBe(`${env().publicUrl}/en/auth`);
    expect(mails[0].html).toContain(`href="${link.href.replace(/&/g, "&amp;")}"`);

    expect(await verifyEmailToken(visitorRequest(ip), "not-a-real-token")).toBe(false);
    expect(await verifyEmailToken(visitorRequest(ip), link.searchParams.get("verifyToken")!)).toBe(true);
    const [after] = await testDb().select().from(schema.user).where(eq(schema.user.id, user.id));
    expect(after.emailVerified).toBe(true);
  });

  it("refuses an unverified sign-in and sends a new link; signs in once verified", async () => {
    const ip = newIp();
    const email = "noe.unverified@example.com";
    await signUp(visitorRequest(ip), { firstName: "Noé", lastName: "Durand", email, password: PASSWORD }, "fr");
    const refused = await signIn(visitorRequest(ip), { email, password: PASSWORD });
    expect(refused).toMatchObject({ kind: "error", key: "auth.emailNotVerified" });
    const mails = await outbox(email, "auth-verify-email");
    expect(mails).toHaveLength(2);
    expect(mails[0].subject).toContain("Confirmez votre adresse email");

    const token = linkIn(mails[0].text, /https?:\/\/\S+verifyToken=\S+/).searchParams.get("verifyToken")!;
    expect(await verifyEmailToken(visitorRequest(ip), token)).toBe(true);
    const signedIn = await signIn(visitorRequest(ip), { email, password: PASSWORD });
    expect(signedIn.kind).toBe("signed-in");
    if (signedIn.kind !== "signed-in") return;
    const session = signedIn.setCookies.find((c) => c.includes("session_token="))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);

    const wrong = await signIn(visitorRequest(newIp()), { email, password: "Mauvais#2024" });
    expect(wrong).toMatchObject({ kind: "error", key: "auth.invalidCredentials" });
  });

  it("answers a sign-up with a known address like a new one, creates nothing and tells the owner", async () => {
    const email = "known@example.com";
    await verifiedCustomer(email);
    const again = await signUp(visitorRequest(newIp()), { firstName: "Autre", lastName: "Personne", email, password: "Autre#2024x" }, "fr");
    expect(again.kind).toBe("created");
    if (again.kind !== "created") return;
    expect(await createProfileAtSignUp(again.userId, { firstName: "Autre", lastName: "Personne" })).toBe(false);
    expect(await testDb().select().from(schema.user).where(eq(schema.user.email, email))).toHaveLength(1);
    expect(await outbox(email, "auth-account-exists")).toHaveLength(1);
  });

  it("holds direct /api/auth sign-ups to the same name and language limits", async () => {
    const huge = await callAuth(visitorRequest(newIp()), "/sign-up/email", { email: "huge@example.com", password: PASSWORD, name: "x".repeat(5000) });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(await testDb().select().from(schema.user).where(eq(schema.user.email, "huge@example.com"))).toHaveLength(0);
    const odd = await callAuth(visitorRequest(newIp()), "/sign-up/email", { email: "odd@example.com", password: PASSWORD, name: "Odd One", lang: "xx" });
    expect(odd.ok).toBe(true);
    const [user] = await testDb().select().from(schema.user).where(eq(schema.user.email, "odd@example.com"));
    expect(user.lang).toBe("fr");
  });

  it("validates sign-up with each password message", () => {
    const issue = (password: string) => {
      const result = signUpSchema.safeParse({ firstName: "Léa", lastName: "Martin", email: "a@b.co", password });
      return result.success ? null : result.error.issues[0].message;
    };
    expect(issue("Ab1#")).toBe("validation.passwordMin");
    expect(issue("bougie#2024")).toBe("validation.passwordUpper");
    expect(issue("BOUGIE#2024")).toBe("validation.passwordLower");
    expect(issue("Bougie#Bougie")).toBe("validation.passwordDigit");
    expect(issue("Bougie2024")).toBe("validation.passwordSpecial");
    expect(issue(PASSWORD)).toBeNull();
    const names = signUpSchema.safeParse({ firstName: "<b>", lastName: "M", email: "pas-un-email", password: PASSWORD });
    expect(names.success).toBe(false);
    const messages = Object.fromEntries(names.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({ firstName: "validation.invalidCharacters", lastName: "validation.lastNameRequired", email: "validation.emailInvalid" });
  });
});

describe("password reset", () => {
  it("mails a link to the new-password form; the new password works, the old one and the used link do not", async () => {
    const email = "reset@example.com";
    await verifiedCustomer(email, "he");
    const ip = newIp();
    expect(await requestPasswordReset(visitorRequest(ip), email)).toEqual({ kind: "sent" });
    // Same answer for an address without an account, and no mail.
    expect(await requestPasswordReset(visitorRequest(ip), "nobody@example.com")).toEqual({ kind: "sent" });
    expect(await outbox("nobody@example.com")).toHaveLength(0);

    const [mail] = await outbox(email, "auth-reset-password");
    expect(mail.lang).toBe("he");
    const link = linkIn(mail.text, /https?:\/\/\S+reset-password\?token=\S+/);
    expect(link.pathname).toBe("/he/auth/reset-password");
    const token = link.searchParams.get("token")!;

    expect(await resetPassword(visitorRequest(ip), { token, password: "Mèche#Lente-2025" })).toEqual({ kind: "done" });
    expect(await resetPassword(visitorRequest(ip), { token, password: "Encore#2025x" })).toMatchObject({ kind: "error", key: "auth.resetInvalid" });
    expect(await signIn(visitorRequest(newIp()), { email, password: PASSWORD })).toMatchObject({ kind: "error", key: "auth.invalidCredentials" });
    expect((await signIn(visitorRequest(newIp()), { email, password: "Mèche#Lente-2025" })).kind).toBe("signed-in");
  });
});

describe("profile", () => {
  it("validates the §5 maximums, each with its message, and has no minimums", () => {
    const messages = (input: Record<string, string>) => {
      const result = profileSchema.safeParse(input);
      return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
    };
    expect(
      messages({
        firstName: "a".repeat(101),
        lastName: "a".repeat(101),
        phone: "1".repeat(21),
        address: "a".repeat(201),
        city: "a".repeat(101),
        postalCode: "1".repeat(21),
        country: "a".repeat(101),
      }),
    ).toEqual({
      firstName: "validation.profileFirstNameMax",
      lastName: "validation.profileLastNameMax",
      phone: "validation.profilePhoneMax",
      address: "validation.profileAddressMax",
      city: "validation.profileCityMax",
      postalCode: "validation.profilePostalCodeMax",
      country: "validation.profileCountryMax",
    });
    expect(messages({ firstName: "a".repeat(100), phone: "1".repeat(20), address: "a".repeat(200) })).toEqual({});
    expect(profileSchema.parse({ firstName: "  ", city: " Haïfa " })).toMatchObject({ firstName: null, city: "Haïfa", country: null });
  });

  it("saves only the caller's own row", async () => {
    const a = await verifiedCustomer("profile-a@example.com");
    const b = await verifiedCustomer("profile-b@example.com");
    const before = await getProfile(b);
    await updateProfile(a, profileSchema.parse({ firstName: "Anna", lastName: "Cohen", city: "Netanya", phone: "+972 50 000 0000" }));
    expect(await getProfile(a)).toMatchObject({ firstName: "Anna", lastName: "Cohen", city: "Netanya", phone: "+972 50 000 0000", address: null });
    expect(await getProfile(b)).toEqual(before);
    const [user] = await testDb().select().from(schema.user).where(eq(schema.user.id, a));
    expect(user.name).toBe("Anna Cohen");
  });
});

describe("guest cart merge at sign-in", () => {
  async function simpleProducts() {
    return testDb()
      .select({ id: schema.products.id, stock: schema.products.stock })
      .from(schema.products)
      .where(and(eq(schema.products.hasVariants, false), eq(schema.products.isActive, true)))
      .orderBy(desc(schema.products.stock))
      .limit(2);
  }

  it("adds quantities per line, caps them at the stock left, and deletes the guest cart", async () => {
    const userId = await verifiedCustomer("merge@example.com");
    const [user] = await testDb().select().from(schema.user).where(eq(schema.user.id, userId));
    const sessionUser = { id: user.id, email: user.email, name: user.name, role: "customer", emailVerified: true };
    const [plenty, scarce] = await simpleProducts();
    await testDb().update(schema.products).set({ stock: 3 }).where(eq(schema.products.id, scarce.id));

    // The account already holds 1 of `plenty` and 2 of `scarce`.
    await addToCart({ user: sessionUser, guestToken: undefined }, { productId: plenty.id, variantId: null, quantity: 1 }, "fr");
    await addToCart({ user: sessionUser, guestToken: undefined }, { productId: scarce.id, variantId: null, quantity: 2 }, "fr");
    // The guest adds 2 of `plenty` and 2 of `scarce` (only 3 exist).
    const guestToken = newGuestToken();
    await addToCart({ user: null, guestToken }, { productId: plenty.id, variantId: null, quantity: 2 }, "fr");
    await addToCart({ user: null, guestToken }, { productId: scarce.id, variantId: null, quantity: 2 }, "fr");

    expect(await mergeGuestCart(guestToken, userId)).toEqual({ merged: 2, capped: 1 });
    const lines = await testDb()
      .select({ productId: schema.cartItems.productId, quantity: schema.cartItems.quantity })
      .from(schema.cartItems)
      .innerJoin(schema.carts, eq(schema.carts.id, schema.cartItems.cartId))
      .where(eq(schema.carts.userId, userId));
    expect(Object.fromEntries(lines.map((l) => [l.productId, l.quantity]))).toEqual({ [plenty.id]: 3, [scarce.id]: 3 });
    // The guest cart is gone, with its lines.
    expect(await testDb().select().from(schema.carts).where(eq(schema.carts.guestToken, guestToken))).toHaveLength(0);
    // A second merge with the same token changes nothing.
    expect(await mergeGuestCart(guestToken, userId)).toEqual({ merged: 0, capped: 0 });
  });

  /** A guest with `quantity` of a candle in the cart; returns the Cookie header pair of that cart. */
  async function guestWithCart(productId: string, quantity: number) {
    const guestToken = newGuestToken();
    await addToCart({ user: null, guestToken }, { productId, variantId: null, quantity }, "fr");
    return { guestToken, cookie: (await cartCookie.serialize(guestToken)).split(";")[0] };
  }
  async function accountLines(userId: string) {
    return testDb()
      .select({ productId: schema.cartItems.productId, quantity: schema.cartItems.quantity })
      .from(schema.cartItems)
      .innerJoin(schema.carts, eq(schema.carts.id, schema.cartItems.cartId))
      .where(eq(schema.carts.userId, userId));
  }
  const guestCartLeft = async (guestToken: string) => (await testDb().select().from(schema.carts).where(eq(schema.carts.guestToken, guestToken))).length;
  const cartCleared = (setCookies: string[]) => setCookies.filter((c) => /^cart=;/.test(c) && /Max-Age=0/i.test(c));
  /** better-auth's own endpoint, as a script or another client would call it. */
  const direct = (path: string, body: unknown, cookie: string) =>
    handleAuthRequest(
      new Request(`${env().publicUrl}/api/auth${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: env().publicUrl, "x-forwarded-for": newIp(), cookie },
        body: JSON.stringify(body),
      }),
    );

  it("merges once when signing in with the form, and tells the browser once to forget the guest cookie", async () => {
    const userId = await verifiedCustomer("merge-signin@example.com");
    const [plenty] = await simpleProducts();
    const guest = await guestWithCart(plenty.id, 2);
    const request = new Request(`${env().publicUrl}/fr/auth`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": newIp(), cookie: guest.cookie },
      body: new URLSearchParams({ intent: "signin", email: "merge-signin@example.com", password: PASSWORD, js: "1" }),
    });
    const answer = await authAction({ request, params: { lang: "fr" }, context: await routeContext(request, { lang: "fr" }) } as unknown as Parameters<typeof authAction>[0]);
    const setCookies = (answer as unknown as { init: { headers: Headers } }).init.headers.getSetCookie();
    expect(setCookies.some((c) => c.includes("session_token=") && !/Max-Age=0/i.test(c))).toBe(true);
    expect(cartCleared(setCookies)).toHaveLength(1);
    expect(await accountLines(userId)).toEqual([{ productId: plenty.id, quantity: 2 }]);
    expect(await guestCartLeft(guest.guestToken)).toBe(0);
  });

  it("merges when signing in through /api/auth/sign-in/email directly", async () => {
    const userId = await verifiedCustomer("merge-direct@example.com");
    const [plenty] = await simpleProducts();
    const guest = await guestWithCart(plenty.id, 3);
    const response = await direct("/sign-in/email", { email: "merge-direct@example.com", password: PASSWORD }, guest.cookie);
    expect(response.status).toBe(200);
    expect(cartCleared(response.headers.getSetCookie())).toHaveLength(1);
    expect(await accountLines(userId)).toEqual([{ productId: plenty.id, quantity: 3 }]);
    expect(await guestCartLeft(guest.guestToken)).toBe(0);

    // A wrong password merges nothing.
    const other = await guestWithCart(plenty.id, 1);
    const refused = await direct("/sign-in/email", { email: "merge-direct@example.com", password: "Mauvais#2024" }, other.cookie);
    expect(refused.status).toBe(401);
    expect(cartCleared(refused.headers.getSetCookie())).toEqual([]);
    expect(await guestCartLeft(other.guestToken)).toBe(1);
  });

  it("with two-factor on, merges only once the second step is passed (/api/auth/two-factor/verify-totp)", async () => {
    const email = "merge-totp@example.com";
    await verifiedCustomer(email);
    const session = await signedInCookies(email);
    const started = await startTwoFactorSetup(visitorRequest(session.ip, session.cookies), PASSWORD);
    if (started.kind !== "started") throw new Error("two-factor set-up did not start");
    expect((await confirmTwoFactorSetup(visitorRequest(session.ip, session.cookies), totp(started.secret))).kind).toBe("enabled");

    const [plenty] = await simpleProducts();
    const guest = await guestWithCart(plenty.id, 2);
    const first = await direct("/sign-in/email", { email, password: PASSWORD }, guest.cookie);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    // Password alone: no session, so the guest cart is still the guest's.
    expect(cartCleared(first.headers.getSetCookie())).toEqual([]);
    expect(await guestCartLeft(guest.guestToken)).toBe(1);

    const second = await direct("/two-factor/verify-totp", { code: totp(started.secret) }, cookieJar(first.headers.getSetCookie(), guest.cookie));
    expect(second.status).toBe(200);
    expect(cartCleared(second.headers.getSetCookie())).toHaveLength(1);
    expect(await guestCartLeft(guest.guestToken)).toBe(0);
    expect(await accountLines(session.userId)).toEqual([{ productId: plenty.id, quantity: 2 }]);
  });
});

describe("two-factor sign-in (TOTP)", () => {
  it("is set up with the password and a code, then asked for at sign-in; a wrong code is refused", async () => {
    const email = "totp@example.com";
    await verifiedCustomer(email);
    const session = await signedInCookies(email);
    const request = () => visitorRequest(session.ip, session.cookies);

    expect(await startTwoFactorSetup(request(), "Mauvais#2024")).toMatchObject({ kind: "error", key: "profile.passwordInvalid" });
    const started = await startTwoFactorSetup(request(), PASSWORD);
    expect(started.kind).toBe("started");
    if (started.kind !== "started") return;
    expect(started.totpURI).toMatch(/^otpauth:\/\/totp\/Maison%20Lumi%C3%A8re:totp%40example\.com\?/);
    expect(started.backupCodes.length).toBeGreaterThanOrEqual(8);
    // Not on until a code proves the app has the key.
    const [pending] = await testDb().select().from(schema.twoFactor).where(eq(schema.twoFactor.userId, session.userId));
    expect(pending.verified).toBe(false);

    expect(await confirmTwoFactorSetup(request(), "000000" === totp(started.secret) ? "111111" : "000000")).toMatchObject({ kind: "error", key: "auth.invalidCode" });
    const enabled = await confirmTwoFactorSetup(request(), totp(started.secret));
    expect(enabled.kind).toBe("enabled");
    const [user] = await testDb().select().from(schema.user).where(eq(schema.user.id, session.userId));
    expect(user.twoFactorEnabled).toBe(true);

    // Sign-in now stops at the second step, without a session.
    const ip = newIp();
    const first = await signIn(visitorRequest(ip), { email, password: PASSWORD });
    expect(first.kind).toBe("two-factor");
    if (first.kind !== "two-factor") return;
    expect(first.setCookies.some((c) => c.includes("session_token=") && !/max-age=0/i.test(c))).toBe(false);
    const pendingCookies = cookieJar(first.setCookies);
    expect(await verifyTwoFactor(visitorRequest(ip, pendingCookies), { method: "totp", code: totp(started.secret, Date.now() - 5 * 60_000) })).toMatchObject({
      kind: "error",
      key: "auth.invalidCode",
    });
    const second = await verifyTwoFactor(visitorRequest(ip, pendingCookies), { method: "totp", code: totp(started.secret) });
    expect(second).toMatchObject({ kind: "signed-in", userId: session.userId });

    // A backup code works once.
    const again = await signIn(visitorRequest(newIp()), { email, password: PASSWORD });
    if (again.kind !== "two-factor") throw new Error("expected the second step");
    const backup = await verifyTwoFactor(visitorRequest(newIp(), cookieJar(again.setCookies)), { method: "backup", code: started.backupCodes[0] });
    expect(backup.kind).toBe("signed-in");

    // Turning it off needs the password.
    if (second.kind !== "signed-in") return;
    const fresh = visitorRequest(ip, cookieJar(second.setCookies, pendingCookies));
    expect(await disableTwoFactor(fresh, "Mauvais#2024")).toMatchObject({ kind: "error", key: "profile.passwordInvalid" });
    expect((await disableTwoFactor(fresh, PASSWORD)).kind).toBe("disabled");
    expect(await testDb().select().from(schema.twoFactor).where(eq(schema.twoFactor.userId, session.userId))).toHaveLength(0);
  });
});

describe("sessions", () => {
  it("signs out the other devices and keeps this one", async () => {
    const email = "sessions@example.com";
    await verifiedCustomer(email);
    const phone = await signedInCookies(email);
    const laptop = await signedInCookies(email);
    expect(await testDb().select().from(schema.session).where(eq(schema.session.userId, phone.userId))).toHaveLength(2);
    expect(await revokeOtherSessions(visitorRequest(laptop.ip, laptop.cookies))).toEqual({ kind: "done" });
    const auth = await getAuth();
    expect(await auth.api.getSession({ headers: new Headers({ cookie: laptop.cookies }) })).not.toBeNull();
    expect(await auth.api.getSession({ headers: new Headers({ cookie: phone.cookies }) })).toBeNull();
  });
});

describe("changing the password", () => {
  it("ends the other sessions, as a reset does, and keeps this device signed in", async () => {
    const email = "change-password@example.com";
    await verifiedCustomer(email);
    const phone = await signedInCookies(email);
    const laptop = await signedInCookies(email);
    // better-auth's default body: no revokeOtherSessions.
    const changed = await handleAuthRequest(
      new Request(`${env().publicUrl}/api/auth/change-password`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: env().publicUrl, "x-forwarded-for": laptop.ip, cookie: laptop.cookies },
        body: JSON.stringify({ currentPassword: PASSWORD, newPassword: "Mèche#Neuve-2026" }),
      }),
    );
    expect(changed.status).toBe(200);
    const auth = await getAuth();
    expect(await auth.api.getSession({ headers: new Headers({ cookie: phone.cookies }) })).toBeNull();
    // This device goes on with the session the answer sets.
    const here = cookieJar(changed.headers.getSetCookie(), laptop.cookies);
    expect((await auth.api.getSession({ headers: new Headers({ cookie: here }) }))?.user.email).toBe(email);
    expect(await testDb().select().from(schema.session).where(eq(schema.session.userId, phone.userId))).toHaveLength(1);
  });
});

describe("garbage input to the account actions", () => {
  const huge = "x".repeat(100_000);
  it("gets a 4xx with a message from the auth, reset and profile actions, never a 500", async () => {
    const authCases: [string, string][][] = [
      [],
      [["intent", "nonsense"]],
      [["intent", "signin"]],
      [["intent", "signin"], ["email", "<script>alert(1)</script>"], ["password", "x"]],
      [["intent", "signin"], ["email", "a@b.co"], ["password", huge]],
      [["intent", "signup"], ["firstName", huge], ["lastName", "<b>x</b>"], ["email", huge], ["password", huge]],
      [["intent", "signup"], ["email", "a@b.co"], ["email", "c@d.co"], ["password", "Bougie#2024"]],
      [["intent", "two-factor"], ["method", "evil"], ["code", "123456"]],
      [["intent", "two-factor"], ["method", "totp"], ["code", "12ab56"]],
      [["intent", "two-factor"], ["method", "totp"], ["code", "123456"]],
      [["intent", "forgot"], ["email", huge]],
    ];
    for (const fields of authCases) {
      const answer = await postForm(authAction, "/fr/auth", fields);
      expect(answer.init?.status, JSON.stringify(fields).slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(answer.init?.status, JSON.stringify(fields).slice(0, 200)).toBeLessThan(500);
      const errors = (answer.data.result as { error?: Record<string, string[]> } | undefined)?.error ?? {};
      expect(Object.values(errors).flat().length, JSON.stringify(fields).slice(0, 200)).toBeGreaterThan(0);
    }
    for (const fields of [[], [["token", "short"], ["password", "Bougie#2024"]], [["token", "a".repeat(20)], ["password", huge]], [["token", "a".repeat(20)], ["password", "Bougie#2024"]]] as [string, string][][]) {
      const answer = await postForm(resetAction, "/fr/auth/reset-password", fields);
      expect(answer.init?.status).toBeGreaterThanOrEqual(400);
      expect(answer.init?.status).toBeLessThan(500);
    }

    const email = "garbage@example.com";
    await verifiedCustomer(email);
    const { cookies } = await signedInCookies(email);
    for (const fields of [
      [["intent", "save"], ["firstName", huge]],
      [["intent", "save"], ["phone", "<script>".repeat(10)]],
      [["intent", "2fa-start"]],
      [["intent", "2fa-confirm"], ["code", "abc"], ["totpURI", "javascript:alert(1)"]],
      [["intent", "2fa-disable"], ["password", ""]],
      [["intent", "what"]],
    ] as [string, string][][]) {
      const answer = await postForm(profileAction, "/fr/profile", fields, { cookie: cookies });
      expect(answer.init?.status, JSON.stringify(fields).slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(answer.init?.status, JSON.stringify(fields).slice(0, 200)).toBeLessThan(500);
    }
    // Without a session, the profile action sends the visitor to sign in and changes nothing.
    const anonymous = await postForm(profileAction, "/fr/profile", [["intent", "save"], ["firstName", "Intrus"]]);
    expect(anonymous.init?.status).toBe(302);
    expect(anonymous.data.location).toBe("/fr/auth?redirectTo=%2Ffr%2Fprofile");
  });

  it("saves the caller's profile whatever user id the form carries, and stores text as given (React escapes it when shown)", async () => {
    const a = await verifiedCustomer("owner-a@example.com");
    const b = await verifiedCustomer("owner-b@example.com");
    const { cookies } = await signedInCookies("owner-a@example.com");
    const before = await getProfile(b);
    const answer = await postForm(
      profileAction,
      "/fr/profile",
      [["intent", "save"], ["userId", b], ["user_id", b], ["firstName", "<img src=x onerror=alert(1)>"], ["city", "Haïfa"]],
      { cookie: cookies },
    );
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data.saved).toBe(true);
    expect(await getProfile(a)).toMatchObject({ firstName: "<img src=x onerror=alert(1)>", city: "Haïfa" });
    expect(await getProfile(b)).toEqual(before);
  });
});

describe("sign-out", () => {
  it("ends the session, and clears the cookies even when the session is already gone", async () => {
    const email = "signout@example.com";
    await verifiedCustomer(email);
    const first = await signedInCookies(email);
    const cleared = await signOut(visitorRequest(first.ip, first.cookies));
    expect(cleared.some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect(await testDb().select().from(schema.session).where(eq(schema.session.userId, first.userId))).toHaveLength(0);
    // Signing out again with the dead cookie still clears it (docs/product/accounts-and-auth.md#acc-1).
    const again = await signOut(visitorRequest(first.ip, first.cookies));
    expect(again.some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
  });
});

describe("session refresh", () => {
  it("extends a session that is used after a day and re-issues its cookie", async () => {
    const email = "refresh@example.com";
    await verifiedCustomer(email);
    const { cookies, userId } = await signedInCookies(email);
    const day = 24 * 60 * 60 * 1000;
    const idle = CUSTOMER_SESSION_IDLE_SECONDS * 1000;
    // As if signed in and last used two days ago.
    await testDb()
      .update(schema.session)
      .set({ expiresAt: new Date(Date.now() + idle - 2 * day), updatedAt: new Date(Date.now() - 2 * day) })
      .where(eq(schema.session.userId, userId));
    const read = await readSession(new Request(`${env().publicUrl}/fr`, { headers: { cookie: cookies } }));
    expect(read.user?.id).toBe(userId);
    expect(read.setCookies.some((c) => c.includes("session_token=") && new RegExp(`Max-Age=${CUSTOMER_SESSION_IDLE_SECONDS}`, "i").test(c))).toBe(true);
    const [row] = await testDb().select().from(schema.session).where(eq(schema.session.userId, userId));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + idle - day);
    // A fresh session is left alone.
    const again = await readSession(new Request(`${env().publicUrl}/fr`, { headers: { cookie: cookies } }));
    expect(again.setCookies.filter((c) => c.includes("session_token="))).toEqual([]);
  });
});

describe("rate limit", () => {
  it(`answers 429 to the sign-in after ${AUTH_RATE_LIMITS["/sign-in/email"].max} in a minute, with counters in rate_limit`, async () => {
    const ip = newIp();
    const max = AUTH_RATE_LIMITS["/sign-in/email"].max;
    for (let i = 0; i < max; i++) {
      const attempt = await signIn(visitorRequest(ip), { email: "nobody@example.com", password: "whatever" });
      expect(attempt).toMatchObject({ kind: "error", key: "auth.invalidCredentials" });
    }
    const blocked = await signIn(visitorRequest(ip), { email: "nobody@example.com", password: "whatever" });
    expect(blocked).toEqual({ kind: "error", key: "validation.tooManyRequests", status: 429 });

    // The better-auth endpoint itself (/api/auth/*) answers 429 too, from the same counters, with
    // the shop's message in the visitor's language.
    const direct = await callAuth(visitorRequest(ip), "/sign-in/email", { email: "nobody@example.com", password: "whatever" });
    expect(direct.status).toBe(429);
    expect(authErrorKey(direct)).toBe("validation.tooManyRequests");
    const raw = await handleAuthRequest(
      new Request(`${env().publicUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: env().publicUrl, "x-forwarded-for": ip, "accept-language": "he-IL,he;q=0.9" },
        body: JSON.stringify({ email: "nobody@example.com", password: "whatever" }),
      }),
    );
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get("Retry-After"))).toBeGreaterThan(0);
    const he = (await import("../../app/locales/he")).default as { validation: { tooManyRequests: string } };
    expect(await raw.json()).toEqual({ code: "TOO_MANY_REQUESTS", message: he.validation.tooManyRequests });

    const rows = await testDb().select().from(schema.rateLimit).where(and(like(schema.rateLimit.key, `%${ip}%`), isNotNull(schema.rateLimit.count)));
    expect(rows).toHaveLength(1);
    expect(rows[0].key).toContain("/sign-in/email");
    expect(rows[0].count).toBe(max);

    // Another address is not blocked.
    expect(await signIn(visitorRequest(newIp()), { email: "nobody@example.com", password: "whatever" })).toMatchObject({ key: "auth.invalidCredentials" });
  });

  it("the sign-in form's action answers 429 with the message too", async () => {
    const ip = newIp();
    const post = async () => {
      const body = new URLSearchParams({ intent: "signin", email: "nobody@example.com", password: "whatever", js: "1" });
      const request = new Request(`${env().publicUrl}/fr/auth`, {
        method: "POST",
        headers: { "x-forwarded-for": ip, "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      return authAction({ request, params: { lang: "fr" }, context: await routeContext(request, { lang: "fr" }) } as unknown as Parameters<typeof authAction>[0]);
    };
    for (let i = 0; i < AUTH_RATE_LIMITS["/sign-in/email"].max; i++) {
      const answer = (await post()) as unknown as { init: { status: number }; data: { result: { error: Record<string, string[]> } } };
      expect(answer.init.status).toBe(400);
      expect(answer.data.result.error[""]).toEqual(["auth.invalidCredentials"]);
    }
    const blocked = (await post()) as unknown as { init: { status: number }; data: { result: { error: Record<string, string[]> } } };
    expect(blocked.init.status).toBe(429);
    expect(blocked.data.result.error[""]).toEqual(["validation.tooManyRequests"]);
  });

  it("limits sign-up and reset requests too", async () => {
    const ip = newIp();
    for (let i = 0; i < AUTH_RATE_LIMITS["/request-password-reset"].max; i++) {
      expect(await requestPasswordReset(visitorRequest(ip), `nobody${i}@example.com`)).toEqual({ kind: "sent" });
    }
    expect(await requestPasswordReset(visitorRequest(ip), "nobody@example.com")).toEqual({ kind: "error", key: "validation.tooManyRequests", status: 429 });
    const signUpIp = newIp();
    for (let i = 0; i < AUTH_RATE_LIMITS["/sign-up/email"].max; i++) {
      const result = await signUp(visitorRequest(signUpIp), { firstName: "Ra", lastName: "Te", email: `rate${i}@example.com`, password: PASSWORD }, "fr");
      expect(result.kind).toBe("created");
    }
    expect(await signUp(visitorRequest(signUpIp), { firstName: "Ra", lastName: "Te", email: "rate-x@example.com", password: PASSWORD }, "fr")).toEqual({
      kind: "error",
      key: "validation.tooManyRequests",
      status: 429,
    });
  });

  describe("the client's address (server/http.ts)", () => {
    /** The real HTTP app on a real socket, so that the connection has an address. */
    async function listen(trustProxy: boolean) {
      const app = createHttpApp({
        handlePage: async () => new Response("page"),
        handleAuth: handleAuthRequest,
        clientDir: "public",
        mediaDir: "public",
        cacheDir: "public",
        publicUrl: env().publicUrl,
        trustedOrigins: [],
        production: false,
        trustProxy,
      });
      const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
        const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
      });
      const port = (server.address() as AddressInfo).port;
      /** A sign-in attempt sent from `from` (any 127.x loopback address) with the given extra headers. */
      const signInFrom = (from: string, headers: Record<string, string> = {}) =>
        new Promise<number>((resolve, reject) => {
          const body = JSON.stringify({ email: "nobody@example.com", password: "whatever" });
          const request = http.request(
            {
              host: "127.0.0.1",
              port,
              localAddress: from,
              method: "POST",
              path: "/api/auth/sign-in/email",
              headers: { "content-type": "application/json", origin: env().publicUrl, ...headers },
            },
            (response) => {
              response.resume();
              response.on("end", () => resolve(response.statusCode ?? 0));
            },
          );
          request.on("error", reject);
          request.end(body);
        });
      const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
      return { signInFrom, close };
    }
    const max = AUTH_RATE_LIMITS["/sign-in/email"].max;
    const bucket = async (address: string) =>
      (await testDb().select().from(schema.rateLimit).where(like(schema.rateLimit.key, `${address}|/sign-in/email`))).map((row) => row.count);

    it("counts a client by its connection, whatever X-Forwarded-For or X-Real-IP it sends", async () => {
      const shop = await listen(false);
      try {
        const statuses: number[] = [];
        for (let i = 0; i <= max; i++) {
          statuses.push(await shop.signInFrom("127.0.0.2", { "x-forwarded-for": `198.51.100.${i + 1}`, "x-real-ip": `198.51.100.${i + 101}` }));
        }
        // A new made-up address each time, and still one bucket: the sixth attempt is refused.
        expect(statuses).toEqual([...Array(max).fill(401), 429]);
        expect(await bucket("127.0.0.2")).toEqual([max]);
        expect(await bucket("198.51.100.1")).toEqual([]);
        // Another connection's address has a bucket of its own.
        expect(await shop.signInFrom("127.0.0.3", { "x-forwarded-for": "127.0.0.2" })).toBe(401);
        expect(await bucket("127.0.0.3")).toEqual([1]);
      } finally {
        await shop.close();
      }
    });

    it("behind a trusted proxy (TRUST_PROXY), counts the address the proxy added last", async () => {
      const shop = await listen(true);
      try {
        // The client wrote the first entry itself; the proxy appended the address it saw.
        for (let i = 0; i < max; i++) expect(await shop.signInFrom("127.0.0.4", { "x-forwarded-for": `192.0.2.${i + 1}, 198.51.100.200` })).toBe(401);
        expect(await shop.signInFrom("127.0.0.4", { "x-forwarded-for": "192.0.2.99, 198.51.100.200" })).toBe(429);
        expect(await bucket("198.51.100.200")).toEqual([max]);
        // Another client behind the same proxy is not blocked.
        expect(await shop.signInFrom("127.0.0.4", { "x-forwarded-for": "198.51.100.201" })).toBe(401);
        expect(await bucket("127.0.0.4")).toEqual([]);
      } finally {
        await shop.close();
      }
    });
  });
});
