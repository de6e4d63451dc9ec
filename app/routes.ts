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
  // The storefront pages' after-load beacon: language and visitor cookies, product views (issue 14).
  route("api/visit", "routes/api/visit.ts"),
  // The storefront's texts, one hashed file per language and key group (issue 14 point 3).
  route("i18n/:lang/:file", "routes/i18n.ts"),
  // The design settings as CSS variables, for open pages told of a change (issue 12).
  route("api/design", "routes/api/design.ts"),

  // Wishlist toggle.
  route("api/wishlist", "routes/api/wishlist.ts"),
  // First-party analytics events (issue 13 point 2).
  route("api/events", "routes/api/events.ts"),
  // The shop's app manifest, in each language (issue 13 point 4); French without a language.
  route("manifest.webmanifest", "routes/api/web-manifest.ts", { id: "web-manifest" }),
  route(":lang/manifest.webmanifest", "routes/api/web-manifest.ts", { id: "web-manifest-lang" }),
  // The consent banner's answer (issue 13 point 1, AMENDMENTS 15).
  route("api/consent", "routes/api/consent.ts"),

  ...prefix("admin", [
    // The shell's resource routes: command-menu search, language switch, CSV exports.
    route("api/search", "routes/admin/api.search.ts"),
    route("api/lang", "routes/admin/api.lang.ts"),
    // Issue 13 point 6: new orders, live, to the open back office.
    route("api/order-alerts", "routes/admin/api.order-alerts.ts"),
    route("api/push", "routes/admin/api.push.ts"),
    route("api/offline-snapshot", "routes/admin/api.offline-snapshot.ts"),
    route("customers/export.csv", "routes/admin/customers.export.ts"),
    route("customers/:id/export.json", "routes/admin/customers.$id.export.ts"),
    route("orders/export.csv", "routes/admin/orders.export.ts"),
    route("orders/collection.csv", "routes/admin/orders.collection.export.ts"),
    route("orders/delivery-notes", "routes/admin/orders.delivery-notes.tsx"),
    route("newsletter/export.csv", "routes/admin/newsletter.export.ts"),
    route("product-tools/export.csv", "routes/admin/product-tools.export.ts"),
    route("analytics/export.csv", "routes/admin/analytics.export.ts"),
    // The media library's upload (multipart, JSON answer) and its pages for the image picker.
    route("media/upload", "routes/admin/media.upload.ts"),
    route("media/library", "routes/admin/media.library.ts"),
    // Access (issue 10): reachable signed out, so outside the layout that requires staff.
    route("auth", "routes/admin/auth.tsx"),
    route("claim-admin", "routes/admin/claim-admin.tsx"),
    route("invitation/:token", "routes/admin/invitation.tsx"),
    route("security", "routes/admin/security.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      route("customers", "routes/admin/customers.tsx"),
      route("customers/:id", "routes/admin/customers.$id.tsx"),
      route("loyalty", "routes/admin/loyalty.tsx"),
      route("stock-updates", "routes/admin/stock-updates.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("products", "routes/admin/products.tsx"),
      // The bulk price change's preview and apply (from the list's selection), and the CSV tools.
      route("products/prices", "routes/admin/products.prices.tsx"),
      route("product-tools", "routes/admin/product-tools.tsx"),
      // The product editor: "new" creates, any other id edits (one form, one action).
      route("products/:id", "routes/admin/products.$id.tsx"),
      route("products/:id/stock", "routes/admin/products.$id.stock.tsx"),
      route("categories", "routes/admin/categories.tsx"),
      route("categories/:id", "routes/admin/categories.$id.tsx"),
      route("orders/collection", "routes/admin/orders.collection.tsx"),
      route("orders/:id", "routes/admin/orders.$id.tsx"),
      // Issue 10 point 7: reviews, messages, newsletter and the mail outbox.
      route("reviews", "routes/admin/reviews.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("messages/:messageId", "routes/admin/messages.$messageId.tsx"),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("mail", "routes/admin/mail.tsx"),
      route("mail/:mailId", "routes/admin/mail.$mailId.tsx"),
      // Issue 11 point 4: the media library.
      route("media", "routes/admin/media.tsx"),
      route("media/:id", "routes/admin/media.$id.tsx"),
      // Issue 12 point 4: landing pages ("new" creates, any other id edits).
      route("landing-pages", "routes/admin/landing-pages.tsx"),
      route("landing-pages/:id", "routes/admin/landing-pages.$id.tsx"),
      // Issue 12 point 8: search engines.
      route("seo", "routes/admin/seo.tsx"),
      route("seo-pro", "routes/admin/seo-pro.tsx"),
      route("sitemaps", "routes/admin/sitemaps.tsx"),
      // Issue 12 points 1 to 4: the hero, the home page's blocks, the footer, the static pages and the shop's other texts.
      route("hero", "routes/admin/hero.tsx"),
      route("hero/:id", "routes/admin/hero.$id.tsx"),
      route("homepage", "routes/admin/homepage.tsx"),
      route("pages", "routes/admin/pages.tsx"),
      route("pages/:slug", "routes/admin/pages.$slug.tsx"),
      route("footer", "routes/admin/footer.tsx"),
      route("content", "routes/admin/content.tsx"),
      // Issue 12 point 6: every dictionary text and the owner's overrides.
      route("static-translations", "routes/admin/static-translations.tsx"),
      // Issue 12 point 7: the design editor (design_settings, design_versions).
      route("design", "routes/admin/design.tsx"),
      // Issue 12 point 6: every translatable text across the shop, with its completeness and a grid to fill the gaps.
      route("translations", "routes/admin/translations.tsx"),
      route("settings/staff", "routes/admin/settings.staff.tsx"),
      route("settings/audit", "routes/admin/settings.audit.tsx"),
      // Issue 12 point 5: the settings screens.
      route("click-to-call", "routes/admin/click-to-call.tsx"),
      route("site-settings", "routes/admin/site-settings.tsx"),
      route("configuration", "routes/admin/configuration.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      // Issue 13 point 7: the owner's diagnostics.
      route("diagnostics", "routes/admin/diagnostics.tsx"),
      // Issue 13 point 3: the analytics screen.
      route("analytics", "routes/admin/analytics.tsx"),
      // Issue 13 points 5 and 6: the back office as an app, and this device's new-order alerts.
      route("install-pwa", "routes/admin/install-pwa.tsx"),
      route("offline", "routes/admin/offline.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
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
    // The offline page the shop's service worker shows (issue 13 point 4).
    route("offline", "routes/$lang/offline.tsx"),
    // Landing pages built in the back office (issue 12 point 4).
    route("p/:slug", "routes/$lang/landing-page.tsx"),
    route("newsletter/unsubscribe", "routes/$lang/newsletter-unsubscribe.tsx"),
    route("*", "routes/$lang/not-found.tsx"),
  ]),
] satisfies RouteConfig;
