/**
 * /admin/security without JavaScript: the forms post as plain documents, so React Router runs the
 * action, then the page's loader in the same request. Turning two-factor on (and off) gives the
 * session a new token; the owner stays signed in, sees two-factor on, and is never answered 401.
 * Through React Router's real request handler. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { cookieJar, createSignedInCustomer, testIp, TEST_PASSWORD } from "../../support/accounts";
import { testRequestHandler, type RenderDocument } from "../../support/server-build";
import { totp } from "../../support/totp";
import { env } from "../../../app/server/env.server";
import * as security from "../../../app/routes/admin/security";

const db = withSeededDatabase();

/** The document's render: what the page would be drawn from. */
const document: RenderDocument = (_request, status, headers, { staticHandlerContext: context }) =>
  Response.json({ status, errors: context.errors, loaderData: context.loaderData, actionData: context.actionData }, { status, headers });

const handle = testRequestHandler(
  [
    { id: "root", path: "", module: { default: () => null } },
    { id: "security", parentId: "root", path: "admin/security", module: security },
  ],
  // The page's own middleware sets the admin's context, as in production (react-router.config.ts).
  { v8_middleware: true },
  document,
);

const url = `${env().publicUrl}/admin/security`;

function browserHeaders(cookies: string) {
  return new Headers({ accept: "text/html", cookie: `${cookies}; admin_lang=fr`, "x-forwarded-for": testIp(), "user-agent": "vitest" });
}

/** A plain form post, as a browser without JavaScript sends it. */
function post(cookies: string, fields: Record<string, string>) {
  const headers = browserHeaders(cookies);
  headers.set("content-type", "application/x-www-form-urlencoded");
  return handle(new Request(url, { method: "POST", headers, body: new URLSearchParams(fields) }));
}

function open(cookies: string, search = "") {
  return handle(new Request(`${url}${search}`, { headers: browserHeaders(cookies) }));
}

type Page = { status: number; errors: unknown; loaderData: { security?: { twoFactorEnabled: boolean } }; actionData: { security?: { setup?: { secret: string }; done?: string } } | null };

let owner: Awaited<ReturnType<typeof createSignedInCustomer>>;

beforeAll(async () => {
  owner = await createSignedInCustomer("owner.nojs@example.com");
  await db().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
});

describe("two-factor from the plain form", () => {
  it("turns on and off without signing the owner out", async () => {
    let cookies = owner.cookies;
    const started = await post(cookies, { intent: "enable", password: TEST_PASSWORD });
    expect(started.status).toBe(200);
    const secret = ((await started.json()) as Page).actionData!.security!.setup!.secret;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    const confirmed = await post(cookies, { intent: "confirm", code: totp(secret) });
    expect(confirmed.status).not.toBe(401);
    expect([302, 303]).toContain(confirmed.status);
    cookies = cookieJar(confirmed.headers.getSetCookie(), cookies);

    // The page the browser lands on: signed in, two-factor on, and told so.
    const after = await open(cookies, new URL(confirmed.headers.get("location")!, url).search);
    expect(after.status).toBe(200);
    const page = (await after.json()) as Page & { loaderData: { security: { twoFactorEnabled: boolean; done?: string } } };
    expect(page.loaderData.security.twoFactorEnabled).toBe(true);
    expect(page.loaderData.security.done).toBe("Vérification en deux étapes activée.");
    const [row] = await db().select({ twoFactorEnabled: schema.user.twoFactorEnabled }).from(schema.user).where(eq(schema.user.id, owner.userId));
    expect(row.twoFactorEnabled).toBe(true);

    const disabled = await post(cookies, { intent: "disable", password: TEST_PASSWORD });
    expect([302, 303]).toContain(disabled.status);
    cookies = cookieJar(disabled.headers.getSetCookie(), cookies);
    const off = await open(cookies, new URL(disabled.headers.get("location")!, url).search);
    expect(off.status).toBe(200);
    expect(((await off.json()) as Page).loaderData.security!.twoFactorEnabled).toBe(false);
  });
});
