/**
 * The consent banner's answer and what it changes (docs/product/analytics-and-consent.md#ana-1, docs/product/analytics-and-consent.md#ana-1):
 *   - /api/consent checks the form with zod (a bad choice is a 400 with the visitor's message), keeps
 *     the answer 6 months in a cookie the tracker can read, and sends a page without JavaScript back
 *     to a same-site path only;
 *   - the page cache keeps one page per answer (banner shown, refused, accepted without tag ids),
 *     and never keeps a page that carries a third-party tag by its nonce; that page's CSP alone
 *     opens Google's hosts.
 * Pages go through the HTTP layer as the server builds it, rendered by the real storefront layout's
 * middleware and loader (consent, tags, site settings from the database).
 */
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as schema from "../../db/schema";
import { env } from "../../app/server/env.server";
import type { DatabaseHandle } from "../../app/server/db.server";
import { announceChange, onTableChange } from "../../app/server/live.server";
import { getSiteSettings } from "../../app/features/content/settings.server";
import { consentMiddleware } from "../../app/features/consent/consent.server";
import { readConsent } from "../../app/components/analytics/consent";
import { CONSENT_MAX_AGE_SECONDS, parseConsent } from "../../app/schemas/consent";
import * as layoutRoute from "../../app/routes/$lang/layout";
import * as consentRoute from "../../app/routes/api/consent";
import type { HttpOptions } from "../../server/http";
import { createPageCache, type PageCache } from "../../server/page-cache";
import { eventually, openTestDatabase, routeContext, seedDemo } from "./helpers";
import { pageCacheApp } from "../support/page-cache-app";

let handle: DatabaseHandle;
let stopListening: () => Promise<void>;
let dir: string;
const origin = new URL(env().publicUrl).origin;
const GTM_ID = "GTM-TEST42";

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle);
  stopListening = await handle.listen((table) => announceChange(table));
  dir = await mkdtemp(path.join(os.tmpdir(), "consent-"));
});

afterAll(async () => {
  await stopListening?.();
  await handle?.close();
});

type Loaded<T> = { data: T; init?: ResponseInit | null };

/** Posts the banner's form to /api/consent's action, as a browser would. */
async function post(fields: Record<string, string>) {
  const request = new Request(`${origin}/api/consent`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams(fields),
  });
  const answer = (await consentRoute.action({ request, params: {}, context: await routeContext(request, {}) } as never)) as unknown;
  if (answer instanceof Response) return { status: answer.status, headers: answer.headers, body: await answer.text(), data: undefined };
  const loaded = answer as Loaded<Record<string, string>>;
  return { status: loaded.init?.status ?? 200, headers: new Headers(loaded.init?.headers ?? undefined), body: "", data: loaded.data };
}

/** A Set-Cookie line's attributes, lower-cased names. */
function attributes(line: string) {
  const [pair, ...rest] = line.split(";").map((part) => part.trim());
  const attrs = new Map(rest.map((part) => [part.split("=")[0].toLowerCase(), part.split("=")[1] ?? ""]));
  return { name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), attrs };
}

describe("/api/consent", () => {
  it("keeps 'Accepter' for 6 months in a cookie the page's tracker can read, and sends the page back (303)", async () => {
    const answer = await post({ choice: "accept", returnTo: "/fr/shop?sort=price", lang: "fr" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/fr/shop?sort=price");
    const cookie = attributes(answer.headers.get("Set-Cookie")!);
    expect(cookie.name).toBe("consent");
    expect(cookie.value).toBe("analytics,marketing");
    expect(Number(cookie.attrs.get("max-age"))).toBe(CONSENT_MAX_AGE_SECONDS);
    // Six months: 180 days, not more.
    expect(CONSENT_MAX_AGE_SECONDS).toBe(180 * 24 * 3600);
    expect(cookie.attrs.get("path")).toBe("/");
    expect(cookie.attrs.get("samesite")?.toLowerCase()).toBe("lax");
    expect(cookie.attrs.has("httponly")).toBe(false);
    // What the browser then sends back reads as the answer given.
    expect(readConsent(`lang=fr; consent=${cookie.value}`)).toEqual({ analytics: true, marketing: true });
  });

  it("keeps 'Refuser' and a personalised choice", async () => {
    const refused = await post({ choice: "refuse", returnTo: "/he", lang: "he" });
    expect(refused.status).toBe(303);
    expect(attributes(refused.headers.get("Set-Cookie")!).value).toBe("none");
    expect(readConsent("consent=none")).toEqual({ analytics: false, marketing: false });

    const custom = await post({ choice: "custom", analytics: "on", returnTo: "/en/about" });
    expect(attributes(custom.headers.get("Set-Cookie")!).value).toBe("analytics");
    const marketing = await post({ choice: "custom", marketing: "on", returnTo: "/en/about" });
    expect(attributes(marketing.headers.get("Set-Cookie")!).value).toBe("marketing");
    const nothing = await post({ choice: "custom", returnTo: "/en/about" });
    expect(attributes(nothing.headers.get("Set-Cookie")!).value).toBe("none");
  });

  it("answers the banner's script in place, without a redirect", async () => {
    const answer = await post({ choice: "accept", inPlace: "1", returnTo: "/fr" });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ consent: "analytics,marketing" });
    expect(attributes(answer.headers.get("Set-Cookie")!).value).toBe("analytics,marketing");
  });

  it("refuses a bad choice with a 400 and a clear message in the page's language, storing nothing", async () => {
    const french = await post({ choice: "maybe", returnTo: "/fr", lang: "fr" });
    expect(french.status).toBe(400);
    expect(french.headers.get("Set-Cookie")).toBeNull();
    expect(french.body).toBe("Choix invalide : répondez « Accepter », « Refuser » ou « Personnaliser ».");

    const missing = await post({ returnTo: "/he", lang: "he", inPlace: "1" });
    expect(missing.status).toBe(400);
    expect(missing.headers.get("Set-Cookie")).toBeNull();
    expect(missing.data).toEqual({ error: "consent.errors.choice", message: "בחירה לא תקינה: בחרו „אישור”, „דחייה” או „התאמה אישית”." });

    // A checkbox this shop never sends.
    const odd = await post({ choice: "custom", analytics: "yes", lang: "en" });
    expect(odd.status).toBe(400);
    expect(odd.body).toBe("Invalid answer: reload the page and choose again.");
  });

  it("goes back to a same-site path only, without the footer link's ?consent=open", async () => {
    for (const returnTo of ["https://evil.example/fr", "//evil.example/fr", "/\\evil.example", "/\t/evil.example", "javascript:alert(1)", ""]) {
      const answer = await post({ choice: "refuse", returnTo, lang: "ru" });
      expect(answer.status, returnTo).toBe(303);
      expect(answer.headers.get("Location"), returnTo).toBe("/ru");
    }
    const reopened = await post({ choice: "refuse", returnTo: "/fr/product/abc?consent=open&variant=v1" });
    expect(reopened.headers.get("Location")).toBe("/fr/product/abc?variant=v1");
  });

  it("reads only values it wrote: anything else asks again", () => {
    for (const value of ["", "all", "marketing,analytics", "analytics,analytics", "analytics,", "none,analytics", "%E0%A4%A"]) {
      expect(parseConsent(value), value).toBeNull();
    }
    expect(readConsent("__Host-consent=analytics")).toEqual({ analytics: true, marketing: false });
  });
});

describe("pages by consent", () => {
  let renders = 0;

  /** The home page through the storefront layout's consent middleware and loader. */
  const renderHome: HttpOptions["handlePage"] = async (request, { cspNonce }) => {
    const params = { lang: "fr" };
    const context = await routeContext(request, params);
    const args = { request, params, context } as never;
    const answer = await consentMiddleware(args, async () => {
      renders++;
      const layout = (await layoutRoute.loader(args)) as unknown as Loaded<{ consent: unknown; tags: { gtm?: string } }>;
      const { consent, tags } = layout.data;
      const html =
        `<!doctype html><html lang="fr"><body>${consent === null ? "<section data-banner>Cookies</section>" : ""}` +
        `<p data-consent>${JSON.stringify(consent)}</p>` +
        (tags.gtm ? `<script async nonce="${cspNonce}" src="https://www.googletagmanager.com/gtm.js?id=${tags.gtm}"></script>` : "") +
        `<script nonce="${cspNonce}">window.__page=1</script></body></html>`;
      return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    });
    return answer as Response;
  };

  const shop = (pageCache: PageCache) => pageCacheApp(dir, renderHome, pageCache);

  const get = (app: ReturnType<typeof shop>, cookie?: string) => app.fetch(new Request(`${origin}/fr`, { headers: cookie ? { Cookie: cookie } : {} }));

  async function setGtmId(id: string | null) {
    const [row] = await handle.db.select({ gtmId: schema.siteSettings.gtmId }).from(schema.siteSettings).where(eq(schema.siteSettings.id, 1));
    if ((row?.gtmId ?? null) === id) return;
    // The write is announced (NOTIFY, heard a moment later on PostgreSQL), and the announcement
    // clears every page cache: a cache made before it arrives would lose its first page to it.
    let stopListening = () => false as boolean;
    const heard = new Promise<void>((resolve) => {
      stopListening = onTableChange(["site_settings"], () => resolve());
    });
    await handle.db.update(schema.siteSettings).set({ gtmId: id }).where(eq(schema.siteSettings.id, 1));
    await heard.finally(stopListening);
    // The settings cache hears the change through the database's announcement.
    await eventually(async () => ((await getSiteSettings())?.gtmId ?? null) === id, "the site settings did not change");
  }

  it("keeps one page per answer: the banner's, the refused one and the accepted one without tag ids", async () => {
    await setGtmId(null);
    const cache = createPageCache();
    const app = shop(cache);
    const pages: Record<string, string> = {};
    for (const [name, cookie] of [
      ["banner", undefined],
      ["refused", "consent=none; lang=fr"],
      ["accepted", "consent=analytics,marketing"],
    ] as const) {
      const miss = await get(app, cookie);
      expect(miss.headers.get("X-Page-Cache"), name).toBe("miss");
      expect(miss.headers.get("Set-Cookie"), name).toBeNull();
      pages[name] = await miss.text();
      await cache.settled();
      const rendered = renders;
      const hit = await get(app, cookie);
      expect(hit.headers.get("X-Page-Cache"), name).toBe("hit");
      expect(await hit.text(), name).toBe(pages[name]);
      expect(renders).toBe(rendered);
      expect(hit.headers.get("Content-Security-Policy"), name).not.toContain("google");
    }
    expect(cache.size).toBe(3);
    expect(pages.banner).toContain("data-banner");
    expect(pages.refused).not.toContain("data-banner");
    expect(pages.refused).toContain('{"analytics":false,"marketing":false}');
    expect(pages.accepted).toContain('{"analytics":true,"marketing":true}');
    // A value this shop never wrote reads as no answer: the banner's page.
    const forged = await get(app, "consent=everything");
    expect(forged.headers.get("X-Page-Cache")).toBe("hit");
    expect(await forged.text()).toBe(pages.banner);
  });

  it("never keeps a page that carries a tag by its nonce, and only that page's CSP opens Google's hosts", async () => {
    await setGtmId(GTM_ID);
    try {
      const cache = createPageCache();
      const app = shop(cache);
      for (let i = 0; i < 2; i++) {
        const rendered = renders;
        const page = await get(app, "consent=marketing");
        const html = await page.text();
        expect(renders).toBe(rendered + 1);
        expect(page.headers.get("X-Page-Cache")).toBeNull();
        expect(page.headers.get("Cache-Control")).toBe("private, no-store");
        expect(page.headers.get("X-Shop-Tags")).toBeNull();
        const csp = page.headers.get("Content-Security-Policy")!;
        const nonce = csp.match(/'nonce-([^']+)'/)![1];
        expect(html).toContain(`<script async nonce="${nonce}" src="https://www.googletagmanager.com/gtm.js?id=${GTM_ID}">`);
        expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com(;|$)/);
        expect(csp).toMatch(/img-src [^;]*https:\/\/www\.googletagmanager\.com/);
        expect(csp).toMatch(/connect-src [^;]*https:\/\/www\.googletagmanager\.com/);
        expect(csp).not.toContain("google-analytics");
      }
      await cache.settled();
      expect(cache.size).toBe(0);

      // With the id set, a visitor who refused, or who accepted audience measurement only (no
      // Analytics id is set), still gets a kept page without any of Google's hosts.
      for (const cookie of ["consent=none", "consent=analytics"]) {
        const first = await get(app, cookie);
        expect(await first.text()).not.toContain("googletagmanager");
        expect(first.headers.get("Content-Security-Policy")).not.toContain("google");
        await cache.settled();
        const again = await get(app, cookie);
        expect(again.headers.get("X-Page-Cache"), cookie).toBe("hit");
        await again.text();
      }
      // The banner's page (no answer yet) carries nothing either.
      const banner = await get(app);
      expect(await banner.text()).not.toContain("googletagmanager");
      expect(banner.headers.get("Content-Security-Policy")).not.toContain("google");
    } finally {
      await setGtmId(null);
    }
  });
});
