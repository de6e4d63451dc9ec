/**
 * The shop's service worker rules (app/sw/cache-rules.ts, docs/product/seo-and-install.md#seo-6): what may be kept, what
 * never is, and how React Router's data requests map back to their pages; and the precache list
 * (app/sw/precache-list.ts).
 */
import { describe, expect, it } from "vitest";
import {
  classifyRequest,
  documentPathOfData,
  documentUrlOfData,
  isCacheablePage,
  offlineRedirectFor,
  safeReturnPath,
  shortTitle,
  titleOfHtml,
  type RequestLike,
  linkedFiles,
  mayShowAccount,
  VIEWER_HEADER,
} from "../../app/sw/cache-rules";
import { isPrecached, storefrontFiles, type ViteManifest } from "../../app/sw/precache-list";

const ORIGIN = "https://maison-lumiere.test";
const page = (path: string): RequestLike => ({ url: `${ORIGIN}${path}`, method: "GET", mode: "navigate", destination: "document" });
const fetched = (path: string, destination = ""): RequestLike => ({ url: `${ORIGIN}${path}`, method: "GET", mode: "cors", destination });
const kind = (request: RequestLike) => classifyRequest(request, ORIGIN);

describe("classifyRequest", () => {
  it("keeps the public catalogue and content pages, in every language", () => {
    for (const path of ["/fr", "/he/", "/en/shop", "/ru/shop?category=floral", "/fr/product/abc-123", "/he/category/woody", "/fr/about", "/en/terms", "/fr/privacy", "/fr/contact", "/fr/install", "/fr/p/fete-des-meres"]) {
      expect(kind(page(path)), path).toBe("page");
    }
  });

  it("never keeps a personal page: cart, checkout, account, sign-in, wishlist, order tracking, unsubscribe", () => {
    for (const path of ["/fr/cart", "/he/checkout", "/fr/profile", "/fr/profile/orders", "/ru/profile/loyalty", "/fr/auth", "/fr/auth/reset-password?token=x", "/en/wishlist", "/fr/order/tok123", "/fr/newsletter/unsubscribe?token=x", "/fr/some/unknown", "/"]) {
      expect(kind(page(path)), path).toBe("private-page");
    }
  });

  it("leaves the back office, the APIs, other sites and every non-GET request alone", () => {
    for (const path of ["/admin", "/admin/", "/admin/orders", "/admin/orders.data", "/admin/api/order-alerts", "/admin.webmanifest", "/admin-sw.js"]) {
      expect(kind(page(path)), path).toBe("ignore");
      expect(kind(fetched(path)), path).toBe("ignore");
    }
    for (const path of ["/api/visit", "/api/events", "/api/auth/get-session", "/api/live", "/api/search?q=a", "/healthz", "/sw.js"]) {
      expect(kind(fetched(path)), path).toBe("ignore");
    }
    expect(kind({ ...page("/fr/cart"), method: "POST" })).toBe("ignore");
    expect(kind({ ...fetched("/fr/cart.data"), method: "POST" })).toBe("ignore");
    expect(kind({ ...page("/fr"), url: "https://elsewhere.test/fr" })).toBe("ignore");
  });

  it("leaves a page loaded in a frame to the browser: the design editor's preview shows the shop as it is", () => {
    expect(kind({ ...page("/he"), destination: "iframe" })).toBe("ignore");
    expect(kind({ ...page("/fr/shop"), destination: "iframe" })).toBe("ignore");
    expect(kind(page("/he"))).toBe("page");
  });

  it("sends React Router's data requests and route discovery to the network, shop pages only", () => {
    expect(kind(fetched("/fr/shop.data"))).toBe("page-data");
    expect(kind(fetched("/fr/cart.data?_routes=routes%2F%24lang%2Fcart"))).toBe("page-data");
    expect(kind(fetched("/fr.data"))).toBe("page-data");
    expect(kind(fetched("/_root.data"))).toBe("ignore");
    expect(kind(fetched("/__manifest?paths=%2Ffr%2Fshop&version=abc"))).toBe("route-manifest");
  });

  it("caches images and hashed files, and serves the offline page from its copy", () => {
    expect(kind(fetched("/img/seed/candle.jpg?w=800", "image"))).toBe("image");
    expect(kind(fetched("/media/uploads/a.webp", "image"))).toBe("image");
    // On the admin host /media/<id> is a page of the media library, never an image to keep.
    expect(kind(fetched("/media/42", ""))).toBe("ignore");
    expect(kind(fetched("/assets/entry.client-abc.js", "script"))).toBe("asset");
    expect(kind(fetched("/i18n/he/product-id.AbCdEf0123456789.json", ""))).toBe("asset");
    // A kept page's scripts, styles and texts file are kept with it, once each.
    const html = `<link rel="preload" href="/i18n/he/product-id.AbC-dEf_123456789.json" as="fetch"><script src="/assets/entry.client-abc.js"></script><link href="/assets/app-x1.css"><script src="/assets/entry.client-abc.js"></script><a href="/he/shop">`;
    expect(linkedFiles(html)).toEqual(["/i18n/he/product-id.AbC-dEf_123456789.json", "/assets/entry.client-abc.js", "/assets/app-x1.css"]);
    expect(kind(page("/he/offline"))).toBe("offline-page");
    expect(kind(page("/fr/offline?from=%2Ffr%2Fcart"))).toBe("offline-page");
  });
});

describe("data requests and their pages", () => {
  it("maps single fetch's addresses back to the page", () => {
    expect(documentPathOfData("/fr/shop.data")).toBe("/fr/shop");
    expect(documentPathOfData("/fr.data")).toBe("/fr");
    expect(documentPathOfData("/_root.data")).toBe("/");
    expect(documentPathOfData("/fr/_.data")).toBe("/fr/");
    expect(documentPathOfData("/fr/shop")).toBeUndefined();
    const url = documentUrlOfData(new URL(`${ORIGIN}/fr/shop.data?category=floral&_routes=routes%2F%24lang%2Fshop`));
    expect(`${url.pathname}${url.search}`).toBe("/fr/shop?category=floral");
    expect(isCacheablePage(url)).toBe(true);
    expect(isCacheablePage(documentUrlOfData(new URL(`${ORIGIN}/fr/checkout.data`)))).toBe(false);
  });
});

describe("the offline page", () => {
  it("is the failed page's language's, told which address failed", () => {
    expect(offlineRedirectFor(new URL(`${ORIGIN}/he/cart`))).toBe("/he/offline?from=%2Fhe%2Fcart");
    expect(offlineRedirectFor(new URL(`${ORIGIN}/ru/shop?sort=price`))).toBe("/ru/offline?from=%2Fru%2Fshop%3Fsort%3Dprice");
    expect(offlineRedirectFor(new URL(`${ORIGIN}/`))).toBe("/fr/offline?from=%2F");
    expect(offlineRedirectFor(new URL(`${ORIGIN}/en/offline`))).toBe("/en/offline");
  });

  it("offers again only the shop's own pages", () => {
    expect(safeReturnPath("/fr/cart")).toBe("/fr/cart");
    expect(safeReturnPath("/he/shop?sort=price")).toBe("/he/shop?sort=price");
    for (const from of [null, "", "https://evil.test/fr", "//evil.test/fr", "/\\evil.test", "/admin/orders", "javascript:alert(1)"]) {
      expect(safeReturnPath(from), String(from)).toBeUndefined();
    }
  });

  it("lists kept pages by their title, without the shop's name", () => {
    const html = '<html><head><meta charset="utf-8"><title>Bougie Ambre &amp; Cèdre | Maison Lumière</title></head></html>';
    expect(shortTitle(titleOfHtml(html)!, "Maison Lumière")).toBe("Bougie Ambre & Cèdre");
    expect(shortTitle("Maison Lumière - Bougies sculpturales de luxe", "Maison Lumière")).toBe("Bougies sculpturales de luxe");
    expect(titleOfHtml("<title>נר &#1488; &#x5D1;</title>")).toBe("נר א ב");
    expect(titleOfHtml("<p>no title</p>")).toBeUndefined();
  });
});

describe("the precache list", () => {
  const manifest: ViteManifest = {
    "entry.client.tsx": { file: "assets/entry.client-a.js", isEntry: true, imports: ["_kit"] },
    "app/root.tsx?__react-router-build-client-route": { file: "assets/root-b.js", isEntry: true, imports: ["_kit"], css: ["assets/root-c.css"] },
    "app/routes/$lang/product.tsx?__react-router-build-client-route": { file: "assets/product-d.js", isEntry: true, dynamicImports: ["app/components/carousel.tsx"] },
    "app/components/carousel.tsx": { file: "assets/carousel-e.js", imports: ["_kit"] },
    "app/routes/admin/analytics.tsx?__react-router-build-client-route": { file: "assets/analytics-f.js", isEntry: true, dynamicImports: ["app/components/admin/chart.tsx"], imports: ["_kit"] },
    "app/components/admin/chart.tsx": { file: "assets/chart-g.js" },
    _kit: { file: "assets/storefront-kit-h.js" },
    "app/root.tsx?font": { file: "assets/font-i.woff2", assets: ["assets/font-j.woff"] },
    "app/app.css": { file: "assets/app-k.css" },
  };
  manifest["app/root.tsx?__react-router-build-client-route"].assets = ["assets/font-i.woff2", "assets/font-j.woff"];

  it("holds what the storefront loads, statically and on demand, and none of the back office's chunks", () => {
    const files = storefrontFiles(manifest);
    const precached = [...files].filter((file) => isPrecached(file, files)).sort();
    expect(precached).toEqual([
      "assets/carousel-e.js",
      "assets/entry.client-a.js",
      "assets/font-i.woff2",
      "assets/product-d.js",
      "assets/root-b.js",
      "assets/root-c.css",
      "assets/storefront-kit-h.js",
    ]);
    expect(isPrecached("assets/analytics-f.js", files)).toBe(false);
    expect(isPrecached("assets/chart-g.js", files)).toBe(false);
  });
});

describe("mayShowAccount", () => {
  const kept = (viewer?: string) => new Response("<html></html>", { headers: viewer ? { [VIEWER_HEADER]: viewer } : {} });
  it("holds every kept copy but a guest's: an account's, and an unmarked one kept by an older worker", () => {
    expect(mayShowAccount(kept("guest"))).toBe(false);
    expect(mayShowAccount(kept("account"))).toBe(true);
    expect(mayShowAccount(kept())).toBe(true);
    expect(mayShowAccount(kept("Guest "))).toBe(true);
  });
});
