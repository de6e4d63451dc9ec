/**
 * Consent first (docs/product/analytics-and-consent.md#ana-1, docs/product/analytics-and-consent.md#ana-1), in Chromium:
 *   - with a Tag Manager id set in the site settings (through the owner's screen, put back after),
 *     no request leaves the shop before the visitor answers (every request is recorded); after
 *     'Accepter' the Tag Manager script is requested (answered here by a stand-in: the machine has
 *     no internet); after 'Refuser' none is, the banner is gone and stays gone on reload;
 *   - with JavaScript the banner closes in place, without a reload; without it, its plain forms and
 *     the 'Personnaliser' disclosure work, and the footer's link reopens it;
 *   - the three answers have equal weight; axe finds nothing serious on the banner in fr and he;
 *   - the banner covers neither the call button nor the page: it sits in the page's flow.
 * Site settings are shop-wide: this spec runs in the SHOP_WIDE projects (playwright.config.ts), and
 * its assertions only read its own pages' requests.
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { hydrated, signInOwner } from "../admin/admin-pages";
import { useOwnAddress } from "../support/accounts";
import { axe, openHydrated, translator } from "../support/shop";
import siteSettings from "../../../app/locales/admin/site-settings";

test.use({ reducedMotion: "reduce" });

const GTM_ID = "GTM-E2ECONS";
const SHOTS = "/tmp/shots";

/** Every request of the context that is not for the shop itself. */
function recordThirdParty(context: BrowserContext) {
  const outside: string[] = [];
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (!["http:", "https:", "ws:", "wss:"].includes(url.protocol)) return;
    if (url.hostname !== "localhost" && url.hostname !== "127.0.0.1") outside.push(request.url());
  });
  return outside;
}

/** Google's hosts answer with a stand-in script that counts its runs. */
async function standInForGoogle(context: BrowserContext) {
  await context.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: "window.__tagRuns=(window.__tagRuns||0)+1;" }),
  );
}

const banner = (page: Page) => page.getByTestId("consent-banner");

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "consent");
}

/** Sets the Tag Manager id on the owner's site settings screen; gives the one it replaced. */
async function setGtmId(owner: Page, id: string): Promise<string> {
  const t = siteSettings.fr;
  await hydrated(owner, "/admin/site-settings");
  const field = owner.getByLabel(t["siteSettings.field.gtmId"], { exact: true });
  const before = await field.inputValue();
  // An unchanged form has nothing to save (and says nothing).
  if (before === id) return before;
  await field.fill(id);
  // The form's own button (the unsaved-changes bar repeats it).
  await owner.getByRole("button", { name: t["siteSettings.save"], exact: true }).first().click();
  await expect(owner.getByText(t["siteSettings.saved"]).first()).toBeVisible();
  return before;
}

async function screenshot(page: Page, name: string, isMobile: boolean) {
  await page.screenshot({ path: `${SHOTS}/consent-${name}-${isMobile ? "phone" : "desktop"}.png` });
}

test("with a Tag Manager id set: nothing leaves before consent, 'Accepter' loads the tag, 'Refuser' never does", async ({ browser, isMobile }, testInfo) => {
  test.slow();
  const viewport = testInfo.project.use.viewport ?? undefined;
  const ownerContext = await browser.newContext();
  await useOwnAddress(ownerContext);
  await signInOwner(ownerContext, "fr", `consent-${Date.now().toString(36)}${testInfo.project.name}`);
  const owner = await ownerContext.newPage();
  const previous = await setGtmId(owner, GTM_ID);
  const contexts: BrowserContext[] = [];
  try {
    const newVisitor = async () => {
      const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile, userAgent: testInfo.project.use.userAgent, reducedMotion: "reduce" });
      contexts.push(context);
      await standInForGoogle(context);
      return { context, page: await context.newPage(), outside: recordThirdParty(context) };
    };

    // Accepter, in French.
    {
      const t = translator("fr");
      const { context, page, outside } = await newVisitor();
      await useOwnAddress(context);
      await openHydrated(page, "/fr");
      await expect(banner(page)).toBeVisible();
      // Browsing before an answer: the home page, the shop and a product.
      await openHydrated(page, "/fr/shop");
      await page.getByTestId("product-card").first().getByRole("heading").getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(outside).toEqual([]);
      expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);

      const tagRequested = page.waitForRequest((request) => request.url().startsWith(`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`));
      await banner(page).getByRole("button", { name: t("consent.accept"), exact: true }).click();
      await tagRequested;
      await expect(banner(page)).toBeHidden();
      // The page came back with the tag, allowed by its CSP: the stand-in ran.
      await expect.poll(() => page.evaluate(() => (window as { __tagRuns?: number }).__tagRuns ?? 0)).toBe(1);
      expect((await consentCookie(context))?.value).toBe("analytics,marketing");
      expect(outside.every((url) => url.startsWith("https://www.googletagmanager.com/"))).toBe(true);
      // The next page still has it and no banner.
      const next = await page.goto("/fr/about");
      expect(next?.headers()["content-security-policy"]).toContain("https://www.googletagmanager.com");
      expect(next?.headers()["cache-control"]).toBe("private, no-store");
      await expect(banner(page)).toBeHidden();
    }

    // Refuser, in Hebrew: no tag, the banner closes in place (no reload) and stays closed.
    {
      const t = translator("he");
      const { context, page, outside } = await newVisitor();
      await useOwnAddress(context);
      await openHydrated(page, "/he/shop");
      await expect(banner(page)).toBeVisible();
      await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
      await banner(page).getByRole("button", { name: t("consent.decline"), exact: true }).click();
      await expect(banner(page)).toBeHidden();
      expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
      await expect.poll(async () => (await consentCookie(context))?.value).toBe("none");
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(banner(page)).toBeHidden();
      await openHydrated(page, "/he");
      await expect(banner(page)).toBeHidden();
      await page.waitForLoadState("networkidle");
      expect(outside).toEqual([]);
      expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    }
  } finally {
    for (const context of contexts) await context.close();
    await setGtmId(owner, previous);
    await ownerContext.close();
  }
});

test("'Personnaliser' keeps a choice per category, and the footer's link reopens the banner", async ({ page, context, isMobile }) => {
  await useOwnAddress(context);
  const t = translator("fr");
  await openHydrated(page, "/fr/about");
  const area = banner(page);
  await area.getByText(t("consent.customize"), { exact: true }).click();
  await expect(area.getByRole("group", { name: t("consent.choicesTitle") })).toBeVisible();
  await screenshot(page, "fr-customize", isMobile);
  await area.getByLabel(t("consent.analyticsTitle"), { exact: true }).check();
  await expect(area.getByLabel(t("consent.marketingTitle"), { exact: true })).not.toBeChecked();
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
  await area.getByRole("button", { name: t("consent.save"), exact: true }).click();
  await expect(area).toBeHidden();
  await expect.poll(async () => (await consentCookie(context))?.value).toBe("analytics");
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);

  // The footer's link: the banner again, its heading focused.
  await page.getByRole("contentinfo").getByRole("link", { name: t("consent.manage"), exact: true }).click();
  await expect(area).toBeVisible();
  await expect(area.getByRole("heading", { name: t("consent.title") })).toBeFocused();
  await expect(area).toBeInViewport();
  await area.getByRole("button", { name: t("consent.decline"), exact: true }).click();
  await expect(area).toBeHidden();
  await expect.poll(async () => (await consentCookie(context))?.value).toBe("none");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the banner's forms, its 'Personnaliser' and the footer's link work @any-screen", async ({ page, context }) => {
    await useOwnAddress(context);
    const t = translator("fr");
    await page.goto("/fr/shop?sort=price-asc");
    const area = banner(page);
    await expect(area).toBeVisible();
    await area.getByRole("button", { name: t("consent.decline"), exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/shop\?sort=price-asc$/);
    await expect(area).toBeHidden();
    expect((await consentCookie(context))?.value).toBe("none");

    // Reopened from the footer: a link to the same page with ?consent=open.
    await page.getByRole("contentinfo").getByRole("link", { name: t("consent.manage"), exact: true }).click();
    await expect(page).toHaveURL(/[?&]consent=open/);
    await expect(area).toBeVisible();
    await area.getByText(t("consent.customize"), { exact: true }).click();
    await area.getByLabel(t("consent.marketingTitle"), { exact: true }).check();
    await area.getByRole("button", { name: t("consent.save"), exact: true }).click();
    // Back where it was, without ?consent=open.
    await expect(page).toHaveURL(/\/fr\/shop\?sort=price-asc$/);
    await expect(area).toBeHidden();
    expect((await consentCookie(context))?.value).toBe("marketing");
  });
});

for (const lang of ["fr", "he"] as const) {
  test(`the banner in ${lang}: equal answers, accessible, in the page's flow, right to left in Hebrew`, async ({ page, context, isMobile }) => {
    await useOwnAddress(context);
    const t = translator(lang);
    await openHydrated(page, `/${lang}`);
    const area = banner(page);
    await expect(area).toBeVisible();
    await screenshot(page, lang, isMobile);
    // On a phone it takes a third of the first screen at most (one answer to a row took 40%), at 360 px too.
    if (isMobile) {
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 844 });
        expect((await area.boundingBox())!.height, `at ${width} px`).toBeLessThanOrEqual(844 / 3);
      }
      await page.setViewportSize({ width: 390, height: 844 });
    }

    // Equal prominence: the same size, weight, colours and border for the three answers.
    const answers = [
      area.getByRole("button", { name: t("consent.accept"), exact: true }),
      area.getByRole("button", { name: t("consent.decline"), exact: true }),
      area.getByText(t("consent.customize"), { exact: true }),
    ];
    const looks = await Promise.all(
      answers.map((answer) =>
        answer.evaluate((el) => {
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          return {
            width: Math.round(box.width),
            height: Math.round(box.height),
            font: `${style.fontSize} ${style.fontWeight} ${style.fontFamily}`,
            colours: `${style.color} ${style.backgroundColor} ${style.borderTopColor} ${style.borderTopWidth}`,
          };
        }),
      ),
    );
    for (const look of looks.slice(1)) {
      expect(look.height).toBe(looks[0].height);
      expect(look.font).toBe(looks[0].font);
      expect(look.colours).toBe(looks[0].colours);
      // On a phone the three have one width (one column); on a desktop each fits its word (at least 9 rem).
      if (isMobile) expect(Math.abs(look.width - looks[0].width)).toBeLessThanOrEqual(1);
    }
    for (const answer of answers) expect((await answer.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    // Each answer's word sits inside its button with room on both sides, at a phone's narrowest too
    // ('Personnaliser' ran into its border at 360–390 px, three to a row).
    for (const width of isMobile ? [360, 390] : [page.viewportSize()!.width]) {
      if (isMobile) await page.setViewportSize({ width, height: 800 });
      const room = await Promise.all(
        answers.map((answer) =>
          answer.evaluate((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            const [text, box] = [range.getBoundingClientRect(), el.getBoundingClientRect()];
            return { word: el.textContent, start: Math.round(text.left - box.left), end: Math.round(box.right - text.right) };
          }),
        ),
      );
      for (const { word, start, end } of room) {
        expect(Math.min(start, end), `${word} at ${width} px`).toBeGreaterThanOrEqual(12);
      }
      const widths = await Promise.all(answers.map(async (answer) => Math.round((await answer.boundingBox())!.width)));
      if (isMobile) expect(new Set(widths).size, `${widths.join(", ")} at ${width} px`).toBe(1);
    }
    if (isMobile) await page.setViewportSize({ width: 390, height: 844 });

    // 'Accepter' comes first: on top on a phone (two to a row, 'Personnaliser' under them), else on the reading side (right to
    // left in Hebrew).
    const first = (await answers[0].boundingBox())!;
    const last = (await answers[2].boundingBox())!;
    if (isMobile) expect(first.y).toBeLessThan(last.y);
    else if (lang === "he") expect(first.x).toBeGreaterThan(last.x);
    else expect(first.x).toBeLessThan(last.x);

    // In the page's flow, under the header: it covers neither the call button nor the content.
    const position = await area.evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe("relative");
    const call = page.getByTestId("click-to-call");
    if (await call.count()) {
      const callBox = (await call.boundingBox())!;
      const box = (await area.boundingBox())!;
      expect(box.y + box.height <= callBox.y || callBox.y + callBox.height <= box.y).toBe(true);
    }

    // axe on the banner, closed and with its choices open.
    const serious = async () =>
      (await axe(page).include("#consent-banner").analyze()).violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(await serious()).toEqual([]);
    await answers[2].click();
    await expect(area.getByRole("group", { name: t("consent.choicesTitle") })).toBeVisible();
    await screenshot(page, `${lang}-open`, isMobile);
    expect(await serious()).toEqual([]);
  });
}
