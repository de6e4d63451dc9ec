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

  // Wishlist toggle.
  route("api/wishlist", "routes/api/wishlist.ts"),

  ...prefix("admin", [
    // The shell's resource routes: command-menu search, language switch, CSV exports.
    route("api/search", "routes/admin/api.search.ts"),
    route("api/lang", "routes/admin/api.lang.ts"),
    route("customers/export.csv", "routes/admin/customers.export.ts"),
    route("customers/:id/export.json", "routes/admin/customers.$id.export.ts"),
    route("orders/export.csv", "routes/admin/orders.export.ts"),
    route("orders/collection.csv", "routes/admin/orders.collection.export.ts"),
    route("orders/delivery-notes", "routes/admin/orders.delivery-notes.tsx"),
    route("newsletter/export.csv", "routes/admin/newsletter.export.ts"),
    route("product-tools/export.csv", "routes/admin/product-tools.export.ts"),
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
      route("settings/staff", "routes/admin/settings.staff.tsx"),
      route("settings/audit", "routes/admin/settings.audit.tsx"),
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
    route("newsletter/unsubscribe", "routes/$lang/newsletter-unsubscribe.tsx"),
    route("*", "routes/$lang/not-found.tsx"),
  ]),
] satisfies RouteConfig;
