/**
 * Calling an admin route's loader or action as React Router would, for integration tests: a page
 * request or a form post with the given cookies, with the context the admin's middleware sets
 * (adminContext), and the answer (returned or thrown) as { status, location, data }.
 */
import { RouterContextProvider } from "react-router";
import { env } from "../../app/server/env.server";
import { adminPageLang, provideRequestContext, resolveAdmin } from "../../app/server/request-context.server";
import { adminMessages } from "../../app/locales/admin";
import { testIp } from "./accounts";

/** The signed-out access pages and the security page read `?lang=` first (admin-context.server.ts). */
const ACCESS_PAGES = /^\/admin\/(auth|claim-admin|invitation\/[^/]+|security)$/;

/** The context the admin's middleware gives a loader or action of this request. */
export async function adminRouteContext(request: Request): Promise<RouterContextProvider> {
  const langOf = ACCESS_PAGES.test(new URL(request.url).pathname) ? adminPageLang : undefined;
  return provideRequestContext(new RouterContextProvider(), await resolveAdmin(request, adminMessages, langOf));
}

export type RouteAnswer = { status: number; location?: string | null; data?: Record<string, unknown>; setCookies: string[] };

export async function runRoute(handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}): Promise<RouteAnswer> {
  try {
    const context = await adminRouteContext(request);
    const value = (await handler({ request, params, context } as never)) as { init?: { status?: number; headers?: HeadersInit } | null; data?: unknown };
    if (value instanceof Response) return { status: value.status, location: value.headers.get("Location"), setCookies: value.headers.getSetCookie() };
    if (value && typeof value === "object" && "init" in value && "data" in value) {
      const headers = new Headers(value.init?.headers);
      return { status: value.init?.status ?? 200, data: value.data as Record<string, unknown>, setCookies: headers.getSetCookie() };
    }
    return { status: 200, data: value as Record<string, unknown>, setCookies: [] };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location"), setCookies: thrown.headers.getSetCookie() };
    const dataError = thrown as { init?: { status?: number }; data?: unknown; type?: string };
    if (dataError && typeof dataError === "object" && dataError.type === "DataWithResponseInit") {
      return { status: dataError.init?.status ?? 500, data: dataError.data as Record<string, unknown>, setCookies: [] };
    }
    throw thrown;
  }
}

/** A form post, as a browser sends it. */
export function formRequest(path: string, fields: Record<string, string> | URLSearchParams, cookies = "") {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": testIp(), "user-agent": "vitest" });
  if (cookies) headers.set("cookie", cookies);
  return new Request(`${env().publicUrl}${path}`, { method: "POST", headers, body: fields instanceof URLSearchParams ? fields : new URLSearchParams(fields) });
}

/** A browser asking for a page. */
export function pageRequest(path: string, cookies = "") {
  const headers = new Headers({ accept: "text/html", "x-forwarded-for": testIp() });
  if (cookies) headers.set("cookie", cookies);
  return new Request(`${env().publicUrl}${path}`, { headers });
}
