/**
 * The screen registry (app/lib/admin-screens.ts) is the one list of admin screens: app/routes.ts,
 * the menu (nav.ts), the breadcrumbs and the route access test read it. These checks keep the
 * places that still hold a copy (a route module's `handle`, the text areas of
 * app/locales/admin/index.ts) in agreement with it, and the menu as the owner and staff see it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import routes from "~/routes";
import { ADMIN_CRUMBS, ADMIN_LAYOUT, ADMIN_ROUTES, ADMIN_SCREENS } from "~/lib/admin-screens";
import { PERMISSIONS } from "~/lib/permissions";
import { hrefOf, NAV, visibleNav } from "~/components/admin/shell/nav";
import { AdminProvider } from "~/components/admin/shell/admin-context";
import { Breadcrumbs } from "~/components/admin/shell/breadcrumbs";
import { AREAS, adminMessages } from "~/locales/admin";

interface ConfigRoute {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigRoute[];
}

/** Every admin route of app/routes.ts as "/admin/…  file". */
function configuredAdminRoutes() {
  const found: string[] = [];
  const walk = (entries: ConfigRoute[], base: string) => {
    for (const entry of entries) {
      const url = entry.path ? `${base}/${entry.path}`.replace(/\/+/g, "/") : base;
      if (entry.file.startsWith("routes/admin/") && entry.file !== ADMIN_LAYOUT.file) found.push(`${url || "/"} ${entry.file}`);
      if (entry.children) walk(entry.children, url);
    }
  };
  walk(routes as ConfigRoute[], "");
  return found.sort();
}

/** The static part of a module's `export const handle = {…}`: its crumb key (or "data") and its parent. */
function moduleHandle(file: string) {
  const source = readFileSync(new URL(`../../../app/${file}`, import.meta.url), "utf8");
  const start = source.search(/^export const handle\b/m);
  if (start < 0) return undefined;
  const firstLine = source.slice(start, source.indexOf("\n", start));
  const text = firstLine.trimEnd().endsWith("};") ? firstLine : source.slice(start, source.indexOf("\n};", start) + 3);
  const parent = text.match(/parent:\s*\{\s*crumb:\s*"([^"]+)",\s*to:\s*"([^"]+)"\s*\}/);
  const rest = parent ? text.replace(parent[0], "") : text;
  const own = rest.match(/crumb:\s*"([^"]+)"/);
  const to = rest.match(/\bto:\s*"([^"]+)"/);
  return {
    crumb: own ? own[1] : /crumb:\s*\(/.test(rest) ? "data" : undefined,
    parent: parent ? { crumb: parent[1], to: parent[2] } : undefined,
    to: to ? to[1] : undefined,
  };
}

describe("the admin screen registry", () => {
  it("gives app/routes.ts its admin routes, one module each", () => {
    const declared = ADMIN_ROUTES.map((route) => `${route.path === "" ? "/admin" : `/admin/${route.path}`} ${route.file}`).sort();
    expect(configuredAdminRoutes()).toEqual(declared);
    expect(new Set(ADMIN_ROUTES.map((route) => route.file)).size).toBe(ADMIN_ROUTES.length);
  });

  it("names each screen once, each permission from the permission list", () => {
    expect(new Set(ADMIN_SCREENS.map((screen) => screen.id)).size).toBe(ADMIN_SCREENS.length);
    const named = ADMIN_ROUTES.flatMap((route) => [route.loader, route.action, ...Object.values(route.intents ?? {})]).filter((guard) => typeof guard === "string");
    expect(named.filter((permission) => !(PERMISSIONS as readonly string[]).includes(permission))).toEqual([]);
  });

  it("puts every screen of the menu there with its main page, an icon and a name in every language", () => {
    const menu = ADMIN_SCREENS.filter((screen) => screen.nav);
    expect(NAV.map((entry) => entry.id)).toEqual(menu.map((screen) => screen.id));
    for (const entry of NAV) {
      expect(entry.icon, entry.id).toBeTruthy();
      expect(ADMIN_ROUTES.some((route) => route.screen.id === entry.id && route.path === entry.path), entry.id).toBe(true);
      expect(adminMessages("fr")[entry.label], entry.label).toBeTruthy();
    }
  });

  it("shows the owner and staff the menu they had", () => {
    // The menu's order, groups and permissions before the registry (nav.ts's own list).
    expect(visibleNav("staff").map((entry) => `${entry.group}:${entry.id}`)).toEqual([
      "daily:dashboard",
      "daily:orders",
      "daily:customers",
      "daily:loyalty",
      "daily:stock-updates",
      "daily:reviews",
      "daily:messages",
      "catalog:products",
      "catalog:categories",
      "catalog:product-tools",
      "catalog:media",
      "marketing:newsletter",
      "settings:mail",
      "settings:install-pwa",
      "settings:security",
    ]);
    expect(visibleNav("owner").map(hrefOf)).toEqual(NAV.filter((entry) => entry.id !== "analytics").map(hrefOf));
    expect(NAV.find((entry) => entry.id === "click-to-call")?.permission).toBe("settings:write");
    expect(NAV.find((entry) => entry.id === "staff")?.path).toBe("settings/staff");
    expect(visibleNav("customer")).toEqual([]);
  });

  it("names every admin text area, and only those", () => {
    const named = new Set(ADMIN_SCREENS.flatMap((screen) => screen.areas));
    expect([...named].sort()).toEqual(Object.keys(AREAS).sort());
  });

  it.each([ADMIN_LAYOUT.file, ...ADMIN_ROUTES.filter((route) => !route.outside).map((route) => route.file)])("agrees with the handle %s still exports", (file) => {
    const own = moduleHandle(file);
    if (!own) return;
    const registry = ADMIN_CRUMBS[file.replace(/\.tsx?$/, "")] ?? {};
    if (own.parent) expect(registry.parent).toEqual(own.parent);
    if (own.crumb && own.crumb !== "data") expect(registry.crumb).toBe(own.crumb);
    if (own.to) expect(registry.to).toBe(own.to);
  });

  it("gives a screen's page its menu name, and a page under it the screen's step first", () => {
    // A screen whose module exports no handle still gets its steps from the registry.
    const render = (path: string, id: string) => {
      const router = createMemoryRouter(
        [{ id: "routes/admin/layout", path: "/admin", element: createElement(Breadcrumbs), children: [{ id, path: path.replace("/admin/", ""), element: null }] }],
        { initialEntries: [path] },
      );
      return renderToStaticMarkup(
        createElement(AdminProvider, {
          lang: "fr",
          messages: { ...adminMessages("fr") },
          user: { name: "Maya", email: "maya@example.com", role: "owner" },
          permissions: [],
          children: createElement(RouterProvider, { router }),
        }),
      ).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
    };
    const fr = adminMessages("fr");
    expect(render("/admin/seo-pro", "routes/admin/seo-pro")).toBe(`${fr["shell.nav.dashboard"]} ${fr["shell.nav.seoPro"]}`);
    expect(render("/admin/orders/collection", "routes/admin/orders.collection")).toBe(
      `${fr["shell.nav.dashboard"]} ${fr["shell.nav.orders"]} ${fr["adminOrders.collection.title"]}`,
    );
  });
});
