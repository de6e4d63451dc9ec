/**
 * Playwright's global setup: warms the fresh e2e server before the first test, so that no test pays
 * for work that happens once per server. On a fresh machine the image endpoint encodes every picture
 * on its first request (0.2–2.2 s each under load, 30 on the home page alone), and the account hook
 * hashes the e2e accounts' password once. Each main page is opened once at the viewport of
 * each project (the images asked for depend on the screen), with every lazy image loaded, and the
 * account hook is called once so that it has hashed the shared password.
 */
import { chromium, request, type FullConfig } from "@playwright/test";
import { products } from "../../../db/seed/data/catalog";
import { E2E_PASSWORD } from "./accounts";

const variantProduct = products.find((p) => p.variants?.length)!;
const simpleProduct = products.find((p) => !p.variants?.length)!;

const PAGES = ["/fr", "/he", "/en", "/ru", "/fr/shop", "/he/shop", "/en/shop", "/fr/category/floral", "/en/category/floral", "/fr/about", "/fr/contact", "/fr/auth", "/he/auth", "/fr/cart", "/fr/checkout"];

export default async function warmUp(config: FullConfig) {
  const started = Date.now();
  const { baseURL, launchOptions } = config.projects[0].use;
  const api = await request.newContext({ baseURL });
  const account = await api.post("/__test__/customers", { data: { email: `warm-up-${Date.now()}@example.com`, password: E2E_PASSWORD } });
  if (!account.ok()) throw new Error(`warm-up: the account hook answered ${account.status()}: ${await account.text()}`);
  const productPaths: string[] = [];
  for (const product of [variantProduct, simpleProduct]) {
    for (const lang of ["fr", "he", "en"] as const) {
      const found = (await (await api.get(`/api/search?lang=${lang}&q=${encodeURIComponent(product.text[lang].name)}`)).json()) as { suggestions: { id: string }[] };
      if (found.suggestions[0]) productPaths.push(`/${lang}/product/${found.suggestions[0].id}`);
    }
  }
  await api.dispose();

  const browser = await chromium.launch(launchOptions);
  // Once per kind of screen: several projects share the phone's or the desktop's.
  const screens = new Map(config.projects.map((project) => [JSON.stringify(project.use), project.use]));
  for (const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } of screens.values()) {
    const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent });
    const page = await context.newPage();
    for (const path of [...PAGES, ...productPaths]) {
      await page.goto(path);
      // Every picture of the page, not only those near the top: a lazy image is asked for when made eager.
      await page.evaluate(() => document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((image) => (image.loading = "eager")));
      await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    }
    await context.close();
  }
  await browser.close();
  console.log(`Warm-up: ${PAGES.length + productPaths.length} pages × ${config.projects.length} screens and the account hook in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
