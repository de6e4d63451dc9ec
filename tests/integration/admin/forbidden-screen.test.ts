/**
 * A staff member refused a screen is told why, inside the back office: an owner-only screen answers
 * 403, and its page is the shell (its navigation) around a message saying the screen is the
 * owner's, in the admin's language. Through React Router's real request handler and the real admin
 * layout and screens, rendered to HTML as the server renders them: the settings (no boundary of its
 * own, so the layout's answers) and the search engines screen (its own list boundary).
 */
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { eq } from "drizzle-orm";
import { Outlet, ServerRouter, UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../db/schema";
import * as layoutModule from "../../../app/routes/admin/layout";
import * as settingsModule from "../../../app/routes/admin/settings";
import * as seoModule from "../../../app/routes/admin/seo";
import { adminMessages } from "../../../app/locales/admin";
import { LANGS } from "../../../app/lib/langs";
import { adminLangCookie, createLoadContext } from "../../../app/server/request-context.server";
import { createSignedInCustomer } from "../../support/accounts";
import { testRequestHandler } from "../../support/server-build";
import { pageRequest } from "../../support/admin-routes";
import { withSeededDatabase } from "../helpers";

const db = withSeededDatabase();
const cookies = { staff: "", owner: "" };

beforeAll(async () => {
  for (const role of ["staff", "owner"] as const) {
    const account = await createSignedInCustomer(`forbidden-screen-${role}@example.com`);
    await db().update(schema.user).set({ role }).where(eq(schema.user.id, account.userId));
    cookies[role] = account.cookies;
  }
});

/** A route module as the framework's build hands it over: its components get their props (loaderData, error). */
function built(module: Record<string, unknown>) {
  const { default: Component, ErrorBoundary, ...rest } = module as { default: never; ErrorBoundary?: never };
  return { ...rest, default: UNSAFE_withComponentProps(Component), ...(ErrorBoundary ? { ErrorBoundary: UNSAFE_withErrorBoundaryProps(ErrorBoundary) } : {}) };
}

const handle = testRequestHandler(
  [
    { id: "root", path: "", module: { default: () => createElement(Outlet) } },
    { id: "routes/admin/layout", parentId: "root", path: "admin", module: built(layoutModule) },
    { id: "routes/admin/settings", parentId: "routes/admin/layout", path: "settings", module: built(settingsModule) },
    { id: "routes/admin/seo", parentId: "routes/admin/layout", path: "seo", module: built(seoModule) },
  ],
  // The layout's middleware sets the admin's context, as in production (react-router.config.ts).
  { v8_middleware: true },
  (request, status, headers, context) =>
    new Response(renderToString(createElement(ServerRouter, { context, url: request.url })), { status, headers: { ...Object.fromEntries(headers), "Content-Type": "text/html" } }),
);

/** A page as a browser asks for it, in the admin language `lang` (its own cookie). */
async function open(path: string, role: keyof typeof cookies, lang = "fr") {
  const chosen = (await adminLangCookie.serialize(lang)).split(";")[0];
  const request = pageRequest(path, `${cookies[role]}; ${chosen}`);
  const response = await handle(request, createLoadContext({ cspNonce: "" }));
  return { status: response.status, html: await response.text() };
}

/** The HTML's text as a reader meets it: entities decoded, tags gone. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("a staff member opening an owner-only screen", () => {
  it.each(LANGS)("gets a 403 and, inside the shell's navigation, the screen is the owner's (%s)", async (lang) => {
    const t = adminMessages(lang);
    for (const path of ["/admin/settings", "/admin/seo"]) {
      const { status, html } = await open(path, "staff", lang);
      expect(status, path).toBe(403);
      const page = text(html);
      expect(page, path).toContain(t["shell.forbidden.title"]);
      expect(page, path).toContain(t["shell.forbidden.ownerOnly"].replace("{role}", t["shell.role.staff"]));
      // The shell is there: its main navigation, with the screens this role may open.
      expect(html, path).toContain(`aria-label="${t["shell.mainNav"]}"`);
      expect(html, path).toContain('href="/admin/orders"');
      expect(page, path).not.toContain("Une erreur est survenue");
    }
  });

  it("the owner opens the same screens", async () => {
    for (const path of ["/admin/settings", "/admin/seo"]) {
      const { status, html } = await open(path, "owner");
      expect(status, path).toBe(200);
      expect(text(html), path).not.toContain(adminMessages("fr")["shell.forbidden.title"]);
    }
  });
});
