import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/**
 * SPEC.md §2. Storefront pages live under /:lang; the layout checks the language and redirects an
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

  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),

  route(":lang", "routes/$lang/layout.tsx", [
    index("routes/$lang/home.tsx"),
    route("shop", "routes/$lang/shop.tsx"),
    route("product/:id", "routes/$lang/product.tsx"),
    route("category/:slug", "routes/$lang/category.tsx"),
    route("cart", "routes/$lang/cart.tsx"),
    route("checkout", "routes/$lang/pending.tsx", { id: "pending-checkout" }),
    route("auth", "routes/$lang/pending.tsx", { id: "pending-auth" }),
    route("profile", "routes/$lang/pending.tsx", { id: "pending-profile" }),
    route("wishlist", "routes/$lang/pending.tsx", { id: "pending-wishlist" }),
    route("about", "routes/$lang/static-page.tsx", { id: "page-about" }),
    route("contact", "routes/$lang/contact.tsx"),
    route("terms", "routes/$lang/static-page.tsx", { id: "page-terms" }),
    route("privacy", "routes/$lang/static-page.tsx", { id: "page-privacy" }),
    route("install", "routes/$lang/install.tsx"),
    route("newsletter/unsubscribe", "routes/$lang/newsletter-unsubscribe.tsx"),
    route("*", "routes/$lang/not-found.tsx"),
  ]),
] satisfies RouteConfig;
