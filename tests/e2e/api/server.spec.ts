import { expect, test } from "@playwright/test";

test.describe("the HTTP layer", () => {
  test("health check answers from the database", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("pages carry security headers: a nonce-based CSP, or the kept scripts' hashes on a cached page", async ({ request }) => {
    // The cart is never cached: a fresh nonce on every answer.
    const personal = await request.get("/fr/cart");
    const headers = personal.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // A page served from the visitors' cache allows its own inline scripts by hash, never by a
    // nonce another visitor has seen (docs/product/performance-and-operations.md#ops-2).
    await request.get("/fr");
    const cached = await request.get("/fr");
    expect(cached.headers()["x-page-cache"]).toMatch(/^(hit|stale)$/);
    const csp = cached.headers()["content-security-policy"];
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp).not.toContain("nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  test("a shopper's browser gets the page whole, as a crawler does: no part held back and moved in by a script", async ({ request }) => {
    // A visitor's Chrome, not the headless one (isbot counts that as a crawler), on a page no one
    // has cached: React renders it for this request.
    const chrome = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
    const response = await request.get(`/fr/shop?sort=price-asc&whole=${Date.now()}`, { headers: { "User-Agent": chrome } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    // React Router's hydration data is in the document, in order, and closed...
    expect(html).toContain("window.__reactRouterContext.streamController.close()");
    // ...not sent after the shell as a held-back boundary: a <template> placeholder, a hidden copy
    // and React's inline runtime that swaps them ($RC), ~500 B on the wire for no earlier paint.
    expect(html).not.toMatch(/<template id="B:\d+"/);
    expect(html).not.toMatch(/<div hidden id="S:\d+"/);
    expect(html).not.toContain("$RC");
  });

  test("images are resized, negotiated and cached for a year", async ({ request }) => {
    const response = await request.get("/img/seed/default-candle.jpg?w=400&h=400", { headers: { Accept: "image/avif,image/webp,*/*" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/avif");
    expect(response.headers()["cache-control"]).toContain("immutable");
    const webp = await request.get("/img/seed/default-candle.jpg?w=400&h=400", { headers: { Accept: "image/webp" } });
    expect(webp.headers()["content-type"]).toBe("image/webp");
  });

  test("a bad size is a 400 and a missing image a 404, never a 500", async ({ request }) => {
    expect((await request.get("/img/seed/default-candle.jpg?w=123")).status()).toBe(400);
    expect((await request.get("/img/seed/default-candle.jpg?w=abc")).status()).toBe(400);
    expect((await request.get("/img/seed/nothing-here.jpg?w=400")).status()).toBe(404);
    // Encoded so that the client does not resolve the dots itself. Dots in the path are resolved by
    // the server before routing (then it is simply not an image path); encoded slashes are refused.
    const escaped = await request.get("/img/%2e%2e/%2e%2e/etc/passwd?w=400", { maxRedirects: 0 });
    expect(escaped.headers()["content-type"] ?? "").not.toMatch(/^image\//);
    expect(escaped.status()).toBeLessThan(500);
    expect([400, 404]).toContain((await request.get("/img/seed/%2e%2e%2f%2e%2e%2fpackage.json?w=400")).status());
  });

  test("hashed assets are immutable", async ({ request }) => {
    const html = await (await request.get("/fr")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("robots stay out of the admin, and the sitemap lists pages in four languages", async ({ request }) => {
    expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const lang of ["fr", "en", "he", "ru"]) expect(sitemap).toContain(`/${lang}/shop</loc>`);
    expect(sitemap).toContain('hreflang="x-default"');
  });

  test("a cross-site form post is refused", async ({ request }) => {
    const response = await request.post("/api/preferences", {
      form: { currency: "USD" },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status()).toBe(403);
  });

  test("/admin sends a signed-out visitor to the admin's own sign-in page, and back afterwards", async ({ page }) => {
    await page.goto("/admin/customers");
    await expect(page).toHaveURL(/\/admin\/auth\?redirectTo=%2Fadmin%2Fcustomers$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByLabel(/e-mail/i)).toBeVisible();
  });
});
