/**
 * Every admin loader and action checks who is asking (docs/product/security-rules.md#sec-2): the
 * screen registry (app/lib/admin-screens.ts) declares each route module under /admin with the
 * permission its loader and action demand, and each one is called as an anonymous visitor, as a
 * customer, and as a staff member without the permission. They get 401, 403 or a redirect to the
 * sign-in, never data; the customer's refusal names the declared permission, so the module asks
 * requireStaff for exactly that one. The owner, who holds every permission, is let through, so a
 * check that refuses everyone cannot pass for a check that works.
 *
 * The registry must name every admin route of app/routes.ts and every loader and action its module
 * exports: a new admin route is tested as soon as it is in the registry, and a new export on an old
 * one fails here until the registry declares its permission.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../db/schema";
import routes from "../../../app/routes";
import { can, type Permission } from "../../../app/lib/permissions";
import { ADMIN_LAYOUT, ADMIN_ROUTES, type OpenAccess } from "../../../app/lib/admin-screens";
import { createSignedInCustomer } from "../../support/accounts";
import { withSeededDatabase } from "../helpers";
import { formRequest as form, pageRequest as page, runRoute as run, type RouteAnswer as Answer } from "../../support/admin-routes";

type Guard = Permission | OpenAccess;
/**
 * `action` is the permission of a post without an intent; an action whose intents need different
 * permissions lists them in `intents`, and each is posted on its own.
 */
type RouteAccess = { loader?: Guard; action?: Guard; intents?: Record<string, Permission> };

/** Each admin route module's expected access, as the screen registry declares it. */
const ADMIN_ROUTE_ACCESS: Record<string, RouteAccess> = Object.fromEntries([
  [ADMIN_LAYOUT.file, { loader: ADMIN_LAYOUT.loader }],
  ...ADMIN_ROUTES.map(({ file, loader, action, intents }) => [file, { loader, action, intents }]),
]);

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

const isOpen = (guard: Guard): guard is OpenAccess => typeof guard === "object";

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

describe("the admin route access declared by the screen registry", () => {
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
  if (handlers.length === 0) it.skip("is open to signed-out visitors (see the registry for why)", () => undefined);

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
    expect(customer.data?.permission, "requireStaff is asked for the declared permission").toBe(permission);
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
