/**
 * What the access screens need beyond better-auth's flow (features/auth/auth-flow.server.ts): the
 * role of the account that just signed in, where to go afterwards, and ending a session that may
 * not stay (a customer's, signed in at the back office door).
 */
import { eq } from "drizzle-orm";
import { db } from "~/server/db.server";
import { env } from "~/server/env.server";
import { safeReturnPath } from "~/server/redirect.server";
import { signOut } from "~/features/auth/auth-flow.server";
import { cookieJar } from "~/features/admin/cookie-jar";
import { user } from "../../../db/schema";

export async function accountAccess(userId: string) {
  const [row] = await db().select({ role: user.role, twoFactorEnabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  return { role: row?.role ?? "customer", twoFactorEnabled: Boolean(row?.twoFactorEnabled) };
}

/** A same-site admin path to return to after signing in, never the door itself. */
export function adminDestination(value: unknown): string {
  const path = safeReturnPath(value, "/admin");
  const bare = path.split(/[?#]/)[0];
  if (!(bare === "/admin" || bare.startsWith("/admin/"))) return "/admin";
  if (["/admin/auth", "/admin/claim-admin"].some((door) => bare === door || bare.startsWith(`${door}/`))) return "/admin";
  return path;
}

/**
 * Ends the session better-auth has just opened (its Set-Cookie headers) and returns the headers
 * that clear it in the browser: a customer never leaves the back office's door signed in by it.
 */
export async function endNewSession(request: Request, setCookies: string[]): Promise<string[]> {
  const headers = new Headers(request.headers);
  headers.set("cookie", cookieJar(setCookies, request.headers.get("cookie") ?? ""));
  return signOut(new Request(`${env().publicUrl}/admin/auth`, { method: "POST", headers }));
}
