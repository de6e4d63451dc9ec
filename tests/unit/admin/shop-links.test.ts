/**
 * The links the admin may give the shop's buttons and menus (app/schemas/admin/fields.ts): a path of
 * the shop or another site's https address, never a path a browser reads as another site.
 */
import { describe, expect, it } from "vitest";
import { isShopLink, isShopPath } from "../../../app/schemas/admin/fields";

describe("a link of the shop", () => {
  it("takes the shop's paths, with a query and an anchor", () => {
    for (const path of ["/shop", "/shop?new=1", "/about#craft", "/category/boise", "/p/fete-des-meres"]) {
      expect(isShopPath(path), path).toBe(true);
      expect(isShopLink(path), path).toBe(true);
    }
    expect(isShopLink("https://www.instagram.com/maison")).toBe(true);
  });

  it("refuses a path that a browser reads as another site's address", () => {
    for (const path of ["//evil.example", "/\\evil.example", "/\\/evil.example", "/shop\\..\\..\\evil", "/\t/evil.example", "/\n/evil.example", "/\r/evil.example"]) {
      expect(isShopPath(path), JSON.stringify(path)).toBe(false);
      expect(isShopLink(path), JSON.stringify(path)).toBe(false);
    }
  });

  it("refuses what is not a path: spaces, markup, other schemes", () => {
    for (const value of ["/shop now", '/shop"onmouseover=x', "/<script>", "shop", "javascript:alert(1)", ""]) {
      expect(isShopPath(value), value).toBe(false);
    }
    expect(isShopLink("http://evil.example")).toBe(false);
  });
});
