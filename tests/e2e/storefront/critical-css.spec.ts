/**
 * docs/product/performance-and-operations.md#ops-3: a page's inlined critical CSS (app/server/critical-css.server.ts) paints its
 * first screens as the whole stylesheet does. The page is opened twice with the stylesheet file
 * blocked and not, without JavaScript (what the first paint shows), and every element of its first
 * one and a half screens must have the same box, colours, font and display. This caught the Hebrew
 * pages painting in the Latin font until the file came (beasties drops `html:lang(he)`), and
 * Tailwind's space-y, divide and group-open utilities missing (it drops selectors that start with
 * a pseudo-class).
 */
import { expect, test, type Browser } from "@playwright/test";
import { products } from "../../../db/seed/data/catalog";

const STYLESHEET = /\/assets\/app-[^/]+\.css/;
const product = products.find((p) => !p.variants?.length && p.stock > 10)!;

/** Each element's box and look, top to bottom, as far as 1.5 screens down. */
async function firstScreens(browser: Browser, baseURL: string, url: string, viewport: { width: number; height: number }, blockStylesheet: boolean) {
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    if (blockStylesheet) await page.route(STYLESHEET, (route) => route.abort());
    await page.goto(url, { waitUntil: "load" });
    const critical = await page.locator("style#inline-stylesheet[data-critical]").count();
    const elements = await page.evaluate((screenHeight) => {
      const seen: string[] = [];
      for (const element of document.body.querySelectorAll("*")) {
        // The stylesheet's own <link> (or its blocked stand-in) is the one expected difference.
        if (element.tagName === "LINK" || element.tagName === "SCRIPT") continue;
        const box = element.getBoundingClientRect();
        const limit = screenHeight * 1.5;
        if (box.top > limit) continue;
        // The box as far as these screens show it: what is further down (the content marked
        // data-below-fold) is painted by the whole stylesheet, and only makes the boxes that hold
        // it (<main>) end lower.
        const shownHeight = Math.min(box.bottom, limit) - box.top;
        const style = getComputedStyle(element);
        seen.push(
          `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(shownHeight)} ${style.color} ${style.backgroundColor} ${style.fontFamily.split(",")[0]} ${style.display}`,
        );
      }
      return seen;
    }, viewport.height);
    return { critical, elements };
  } finally {
    await context.close();
  }
}

for (const lang of ["fr", "he"] as const) {
  test(`the critical CSS paints the first screens as the whole stylesheet does, in ${lang}`, async ({ browser, page, baseURL }) => {
    test.slow();
    await page.goto(`/${lang}/shop?search=${encodeURIComponent(product.text[lang].name)}`);
    const productPath = (await page.getByTestId("product-card").getByRole("link", { name: product.text[lang].name, exact: true }).first().getAttribute("href"))!;
    let attempt = 0;
    for (const path of [`/${lang}`, `/${lang}/shop`, productPath]) {
      await page.goto(path);
      // The server learns a template's critical CSS from its pages once they are sent, again when one
      // shows what the earlier ones did not (a product card's badge), and the page cache keeps a
      // page for seconds: each try asks for an address of its own, rendered with what the server
      // knows by then.
      await expect(async () => {
        attempt++;
        const url = `${path}${path.includes("?") ? "&" : "?"}first-paint=${attempt}`;
        for (const viewport of [
          { width: 390, height: 844 },
          { width: 1280, height: 900 },
        ]) {
          const criticalOnly = await firstScreens(browser, baseURL!, url, viewport, true);
          const whole = await firstScreens(browser, baseURL!, url, viewport, false);
          expect(criticalOnly.critical, `${url} inlines critical CSS`).toBe(1);
          expect(criticalOnly.elements.length).toBeGreaterThan(50);
          const differences = criticalOnly.elements.flatMap((element, index) => (element === whole.elements[index] ? [] : [`critical CSS: ${element}\nstylesheet:   ${whole.elements[index]}`]));
          expect(differences, `${url} at ${viewport.width}×${viewport.height}`).toEqual([]);
        }
      }).toPass({ timeout: 30_000 });
    }
  });
}
