/**
 * Routing decisions made before React Router sees a request: the admin host's mapping
 * (docs/decisions/0003) and the body limit of each path.
 */
import { describe, expect, it } from "vitest";
import { adminHostPath, BODY_LIMITS, bodyLimitFor } from "../../server/http";

describe("adminHostPath", () => {
  it("serves the back office at the admin host's root", () => {
    expect(adminHostPath("admin.maison-lumiere.test", "/")).toBe("/admin");
    expect(adminHostPath("admin.maison-lumiere.test", "/orders")).toBe("/admin/orders");
    expect(adminHostPath("Admin.maison-lumiere.test:8443", "/design")).toBe("/admin/design");
  });

  it("leaves shared paths and the shop's language pages alone (the design preview frames /fr and /he)", () => {
    for (const path of ["/admin/orders", "/img/seed/a.jpg", "/api/live", "/fr", "/he/shop", "/sitemap.xml", "/admin.webmanifest", "/admin-sw.js", "/icons/admin-192.png"]) {
      expect(adminHostPath("admin.maison-lumiere.test", path)).toBeUndefined();
    }
    // A path that only starts like a language is still the back office's.
    expect(adminHostPath("admin.maison-lumiere.test", "/french-page")).toBe("/admin/french-page");
  });

  it("does nothing on the shop's own host", () => {
    expect(adminHostPath("maison-lumiere.test", "/orders")).toBeUndefined();
    expect(adminHostPath(undefined, "/orders")).toBeUndefined();
  });
});

describe("bodyLimitFor", () => {
  it("gives the editors that post four languages of texts the larger limit, on either host", () => {
    for (const path of [
      "/admin/products/new",
      "/admin/categories/3f0c",
      "/admin/hero/new.data",
      "/admin/pages/about",
      "/admin/landing-pages/new",
      "/admin/homepage",
      "/admin/footer",
      "/admin/content",
      "/admin/static-translations",
      "/admin/translations.data",
      "/admin/seo",
      "/pages/contact",
    ]) {
      expect(bodyLimitFor(path), path).toBe(BODY_LIMITS.textEditor);
    }
  });

  it("keeps every other form to the small limit", () => {
    for (const path of ["/admin/design", "/admin/site-settings", "/admin/hero", "/admin/pages", "/fr/checkout", "/api/search"]) {
      expect(bodyLimitFor(path), path).toBe(BODY_LIMITS.form);
    }
  });
});
