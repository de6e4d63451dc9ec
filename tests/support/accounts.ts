/**
 * Accounts for integration tests, made through the real flow (sign-up, the verification link from
 * the outbox, sign-in), so that other test files can have a signed-in customer in two lines:
 *
 *   const customer = await createSignedInCustomer("lea@example.com");
 *   const request = new Request(url, { headers: { cookie: customer.cookies } });
 */
import { and, desc, eq } from "drizzle-orm";
import * as schema from "../../db/schema";
import { db } from "../../app/server/db.server";
import { env } from "../../app/server/env.server";
import { signIn, signUp, verifyEmailToken } from "../../app/features/auth/auth-flow.server";
import { createProfileAtSignUp } from "../../app/features/profile/profile.server";
import type { Lang } from "../../app/lib/langs";
import { cookieJar } from "../../app/features/admin/cookie-jar";

export const TEST_PASSWORD = "Bougie#2024";

let ipCounter = 0;
/** A fresh client address per call, so that the sign-in rate limit (5 a minute per address) never trips. */
export function testIp() {
  ipCounter += 1;
  return `203.0.${Math.floor(ipCounter / 250) + 1}.${(ipCounter % 250) + 1}`;
}

export function visitorRequest(ip: string, cookies = "", path = "/fr/auth") {
  const headers = new Headers({ "x-forwarded-for": ip, "user-agent": "vitest" });
  if (cookies) headers.set("cookie", cookies);
  return new Request(`${env().publicUrl}${path}`, { method: "POST", headers });
}

/** The Cookie header a browser would send back after these Set-Cookie headers (one copy, shared with the admin's sign-in). */
export { cookieJar };

/** Signs up and verifies through the mail's link; returns the new user's id. */
export async function createVerifiedCustomer(
  email: string,
  options: { lang?: Lang; password?: string; firstName?: string; lastName?: string } = {},
): Promise<string> {
  const ip = testIp();
  const names = { firstName: options.firstName ?? "Léa", lastName: options.lastName ?? "Martin" };
  const created = await signUp(visitorRequest(ip), { ...names, email, password: options.password ?? TEST_PASSWORD }, options.lang ?? "fr");
  if (created.kind !== "created") throw new Error(`sign-up failed: ${JSON.stringify(created)}`);
  await createProfileAtSignUp(created.userId, names);
  const [mail] = await db()
    .select()
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.toAddress, email.toLowerCase()), eq(schema.mailOutbox.kind, "auth-verify-email")))
    .orderBy(desc(schema.mailOutbox.createdAt))
    .limit(1);
  const token = mail && new URL(mail.text.match(/https?:\/\/\S+verifyToken=\S+/)![0]).searchParams.get("verifyToken");
  if (!token || !(await verifyEmailToken(visitorRequest(ip), token))) throw new Error(`could not verify ${email}`);
  return created.userId;
}

/** Signs in; returns the Cookie header of the new session and the address it came from. */
export async function signInCustomer(email: string, password = TEST_PASSWORD) {
  const ip = testIp();
  const result = await signIn(visitorRequest(ip), { email, password });
  if (result.kind !== "signed-in") throw new Error(`sign-in failed: ${JSON.stringify(result)}`);
  return { ip, cookies: cookieJar(result.setCookies), userId: result.userId };
}

/** A verified customer, signed in. */
export async function createSignedInCustomer(email: string, options: Parameters<typeof createVerifiedCustomer>[1] = {}) {
  await createVerifiedCustomer(email, options);
  return signInCustomer(email, options.password);
}
