/**
 * The page cache for anonymous visitors (docs/product/performance-and-operations.md#ops-2, server/page-cache.ts):
 *   - a cached page sets no cookie; the page's beacon (/api/visit) sets the language and visitor
 *     cookies and brings the honest "people viewing" count (docs/product/reviews.md#rev-5);
 *   - two server processes on one PostgreSQL: a text saved through the first copy's admin screen
 *     drops the second copy's cached page, which serves the new text (its pages are fresh for an
 *     hour there: only the change can have dropped it).
 * The second test needs PostgreSQL (PGlite is one process): without TEST_DATABASE_URL it is skipped.
 */
import { expect, test } from "@playwright/test";
import { homeIntroTitle, timeUntil, withTwoServerCopies } from "../support/server-copies";

const baseUrl = process.env.TEST_DATABASE_URL;

test.describe.configure({ mode: "serial" });

test("a cached product page sets no cookie; its beacon remembers the language and counts the visitor", async ({ browser, baseURL }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const page = await first.newPage();
    await page.goto("/en/shop");
    const href = await page.getByTestId("product-card").first().locator("a").first().getAttribute("href");
    expect(href).toMatch(/^\/en\/product\//);
    // Twice: the second answer comes from the cache.
    await page.request.get(href!);
    const answer = await page.goto(href!);
    expect(answer?.status()).toBe(200);
    expect(await answer?.headerValue("set-cookie")).toBeNull();
    expect(answer?.headers()["cache-control"]).toMatch(/^public, /);

    // The beacon's cookies arrive after the page.
    await expect.poll(async () => (await first.cookies(baseURL)).map((cookie) => cookie.name).sort()).toEqual(expect.arrayContaining(["lang", "visitor"]));
    expect((await first.cookies(baseURL)).find((cookie) => cookie.name === "lang")?.value).toBeTruthy();

    // A second visitor on the same product: both are counted, and the line shows (2 or more).
    const other = await second.newPage();
    await other.goto(href!);
    await expect(other.getByTestId("viewers")).toBeVisible();
    await expect(other.getByTestId("viewers")).toContainText(/\d/);

    // The remembered language: "/" goes to the page's language.
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
  } finally {
    await first.close();
    await second.close();
  }
});

test("a text saved through one server copy drops the other copy's cached page", async () => {
  test.skip(!baseUrl, "needs PostgreSQL: set TEST_DATABASE_URL (two processes cannot share PGlite)");
  test.setTimeout(400_000);
  await withTwoServerCopies(baseUrl!, "shop-cache", async ({ b, post }) => {

    // The second copy's home page, cached: the second answer is the kept one.
    const original = "La lumière, sculptée à la main";
    expect(await homeIntroTitle(b)).toBe(original);
    await expect
      .poll(async () => {
        const response = await fetch(`${b}/fr`);
        await response.text();
        return response.headers.get("x-page-cache");
      })
      .toBe("hit");

    const text = `La lumière de l'atelier ${Date.now().toString(36)}`;
    const saved = await post("/admin/static-translations", { intent: "save", key: "home.introTitle", "texts.fr": text, "texts.en": "", "texts.he": "", "texts.ru": "" });
    expect(saved.status).toBe(200);
    // The copies keep a page fresh for an hour: the new text can only come from the change's announcement.
    const took = await timeUntil(async () => (await homeIntroTitle(b)) === text, "the new text on the other copy");
    test.info().annotations.push({ type: "the change reached the other copy's cache", description: `${took} ms` });
    expect(await homeIntroTitle(b)).toBe(text);
  }, { PAGE_CACHE_TTL_MS: String(60 * 60 * 1000) });
});
