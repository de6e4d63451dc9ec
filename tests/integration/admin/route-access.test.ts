/**
 * Every admin loader and action checks who is asking (issue 10, "Permissions"): this table lists
 * each route module under /admin with the permission its loader and action demand, and each one is
 * called as an anonymous visitor, as a customer, and as a staff member without the permission. They
 * get 401, 403 or a redirect to the sign-in, never data. The owner, who holds every permission, is
 * let through, so a check that refuses everyone cannot pass for a check that works.
 *
 * The table must name every admin route of app/routes.ts and every loader and action its module
 * exports: a new admin route, or a new export on an old one, fails here until it has its row.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../db/schema";
import routes from "../../../app/routes";
import { can, type Permission } from "../../../app/lib/permissions";
import { createSignedInCustomer } from "../../support/accounts";
import { withSeededDatabase } from "../helpers";
import { formRequest as form, pageRequest as page, runRoute as run, type RouteAnswer as Answer } from "../../support/admin-routes";

/** A loader or action open to signed-out visitors, with the reason it may be. */
type Open = { open: string };
type Guard = Permission | Open;
/**
 * `action` is the permission of a post without an intent; an action whose intents need different
 * permissions lists them in `intents`, and each is posted on its own.
 */
type RouteAccess = { loader?: Guard; action?: Guard; intents?: Record<string, Permission> };

const ADMIN_ROUTE_ACCESS: Record<string, RouteAccess> = {
  "routes/admin/layout.tsx": { loader: "dashboard:read" },
  "routes/admin/index.tsx": { loader: "dashboard:read" },
  "routes/admin/not-found.tsx": { loader: "dashboard:read" },
  "routes/admin/api.search.ts": { loader: "dashboard:read" },
  "routes/admin/api.order-alerts.ts": { loader: "orders:read" },
  "routes/admin/api.push.ts": { loader: "orders:read", action: "orders:read" },
  "routes/admin/api.lang.ts": { loader: { open: "only redirects to /admin" }, action: "dashboard:read" },
  "routes/admin/security.tsx": { loader: "dashboard:read", action: "dashboard:read" },
  "routes/admin/customers.tsx": { loader: "customers:read" },
  "routes/admin/customers.export.ts": { loader: "customers:read" },
  "routes/admin/customers.$id.tsx": {
    loader: "customers:read",
    action: "customers:write",
    intents: { note: "customers:write", "adjust-points": "loyalty:write", erase: "customers:erase" },
  },
  "routes/admin/customers.$id.export.ts": { loader: "customers:read" },
  "routes/admin/orders.tsx": { loader: "orders:read", action: "orders:write" },
  "routes/admin/orders.$id.tsx": { loader: "orders:read", action: "orders:write", intents: { move: "orders:write", note: "orders:write" } },
  "routes/admin/orders.export.ts": { loader: "orders:read" },
  "routes/admin/orders.delivery-notes.tsx": { loader: "orders:read" },
  "routes/admin/orders.collection.tsx": { loader: "orders:read" },
  "routes/admin/orders.collection.export.ts": { loader: "orders:read" },
  "routes/admin/products.tsx": { loader: "products:read", action: "products:write", intents: { prices: "prices:write" } },
  "routes/admin/products.prices.tsx": { loader: "prices:write", action: "prices:write" },
  "routes/admin/product-tools.tsx": {
    loader: "products:read",
    action: "products:write",
    intents: { "import-preview": "products:write", "import-apply": "products:write", "stocktake-preview": "stock:write", "stocktake-apply": "stock:write" },
  },
  "routes/admin/product-tools.export.ts": { loader: "products:read" },
  "routes/admin/products.$id.tsx": { loader: "products:read", action: "products:write", intents: { save: "products:write", duplicate: "products:write", delete: "products:write" } },
  "routes/admin/products.$id.stock.tsx": { loader: "stock:read", action: "stock:write" },
  "routes/admin/media.tsx": { loader: "products:read" },
  "routes/admin/media.$id.tsx": { loader: "products:read", action: "products:write", intents: { delete: "products:write" } },
  "routes/admin/media.upload.ts": { action: "products:write" },
  "routes/admin/media.library.ts": { loader: "products:read" },
  // Issue 12 points 1 to 4: content screens.
  "routes/admin/hero.tsx": { loader: "content:write", action: "content:write" },
  "routes/admin/hero.$id.tsx": { loader: "content:write", action: "content:write", intents: { save: "content:write", delete: "content:write" } },
  "routes/admin/homepage.tsx": { loader: "content:write", action: "content:write" },
  "routes/admin/pages.tsx": { loader: "content:write" },
  "routes/admin/pages.$slug.tsx": { loader: "content:write", action: "content:write", intents: { save: "content:write", preview: "content:write" } },
  "routes/admin/footer.tsx": { loader: "content:write", action: "content:write", intents: { save: "content:write", resetColumns: "content:write" } },
  "routes/admin/content.tsx": { loader: "content:write", action: "content:write" },
  "routes/admin/landing-pages.tsx": { loader: "content:write" },
  "routes/admin/landing-pages.$id.tsx": { loader: "content:write", action: "content:write", intents: { save: "content:write", delete: "content:write" } },
  // Issue 12 point 8: search engines.
  "routes/admin/seo.tsx": { loader: "seo:write", action: "seo:write" },
  "routes/admin/seo-pro.tsx": { loader: "seo:write" },
  "routes/admin/sitemaps.tsx": { loader: "seo:write" },
  "routes/admin/categories.tsx": {
    loader: "products:read",
    action: "products:write",
    intents: { move: "products:write", order: "products:write", activate: "products:write", deactivate: "products:write" },
  },
  "routes/admin/categories.$id.tsx": { loader: "products:read", action: "products:write", intents: { save: "products:write", delete: "products:write" } },
  // Issue 12 point 6: the dictionaries' texts and the owner's overrides.
  "routes/admin/design.tsx": { loader: "design:write", action: "design:write", intents: { draft: "design:write", publish: "design:write", revert: "design:write", reset: "design:write" } },
  "routes/admin/static-translations.tsx": { loader: "translations:write", action: "translations:write", intents: { save: "translations:write", reset: "translations:write" } },
  "routes/admin/translations.tsx": { loader: "translations:write", action: "translations:write", intents: { save: "translations:write" } },
  "routes/admin/loyalty.tsx": { loader: "customers:read" },
  "routes/admin/stock-updates.tsx": { loader: "stock:read", action: "settings:write", intents: { "low-stock-threshold": "settings:write" } },
  "routes/admin/reviews.tsx": { loader: "reviews:read", action: "reviews:write" },
  "routes/admin/messages.tsx": { loader: "messages:read", action: "messages:write" },
  "routes/admin/messages.$messageId.tsx": { loader: "messages:read", action: "messages:write" },
  "routes/admin/newsletter.tsx": { loader: "customers:read" },
  "routes/admin/newsletter.export.ts": { loader: "customers:read" },
  "routes/admin/mail.tsx": { loader: "mail:read", action: "mail:write" },
  "routes/admin/mail.$mailId.tsx": { loader: "mail:read", action: "mail:write" },
  "routes/admin/settings.staff.tsx": { loader: "staff:write", action: "staff:write" },
  "routes/admin/settings.audit.tsx": { loader: "audit:read" },
  "routes/admin/click-to-call.tsx": { loader: "settings:read", action: "settings:write" },
  "routes/admin/site-settings.tsx": { loader: "settings:read", action: "settings:write" },
  "routes/admin/configuration.tsx": { loader: "settings:read", action: "settings:write", intents: { currencies: "settings:write", loyalty: "settings:write" } },
  "routes/admin/settings.tsx": { loader: "settings:read", action: "settings:write", intents: { "require-two-factor": "settings:write", "low-stock-threshold": "settings:write", "test-mail": "mail:write" } },
  "routes/admin/diagnostics.tsx": { loader: "settings:read", action: "mail:write" },
  // Issue 13 point 3: the analytics screen and its CSV.
  "routes/admin/analytics.tsx": { loader: "analytics:read" },
  "routes/admin/analytics.export.ts": { loader: "analytics:read" },
  "routes/admin/install-pwa.tsx": { loader: "dashboard:read" },
  // Issue 13 point 5: the back office offline (its snapshot and its offline page).
  "routes/admin/api.offline-snapshot.ts": { loader: "orders:read" },
  "routes/admin/offline.tsx": { loader: "orders:read" },
  "routes/admin/auth.tsx": { loader: { open: "the sign-in page" }, action: { open: "the sign-in form" } },
  "routes/admin/claim-admin.tsx": { loader: { open: "claiming needs the one-time setup code" }, action: { open: "claiming needs the one-time setup code" } },
  "routes/admin/invitation.tsx": { loader: { open: "the invitation's token is the credential" }, action: { open: "the invitation's token is the credential" } },
};

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every admin route module of app/routes.ts, with an address that reaches it. */
function adminRoutes(): Array<{ file: string; url: string }> {
  const found: Array<{ file: string; url: string }> = [];
  const walk = (entries: RouteEntry[], base: string) => {
    for (const entry of entries) {
      const url = entry.path ? `${base}/${entry.path}`.replace(/\/+/g, "/") : base;
      if (entry.file.startsWith("routes/admin/")) found.push({ file: entry.file, url });
      if (entry.children) walk(entry.children, url);
    }
  };
  walk(routes as RouteEntry[], "");
  return found;
}

/** A concrete address for a route path: ":id" and the like get a value that exists nowhere. */
function concrete(url: string) {
  return (url || "/admin").replace(/:[a-zA-Z]+/g, () => randomUUID()).replace(/\*$/, "no-such-screen");
}

const isOpen = (guard: Guard): guard is Open => typeof guard === "object";

const db = withSeededDatabase();
const cookies = { customer: "", staff: "", owner: "" };

beforeAll(async () => {
  for (const role of ["customer", "staff", "owner"] as const) {
    const account = await createSignedInCustomer(`route-access-${role}@example.com`);
    await db().update(schema.user).set({ role }).where(eq(schema.user.id, account.userId));
    cookies[role] = account.cookies;
  }
});

/** Refused without data: a redirect to the sign-in, or 401/403 with nothing but the reason. */
function expectRefused(answer: Answer, statuses: number[]) {
  if (answer.status === 302) {
    expect(answer.location).toMatch(/^\/admin\/auth\?redirectTo=/);
    return;
  }
  expect(statuses).toContain(answer.status);
  expect(Object.keys(answer.data ?? {}).sort()).toEqual(expect.arrayContaining(["error"]));
  expect(Object.keys(answer.data ?? {}).every((key) => key === "error" || key === "permission")).toBe(true);
}

describe("the admin route access table", () => {
  it("names every admin route of app/routes.ts, and nothing else", () => {
    const files = [...new Set(adminRoutes().map((route) => route.file))].sort();
    expect(files.length).toBeGreaterThan(5);
    expect(Object.keys(ADMIN_ROUTE_ACCESS).sort()).toEqual(files);
  });

  it("names every loader and action each module exports", async () => {
    for (const [file, access] of Object.entries(ADMIN_ROUTE_ACCESS)) {
      const module = (await import(/* @vite-ignore */ `../../../app/${file}`)) as Record<string, unknown>;
      const exported = (["loader", "action"] as const).filter((name) => typeof module[name] === "function");
      const listed = (["loader", "action"] as const).filter((name) => access[name] !== undefined);
      expect(listed, file).toEqual(exported);
    }
  });
});

describe.each(adminRoutes())("$file", ({ file, url }) => {
  const access = ADMIN_ROUTE_ACCESS[file] ?? {};
  const handlers: Array<{ kind: "loader" | "action"; permission: Permission; intent?: string }> = (["loader", "action"] as const).flatMap((kind) => {
    const guard = access[kind];
    return guard && !isOpen(guard) ? [{ kind, permission: guard }] : [];
  });
  for (const [intent, permission] of Object.entries(access.intents ?? {})) handlers.push({ kind: "action", permission, intent });
  if (handlers.length === 0) it.skip("is open to signed-out visitors (see the table for why)", () => undefined);

  it.each(handlers)("$kind $intent: refuses the anonymous, the customer and staff without $permission; lets the owner in", async ({ kind, permission, intent }) => {
    const module = (await import(/* @vite-ignore */ `../../../app/${file}`)) as Record<string, (args: never) => unknown>;
    const handler = module[kind];
    const address = concrete(url);
    const call = (cookie: string) => run(handler, kind === "loader" ? page(address, cookie) : form(address, intent ? { intent } : {}, cookie), {});

    const anonymous = await call("");
    if (kind === "loader") {
      expect(anonymous.status, "an anonymous page request goes to the sign-in").toBe(302);
      expect(anonymous.location).toBe(`/admin/auth?redirectTo=${encodeURIComponent(new URL(address, "http://x").pathname)}`);
    } else {
      expectRefused(anonymous, [401]);
      expect(anonymous.status).toBe(401);
    }
    const customer = await call(cookies.customer);
    expect(customer.status, "a customer").toBe(403);
    expectRefused(customer, [403]);
    if (!can({ role: "staff" }, permission)) {
      const staff = await call(cookies.staff);
      expect(staff.status, "staff without the permission").toBe(403);
      expectRefused(staff, [403]);
    }
    const owner = await call(cookies.owner);
    expect([401, 403], "the owner holds every permission").not.toContain(owner.status);
    expect(owner.location ?? "").not.toMatch(/^\/admin\/auth/);
  });
});
