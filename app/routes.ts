import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { ADMIN_LAYOUT, ADMIN_ROUTES, type AdminRoute } from "./lib/admin-screens";

/** An admin route of the registry as React Router's config: "" is the layout's index. */
const adminRoute = ({ path, file }: AdminRoute) => (path === "" ? index(file) : route(path, file));

/**
 * docs/product/overview.md#shop-6. Storefront pages live under /:lang; the layout checks the language and redirects an
 * unknown one. Admin screens live under /admin in their own layout and chunks.
 */
export default [
  index("routes/language-redirect.tsx"),
  route("auth", "routes/auth-redirect.tsx"),
  route("product/:id", "routes/product-redirect.tsx"),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  route("api/preferences", "routes/api/preferences.ts"),
  route("api/search", "routes/api/search.ts"),
  // The storefront pages' after-load beacon: language and visitor cookies, product views (docs/decisions/0014-signed-in-product-page.md).
  route("api/visit", "routes/api/visit.ts"),
  // The storefront's texts, one hashed file per language and key group (docs/product/performance-and-operations.md#ops-3).
  route("i18n/:lang/:file", "routes/i18n.ts"),
  // The design settings as CSS variables, for open pages told of a change (docs/product/performance-and-operations.md#ops-4).
  route("api/design", "routes/api/design.ts"),

  // Wishlist toggle.
  route("api/wishlist", "routes/api/wishlist.ts"),
  // First-party analytics events (docs/product/analytics-and-consent.md#ana-4).
  route("api/events", "routes/api/events.ts"),
  // The shop's app manifest, in each language (docs/product/seo-and-install.md#seo-6); French without a language.
  route("manifest.webmanifest", "routes/api/web-manifest.ts", { id: "web-manifest" }),
  route(":lang/manifest.webmanifest", "routes/api/web-manifest.ts", { id: "web-manifest-lang" }),
  // The consent banner's answer (docs/product/analytics-and-consent.md#ana-1, docs/product/analytics-and-consent.md#ana-1).
  route("api/consent", "routes/api/consent.ts"),

  // The back office: every route module of every screen, from its registry (app/lib/admin-screens.ts).
  // Resource routes and the signed-out pages sit outside the layout that requires staff.
  ...prefix("admin", [
    ...ADMIN_ROUTES.filter((entry) => entry.outside).map(adminRoute),
    layout(ADMIN_LAYOUT.file, ADMIN_ROUTES.filter((entry) => !entry.outside).map(adminRoute)),
  ]),

  route(":lang", "routes/$lang/layout.tsx", [
    index("routes/$lang/home.tsx"),
    route("shop", "routes/$lang/shop.tsx"),
    route("product/:id", "routes/$lang/product.tsx"),
    route("category/:slug", "routes/$lang/category.tsx"),
    route("cart", "routes/$lang/cart.tsx"),

    // Checkout and guest order tracking.
    route("checkout", "routes/$lang/checkout.tsx"),
    route("order/:token", "routes/$lang/order-tracking.tsx"),
    // An account's order, tracked like a guest's: the account proves it is theirs, not a token.
    route("profile/orders/:number", "routes/$lang/order-tracking.tsx", { id: "account-order-tracking" }),

    // Accounts: sign-in, sign-up, reset, two-factor; the account area and its Profil tab.
    route("auth", "routes/$lang/auth.tsx"),
    route("auth/reset-password", "routes/$lang/auth-reset-password.tsx"),
    route("profile", "routes/$lang/profile.tsx", [
      index("routes/$lang/profile.index.tsx"),

      // The account's orders and loyalty tabs.
      route("orders", "routes/$lang/profile.orders.tsx"),
      route("loyalty", "routes/$lang/profile.loyalty.tsx"),
    ]),

    // Wishlist.
    route("wishlist", "routes/$lang/wishlist.tsx"),

    route("about", "routes/$lang/static-page.tsx", { id: "page-about" }),
    route("contact", "routes/$lang/contact.tsx"),
    route("terms", "routes/$lang/static-page.tsx", { id: "page-terms" }),
    route("privacy", "routes/$lang/static-page.tsx", { id: "page-privacy" }),
    route("install", "routes/$lang/install.tsx"),
    // The offline page the shop's service worker shows (docs/product/seo-and-install.md#seo-6).
    route("offline", "routes/$lang/offline.tsx"),
    // Landing pages built in the back office (docs/product/admin-back-office.md#adm-22).
    route("p/:slug", "routes/$lang/landing-page.tsx"),
    route("newsletter/unsubscribe", "routes/$lang/newsletter-unsubscribe.tsx"),
    route("*", "routes/$lang/not-found.tsx"),
  ]),
] satisfies RouteConfig;
