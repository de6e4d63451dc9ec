/**
 * The one check of a same-site path, shared by the way back after a form post (safeReturnPath)
 * and the admin's link fields (isShopPath): a path of this site, never one a browser would read as
 * another site's address. Each caller keeps its own extra rules on top.
 */
import { describe, expect, it } from "vitest";
import { isSameSitePath } from "../../app/lib/same-site-path";
import { safeReturnPath } from "../../app/server/redirect.server";
import { isShopPath } from "../../app/schemas/admin/fields";

const OTHER_SITES = ["//evil.example", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "https://evil.example", "evil.example", "", "/a\u007fb"];

describe("a same-site path", () => {
  it("starts with one slash and holds nothing a browser reads as another site", () => {
    for (const path of ["/", "/fr/shop?q=bougie", "/he/shop?q=נר", "/admin/orders#top"]) expect(isSameSitePath(path), path).toBe(true);
    for (const path of OTHER_SITES) expect(isSameSitePath(path), JSON.stringify(path)).toBe(false);
  });

  it("is what both callers refuse, each keeping its own extra rules", () => {
    for (const path of OTHER_SITES) {
      expect(safeReturnPath(path, "/fr"), JSON.stringify(path)).toBe("/fr");
      expect(isShopPath(path), JSON.stringify(path)).toBe(false);
    }
    // The way back takes a space (encoded for the header); a link field does not.
    expect(safeReturnPath("/fr/shop?q=a b", "/fr")).toBe("/fr/shop?q=a%20b");
    expect(isShopPath("/fr/shop?q=a b")).toBe(false);
    expect(isShopPath('/fr/"x"')).toBe(false);
  });
});
