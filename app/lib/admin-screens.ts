/**
 * The back office's screens, in one list: each screen's address, route modules, menu place,
 * permissions, breadcrumb and text areas. The admin block of app/routes.ts, the shell's menu
 * (app/components/admin/shell/nav.ts), the breadcrumbs and the route access test
 * (tests/integration/admin/route-access.test.ts) are all read from here, so adding a screen is one
 * entry here, its route module and its texts (docs/architecture.md, "Adding an admin screen").
 *
 * Plain data only: app/routes.ts imports it at build time and the shell in the browser, so it
 * imports nothing but types (no React, no server code). The menu's icons live in nav.ts, keyed by
 * screen id.
 */
import type { Permission } from "./permissions";

export type NavGroup = "daily" | "catalog" | "content" | "marketing" | "settings";

/** The menu's groups, in their order. */
export const NAV_GROUPS: NavGroup[] = ["daily", "catalog", "content", "marketing", "settings"];

/** A loader or action open to signed-out visitors, with the reason it may be. */
export type OpenAccess = { open: string };
export type Guard = Permission | OpenAccess;

export interface AdminRoute {
  /** The address under /admin: "" for the layout's index (the dashboard), "*" for its catch-all. */
  path: string;
  /** The route module, relative to app/. */
  file: string;
  /**
   * Mounted outside the staff layout: resource routes (exports, APIs, uploads) and the pages a
   * signed-out visitor reaches (sign-in, invitation). Such a route has no shell and no breadcrumbs.
   */
  outside?: true;
  /** The permission its loader demands (requireStaff), or why it is open. */
  loader?: Guard;
  /** The permission a post without an intent demands. */
  action?: Guard;
  /** An action whose intents need different permissions: each intent's permission. */
  intents?: Record<string, Permission>;
  /**
   * Its own breadcrumb step, a dictionary key. By default the screen's main page shows the screen's
   * menu name and another page of the screen shows the step its module's `handle.crumb` computes
   * from its loader data; `false` shows none (the dashboard's step is the layout's).
   */
  crumb?: string | false;
  /**
   * A larger request body than a form's (server/http.ts BODY_LIMITS): the editors that post four
   * languages of texts, the media upload, the product tools' CSV.
   */
  bodyLimit?: BodyLimit;
}

export type BodyLimit = "textEditor" | "mediaUpload" | "productTools";

export interface AdminScreen {
  /** A stable name: the menu's and the command menu's id, the dashboard's shortcuts. */
  id: string;
  /** The main page's address under /admin ("" for the dashboard). */
  path: string;
  /** Its name in the admin dictionaries, under "shell.nav." (app/locales/admin/shell.ts). */
  label?: string;
  /**
   * Its place in the menu (sidebar, drawer, bottom bar, command menu, dashboard shortcuts).
   * `ready` says the screen is built: one that is not is hidden everywhere rather than faked.
   * `permission` is what the menu asks to show it, by default its main page's loader permission.
   */
  nav?: { group: NavGroup; ready: boolean; permission?: Permission };
  /** The admin dictionary areas its pages use (app/locales/admin/index.ts AREAS). */
  areas: string[];
  /** Its route modules: the main page first, then its other pages and resource routes. */
  routes: AdminRoute[];
}

/** The staff layout around every screen: its loader is the shell's guard, its step the dashboard's. */
export const ADMIN_LAYOUT = {
  file: "routes/admin/layout.tsx",
  loader: "dashboard:read",
  crumb: { crumb: "shell.nav.dashboard", to: "/admin" },
} as const satisfies { file: string; loader: Permission; crumb: { crumb: string; to: string } };

const r = (path: string, file: string, access: Omit<AdminRoute, "path" | "file"> = {}): AdminRoute => ({ path, file: `routes/admin/${file}`, ...access });

/**
 * In the menu's order (within each group). Screens without `nav` (the shell's own routes, the
 * access pages, the offline page) come last.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { id: "dashboard", path: "", label: "dashboard", nav: { group: "daily", ready: true }, areas: ["dashboard"], routes: [r("", "index.tsx", { loader: "dashboard:read", crumb: false })] },
  {
    id: "orders",
    path: "orders",
    label: "orders",
    nav: { group: "daily", ready: true },
    areas: ["adminOrders"],
    routes: [
      r("orders", "orders.tsx", { loader: "orders:read", action: "orders:write" }),
      r("orders/collection", "orders.collection.tsx", { loader: "orders:read", crumb: "adminOrders.collection.title" }),
      r("orders/:id", "orders.$id.tsx", { loader: "orders:read", action: "orders:write", intents: { move: "orders:write", note: "orders:write" } }),
      r("orders/export.csv", "orders.export.ts", { outside: true, loader: "orders:read" }),
      r("orders/collection.csv", "orders.collection.export.ts", { outside: true, loader: "orders:read" }),
      r("orders/delivery-notes", "orders.delivery-notes.tsx", { outside: true, loader: "orders:read" }),
    ],
  },
  {
    id: "customers",
    path: "customers",
    label: "customers",
    nav: { group: "daily", ready: true },
    areas: ["customers"],
    routes: [
      r("customers", "customers.tsx", { loader: "customers:read" }),
      r("customers/:id", "customers.$id.tsx", {
        loader: "customers:read",
        action: "customers:write",
        intents: { note: "customers:write", "adjust-points": "loyalty:write", erase: "customers:erase" },
      }),
      r("customers/export.csv", "customers.export.ts", { outside: true, loader: "customers:read" }),
      r("customers/:id/export.json", "customers.$id.export.ts", { outside: true, loader: "customers:read" }),
    ],
  },
  { id: "loyalty", path: "loyalty", label: "loyalty", nav: { group: "daily", ready: true }, areas: ["loyalty"], routes: [r("loyalty", "loyalty.tsx", { loader: "customers:read" })] },
  {
    id: "stock-updates",
    path: "stock-updates",
    label: "stockUpdates",
    nav: { group: "daily", ready: true },
    areas: ["stock"],
    routes: [r("stock-updates", "stock-updates.tsx", { loader: "stock:read", action: "settings:write", intents: { "low-stock-threshold": "settings:write" } })],
  },
  { id: "reviews", path: "reviews", label: "reviews", nav: { group: "daily", ready: true }, areas: ["reviewQueue"], routes: [r("reviews", "reviews.tsx", { loader: "reviews:read", action: "reviews:write" })] },
  {
    id: "messages",
    path: "messages",
    label: "messages",
    nav: { group: "daily", ready: true },
    areas: ["messages"],
    routes: [
      r("messages", "messages.tsx", { loader: "messages:read", action: "messages:write" }),
      r("messages/:messageId", "messages.$messageId.tsx", { loader: "messages:read", action: "messages:write" }),
    ],
  },
  {
    id: "products",
    path: "products",
    label: "products",
    nav: { group: "catalog", ready: true },
    areas: ["products", "productEditor"],
    routes: [
      r("products", "products.tsx", { loader: "products:read", action: "products:write", intents: { prices: "prices:write" } }),
      // The bulk price change's preview and apply (from the list's selection).
      r("products/prices", "products.prices.tsx", { loader: "prices:write", action: "prices:write", crumb: "products.prices.title" }),
      // The product editor: "new" creates, any other id edits (one form, one action).
      r("products/:id", "products.$id.tsx", { bodyLimit: "textEditor", loader: "products:read", action: "products:write", intents: { save: "products:write", duplicate: "products:write", delete: "products:write" } }),
      r("products/:id/stock", "products.$id.stock.tsx", { loader: "stock:read", action: "stock:write" }),
    ],
  },
  {
    id: "categories",
    path: "categories",
    label: "categories",
    nav: { group: "catalog", ready: true },
    areas: ["categories"],
    routes: [
      r("categories", "categories.tsx", {
        loader: "products:read",
        action: "products:write",
        intents: { move: "products:write", order: "products:write", activate: "products:write", deactivate: "products:write" },
      }),
      r("categories/:id", "categories.$id.tsx", { bodyLimit: "textEditor", loader: "products:read", action: "products:write", intents: { save: "products:write", delete: "products:write" } }),
    ],
  },
  // Export for whoever reads the catalogue, import for products:write, the stocktake for stock:write.
  {
    id: "product-tools",
    path: "product-tools",
    label: "productTools",
    nav: { group: "catalog", ready: true },
    areas: ["productTools"],
    routes: [
      r("product-tools", "product-tools.tsx", {
        bodyLimit: "productTools",
        loader: "products:read",
        action: "products:write",
        intents: { "import-preview": "products:write", "import-apply": "products:write", "stocktake-preview": "stock:write", "stocktake-apply": "stock:write" },
      }),
      r("product-tools/export.csv", "product-tools.export.ts", { outside: true, loader: "products:read" }),
    ],
  },
  // docs/product/admin-back-office.md#adm-16: read with the catalogue (products:read), added to and deleted from with products:write.
  {
    id: "media",
    path: "media",
    label: "media",
    nav: { group: "catalog", ready: true },
    areas: ["media"],
    routes: [
      r("media", "media.tsx", { loader: "products:read" }),
      r("media/:id", "media.$id.tsx", { loader: "products:read", action: "products:write", intents: { delete: "products:write" } }),
      // The upload (multipart, JSON answer) and the image picker's pages.
      r("media/upload", "media.upload.ts", { outside: true, bodyLimit: "mediaUpload", action: "products:write" }),
      r("media/library", "media.library.ts", { outside: true, loader: "products:read" }),
    ],
  },
  // The content screens (docs/product/admin-back-office.md#adm-19 to #adm-23).
  { id: "content", path: "content", label: "content", nav: { group: "content", ready: true }, areas: ["contentTexts"], routes: [r("content", "content.tsx", { bodyLimit: "textEditor", loader: "content:write", action: "content:write" })] },
  {
    id: "pages",
    path: "pages",
    label: "pages",
    nav: { group: "content", ready: true },
    areas: ["pages"],
    routes: [
      r("pages", "pages.tsx", { loader: "content:write" }),
      r("pages/:slug", "pages.$slug.tsx", { bodyLimit: "textEditor", loader: "content:write", action: "content:write", intents: { save: "content:write", preview: "content:write" } }),
    ],
  },
  {
    id: "landing-pages",
    path: "landing-pages",
    label: "landingPages",
    nav: { group: "content", ready: true },
    areas: ["landingPages"],
    routes: [
      r("landing-pages", "landing-pages.tsx", { loader: "content:write" }),
      // "new" creates, any other id edits.
      r("landing-pages/:id", "landing-pages.$id.tsx", { bodyLimit: "textEditor", loader: "content:write", action: "content:write", intents: { save: "content:write", delete: "content:write" } }),
    ],
  },
  { id: "homepage", path: "homepage", label: "homepage", nav: { group: "content", ready: true }, areas: ["homepage"], routes: [r("homepage", "homepage.tsx", { bodyLimit: "textEditor", loader: "content:write", action: "content:write" })] },
  {
    id: "hero",
    path: "hero",
    label: "hero",
    nav: { group: "content", ready: true },
    areas: ["hero"],
    routes: [
      r("hero", "hero.tsx", { loader: "content:write", action: "content:write" }),
      r("hero/:id", "hero.$id.tsx", { bodyLimit: "textEditor", loader: "content:write", action: "content:write", intents: { save: "content:write", delete: "content:write" } }),
    ],
  },
  {
    id: "footer",
    path: "footer",
    label: "footer",
    nav: { group: "content", ready: true },
    areas: ["footer"],
    routes: [r("footer", "footer.tsx", { bodyLimit: "textEditor", loader: "content:write", action: "content:write", intents: { save: "content:write", resetColumns: "content:write" } })],
  },
  // Every translatable text across the shop, and every dictionary text with the owner's overrides (docs/product/admin-back-office.md#adm-24, #adm-25).
  {
    id: "translations",
    path: "translations",
    label: "translations",
    nav: { group: "content", ready: true },
    areas: ["translations"],
    routes: [r("translations", "translations.tsx", { bodyLimit: "textEditor", loader: "translations:write", action: "translations:write", intents: { save: "translations:write" } })],
  },
  {
    id: "static-translations",
    path: "static-translations",
    label: "staticTranslations",
    nav: { group: "content", ready: true },
    areas: ["staticTranslations"],
    routes: [r("static-translations", "static-translations.tsx", { bodyLimit: "textEditor", loader: "translations:write", action: "translations:write", intents: { save: "translations:write", reset: "translations:write" } })],
  },
  // Search engines (docs/product/admin-back-office.md#adm-31).
  { id: "seo", path: "seo", label: "seo", nav: { group: "marketing", ready: true }, areas: ["seo"], routes: [r("seo", "seo.tsx", { bodyLimit: "textEditor", loader: "seo:write", action: "seo:write" })] },
  { id: "seo-pro", path: "seo-pro", label: "seoPro", nav: { group: "marketing", ready: true }, areas: ["seo"], routes: [r("seo-pro", "seo-pro.tsx", { loader: "seo:write" })] },
  { id: "sitemaps", path: "sitemaps", label: "sitemaps", nav: { group: "marketing", ready: true }, areas: ["seo"], routes: [r("sitemaps", "sitemaps.tsx", { loader: "seo:write" })] },
  // The analytics screen and its CSV (docs/product/admin-back-office.md#adm-32).
  {
    id: "analytics",
    path: "analytics",
    label: "analytics",
    nav: { group: "marketing", ready: false },
    areas: ["analytics"],
    routes: [r("analytics", "analytics.tsx", { loader: "analytics:read" }), r("analytics/export.csv", "analytics.export.ts", { outside: true, loader: "analytics:read" })],
  },
  // The settings screens (docs/product/admin-back-office.md#adm-27 to #adm-30). The menu shows click-to-call to whoever may change it.
  {
    id: "click-to-call",
    path: "click-to-call",
    label: "clickToCall",
    nav: { group: "marketing", ready: true, permission: "settings:write" },
    areas: ["clickToCall"],
    routes: [r("click-to-call", "click-to-call.tsx", { loader: "settings:read", action: "settings:write" })],
  },
  {
    id: "newsletter",
    path: "newsletter",
    label: "newsletter",
    nav: { group: "marketing", ready: true },
    areas: ["subscribers"],
    routes: [r("newsletter", "newsletter.tsx", { loader: "customers:read" }), r("newsletter/export.csv", "newsletter.export.ts", { outside: true, loader: "customers:read" })],
  },
  // The design editor (design_settings, design_versions).
  {
    id: "design",
    path: "design",
    label: "design",
    nav: { group: "settings", ready: true },
    areas: ["design"],
    routes: [r("design", "design.tsx", { loader: "design:write", action: "design:write", intents: { draft: "design:write", publish: "design:write", revert: "design:write", reset: "design:write" } })],
  },
  { id: "site-settings", path: "site-settings", label: "siteSettings", nav: { group: "settings", ready: true }, areas: ["siteSettings"], routes: [r("site-settings", "site-settings.tsx", { loader: "settings:read", action: "settings:write" })] },
  {
    id: "configuration",
    path: "configuration",
    label: "configuration",
    nav: { group: "settings", ready: true },
    areas: ["configuration"],
    routes: [r("configuration", "configuration.tsx", { loader: "settings:read", action: "settings:write", intents: { currencies: "settings:write", loyalty: "settings:write" } })],
  },
  {
    id: "settings",
    path: "settings",
    label: "settings",
    nav: { group: "settings", ready: true },
    areas: ["settings"],
    routes: [
      r("settings", "settings.tsx", { loader: "settings:read", action: "settings:write", intents: { "require-two-factor": "settings:write", "low-stock-threshold": "settings:write", "test-mail": "mail:write" } }),
    ],
  },
  // The owner's diagnostics (docs/product/admin-back-office.md#adm-33).
  { id: "diagnostics", path: "diagnostics", label: "diagnostics", nav: { group: "settings", ready: true }, areas: ["diagnostics"], routes: [r("diagnostics", "diagnostics.tsx", { loader: "settings:read", action: "mail:write" })] },
  {
    id: "mail",
    path: "mail",
    label: "mail",
    nav: { group: "settings", ready: true },
    areas: ["mail", "inbox"],
    routes: [r("mail", "mail.tsx", { loader: "mail:read", action: "mail:write" }), r("mail/:mailId", "mail.$mailId.tsx", { loader: "mail:read", action: "mail:write" })],
  },
  // The back office as an app, and this device's new-order alerts (docs/product/admin-back-office.md#adm-34).
  { id: "install-pwa", path: "install-pwa", label: "installPwa", nav: { group: "settings", ready: true }, areas: ["installPwa"], routes: [r("install-pwa", "install-pwa.tsx", { loader: "dashboard:read" })] },
  // Access (docs/product/admin-back-office.md#adm-2): the team, and one's own sign-in security (two-factor, devices).
  {
    id: "staff",
    path: "settings/staff",
    label: "staff",
    nav: { group: "settings", ready: true },
    areas: ["access"],
    routes: [r("settings/staff", "settings.staff.tsx", { loader: "staff:write", action: "staff:write", crumb: "access.staff.title" })],
  },
  // Outside the layout: the set-up of two-factor must open before it is on (app/server/permissions.server.ts).
  { id: "security", path: "security", label: "security", nav: { group: "settings", ready: true }, areas: ["access"], routes: [r("security", "security.tsx", { outside: true, loader: "dashboard:read", action: "dashboard:read" })] },
  // The full audit log, the owner's only (docs/product/admin-back-office.md#adm-12).
  { id: "audit", path: "settings/audit", label: "audit", nav: { group: "settings", ready: true }, areas: ["audit"], routes: [r("settings/audit", "settings.audit.tsx", { loader: "audit:read" })] },

  // The shell's own routes: command-menu search, language switch, new-order alerts, the catch-all.
  {
    id: "shell",
    path: "",
    areas: ["shell", "translatedFields", "orderAlerts"],
    routes: [
      r("api/search", "api.search.ts", { outside: true, loader: "dashboard:read" }),
      r("api/lang", "api.lang.ts", { outside: true, loader: { open: "only redirects to /admin" }, action: "dashboard:read" }),
      r("api/order-alerts", "api.order-alerts.ts", { outside: true, loader: "orders:read" }),
      r("api/push", "api.push.ts", { outside: true, loader: "orders:read", action: "orders:read" }),
      r("*", "not-found.tsx", { loader: "dashboard:read", crumb: false }),
    ],
  },
  // The back office offline: its snapshot and its offline page (docs/product/admin-back-office.md#adm-34).
  {
    id: "offline",
    path: "offline",
    areas: ["adminOffline"],
    routes: [r("api/offline-snapshot", "api.offline-snapshot.ts", { outside: true, loader: "orders:read" }), r("offline", "offline.tsx", { loader: "orders:read", crumb: "adminOffline.title" })],
  },
  // Access (docs/product/admin-back-office.md#adm-2): reachable signed out, so outside the layout that requires staff.
  {
    id: "access",
    path: "auth",
    areas: ["access"],
    routes: [
      r("auth", "auth.tsx", { outside: true, loader: { open: "the sign-in page" }, action: { open: "the sign-in form" } }),
      r("claim-admin", "claim-admin.tsx", { outside: true, loader: { open: "claiming needs the one-time setup code" }, action: { open: "claiming needs the one-time setup code" } }),
      r("invitation/:token", "invitation.tsx", { outside: true, loader: { open: "the invitation's token is the credential" }, action: { open: "the invitation's token is the credential" } }),
    ],
  },
];

/** Every admin route module with its screen, the layout's excepted. */
export const ADMIN_ROUTES: ReadonlyArray<AdminRoute & { screen: AdminScreen }> = ADMIN_SCREENS.flatMap((screen) => screen.routes.map((route) => ({ ...route, screen })));

/** The breadcrumb step a route module's match adds before its own `handle` (app/components/admin/shell/breadcrumbs.tsx). */
export interface RegistryCrumb {
  crumb?: string;
  parent?: { crumb: string; to: string };
  to?: string;
}

const hrefOfPath = (path: string) => (path ? `/admin/${path}` : "/admin");

/** The steps a route adds, by its route id (its module path without extension, as React Router names it). */
export const ADMIN_CRUMBS: Readonly<Record<string, RegistryCrumb>> = Object.fromEntries([
  [ADMIN_LAYOUT.file.replace(/\.tsx?$/, ""), ADMIN_LAYOUT.crumb],
  ...ADMIN_ROUTES.filter((route) => !route.outside && route.crumb !== false).map((route) => {
    const { screen } = route;
    const main = route.path === screen.path;
    const screenCrumb = screen.label ? `shell.nav.${screen.label}` : undefined;
    const crumb: RegistryCrumb = {};
    if (typeof route.crumb === "string") crumb.crumb = route.crumb;
    else if (main && screenCrumb) crumb.crumb = screenCrumb;
    if (!main && screenCrumb) crumb.parent = { crumb: screenCrumb, to: hrefOfPath(screen.path) };
    return [route.file.replace(/\.tsx?$/, ""), crumb];
  }),
]);

/**
 * The addresses of the routes that take a larger body, on either host (the admin host serves
 * /admin/orders as /orders) and as a data request: `/(admin/)?<path>(.data)?/?`, a route parameter
 * matching one segment.
 */
export function adminPathsWithBodyLimit(limit: BodyLimit): RegExp {
  const paths = ADMIN_ROUTES.filter((route) => route.bodyLimit === limit).map((route) =>
    route.path
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/"),
  );
  return new RegExp(`^(\\/admin)?\\/(${paths.join("|")})(\\.data)?\\/?$`);
}
