/** Server-rendered SEO (docs/product/seo-and-install.md#seo-1): titles, alternates, Open Graph and parsed JSON-LD. */
import { expect, test, type APIRequestContext } from "@playwright/test";

type Json = Record<string, unknown>;

async function page(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Json);
  return { html, ld, byType: (type: string) => ld.filter((item) => item["@type"] === type) };
}

test.describe("SEO", () => {
  test("home: 'Brand - title', alternates, Open Graph, Organization and WebSite search", async ({ request }) => {
    const { html, byType } = await page(request, "/fr");
    expect(html).toMatch(/<title>Maison Lumière - [^<|]+<\/title>/);
    expect(html).toContain('<meta name="description"');
    for (const lang of ["fr", "en", "he", "ru"]) expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="[^"]+/${lang}"`));
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]+\/fr"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/fr"/);
    expect(html).toContain('property="og:locale" content="fr_FR"');
    expect(html).toMatch(/property="og:image" content="[^"]+hero-1/);
    expect(html).toContain('name="twitter:card"');

    const [organization] = byType("Store");
    expect(organization).toMatchObject({ name: "Maison Lumière", address: { addressLocality: "Netanya", addressCountry: "IL" } });
    const hours = organization.openingHoursSpecification as Json[];
    expect(hours).toHaveLength(6); // Sunday to Friday; Saturday closed
    expect(hours.find((h) => String(h.dayOfWeek).endsWith("Friday"))).toMatchObject({ opens: "09:00", closes: "14:00" });
    const [website] = byType("WebSite");
    expect((website.potentialAction as Json)["@type"]).toBe("SearchAction");
    expect(JSON.stringify(website.potentialAction)).toContain("/fr/shop?search={search_term_string}");
  });

  test("product: 'title | Brand', offers in three currencies, variant URLs, shipping, no fake rating", async ({ request }) => {
    const shop = await (await request.get("/en/shop")).text();
    const paths = [...new Set([...shop.matchAll(/href="(\/en\/product\/[0-9a-f-]{36})"/g)].map((m) => m[1]))];
    let sawVariantUrl = false;
    let unrated = 0; // products without reviews: they must carry no rating
    for (const path of paths.slice(0, 8)) {
      const { html, byType } = await page(request, path);
      expect(html).toMatch(/<title>[^<]+ \| Maison Lumière<\/title>/);
      const [product] = byType("Product");
      expect(product).toBeTruthy();
      for (const field of ["name", "description", "image", "sku", "brand", "offers"]) expect(product[field], field).toBeTruthy();
      const offers = product.offers as Json[];
      expect(new Set(offers.map((o) => o.priceCurrency))).toEqual(new Set(["ILS", "USD", "EUR"]));
      const validUntil = new Date(String(offers[0].priceValidUntil));
      const days = (validUntil.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(360);
      expect(days).toBeLessThan(370);
      for (const offer of offers) {
        expect(offer.availability).toMatch(/^https:\/\/schema.org\/(InStock|OutOfStock)$/);
        expect(offer.itemCondition).toBe("https://schema.org/NewCondition");
        expect(JSON.stringify(offer.shippingDetails)).toContain("Central District");
        if (String(offer.url).includes("?variant=")) sawVariantUrl = true;
      }
      // docs/product/reviews.md#rev-1: a rating only from approved reviews. The demo shop has none, but the admin
      // journeys approve some on the same server, so a product may have gained a real one.
      const rating = product.aggregateRating as Json | undefined;
      if (rating) {
        expect(Number(rating.reviewCount)).toBeGreaterThan(0);
        expect(Number(rating.ratingValue)).toBeGreaterThanOrEqual(1);
        expect(Number(rating.ratingValue)).toBeLessThanOrEqual(5);
      } else {
        expect(html).not.toContain("reviewCount");
        unrated++;
      }
      const [breadcrumb] = byType("BreadcrumbList");
      expect((breadcrumb.itemListElement as Json[]).length).toBe(4);
    }
    expect(sawVariantUrl).toBe(true);
    expect(unrated, "most demo products have no review, so no rating").toBeGreaterThan(4);
  });

  test("contact: FAQPage with the four questions", async ({ request }) => {
    const { byType } = await page(request, "/he/contact");
    const [faq] = byType("FAQPage");
    expect((faq.mainEntity as Json[]).length).toBe(4);
    expect(JSON.stringify(faq)).toMatch(/[\u0590-\u05FF]/);
  });

  test("sitemap lists pages, products and categories in four languages with alternates", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const shop = await (await request.get("/fr/shop")).text();
    const productId = /\/fr\/product\/([0-9a-f-]{36})/.exec(shop)![1];
    for (const lang of ["fr", "en", "he", "ru"]) {
      for (const path of ["", "/about", "/contact", "/terms", "/privacy", "/category/woody", `/product/${productId}`]) {
        expect(sitemap, `${lang}${path}`).toContain(`/${lang}${path}</loc>`);
      }
    }
    expect(sitemap).toContain('hreflang="x-default"');
    expect(await (await request.get("/robots.txt")).text()).toMatch(/Disallow: \/admin/);
  });
});
