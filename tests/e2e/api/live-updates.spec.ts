/**
 * Live updates across server copies (docs/product/performance-and-operations.md#ops-4, "Live updates"): two server processes share one
 * PostgreSQL. A static translation and a design change made through the first, as the owner's
 * admin screens post them, are served by the second, without a restart: the database's NOTIFY
 * reaches the second copy, which drops its caches and tells its open pages (its /api/live stream
 * sends `texts`, then `design`). The test waits for the change, not for a time; how long it took is
 * in the report.
 *
 * PostgreSQL is needed (PGlite is one process): without TEST_DATABASE_URL the test is skipped.
 */
import { expect, test } from "@playwright/test";
import { homeIntroTitle, timeUntil, withTwoServerCopies } from "../support/server-copies";

const baseUrl = process.env.TEST_DATABASE_URL;

/** The events one copy's /api/live stream sends, collected as they come. */
function listen(origin: string) {
  const events: string[] = [];
  let connected = false;
  const controller = new AbortController();
  const done = fetch(`${origin}/api/live`, { signal: controller.signal })
    .then(async (response) => {
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      expect(response.headers.get("set-cookie")).toBeNull();
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        buffer += decoder.decode(value, { stream: true });
        // The stream's first comment says the copy has taken the connection in.
        if (/^: connected/m.test(buffer)) connected = true;
        for (const match of buffer.matchAll(/^event: (\w+)$/gm)) events.push(match[1]);
        buffer = buffer.slice(buffer.lastIndexOf("\n\n") + 2);
      }
    })
    .catch(() => {});
  return { events, isConnected: async () => connected, stop: () => (controller.abort(), done) };
}

test.describe.configure({ mode: "serial" });

test("a text and a design changed through one server copy are served by the other", async () => {
  test.skip(!baseUrl, "needs PostgreSQL: set TEST_DATABASE_URL (two processes cannot share PGlite)");
  test.setTimeout(400_000);
  await withTwoServerCopies(baseUrl!, "shop-live", async ({ b, post }) => {
    // The second copy has served the dictionary's text already (its cache holds it).
    const original = "La lumière, sculptée à la main";
    expect(await homeIntroTitle(b)).toBe(original);
    const live = listen(b);
    await timeUntil(live.isConnected, "the other copy's live stream");

    // A static translation, saved through the first copy's screen.
    const text = `La lumière de l'atelier ${Date.now().toString(36)}`;
    const saved = await post("/admin/static-translations", { intent: "save", key: "home.introTitle", "texts.fr": text, "texts.en": "", "texts.he": "", "texts.ru": "" });
    expect(saved.status).toBe(200);
    const textTook = await timeUntil(async () => (await homeIntroTitle(b)) === text, "the new text on the other copy");
    test.info().annotations.push({ type: "text reached the other copy", description: `${textTook} ms` });

    // A design published through the first copy's editor.
    const accent = "#2f4f6f";
    const design = {
      intent: "publish",
      "color.background": "#f7f3ee",
      "color.surface": "#ffffff",
      "color.text": "#2b2623",
      "color.muted": "#6b6159",
      "color.accent": accent,
      "color.accent-hover": "#824f1c",
      "color.accent-soft": "#f1e4d3",
      "color.on-accent": "#ffffff",
      "color.accent-2": "#a84a31",
      "color.lines": "#e6ded5",
      "font.display-latin": "cormorant",
      "font.text-latin": "inter",
      "font.display-hebrew": "frank-ruhl",
      "font.text-hebrew": "heebo",
      "radius.soft": "10",
    };
    const published = await post("/admin/design", design);
    expect(published.status).toBe(200);
    const designTook = await timeUntil(async () => {
      const { variables } = (await (await fetch(`${b}/api/design`)).json()) as { variables: Record<string, string> };
      return variables["--color-accent"] === accent;
    }, "the new design on the other copy");
    test.info().annotations.push({ type: "design reached the other copy", description: `${designTook} ms` });
    expect(await (await fetch(`${b}/fr`)).text()).toContain(`--color-accent:${accent}`);

    // And the second copy's open pages were told, each kind once.
    await timeUntil(async () => live.events.includes("texts") && live.events.includes("design"), "the other copy's pages told");
    await live.stop();
  });
});
