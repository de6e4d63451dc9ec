/**
 * The home page's blocks in the back office (docs/product/admin-back-office.md#adm-20), through the screen's loader and
 * action as a browser posts them, and the home page as the shop renders it: the blocks' order (one
 * place, or all at once) persists and is the page's order; a hidden block is gone from the rendered
 * page; a block's texts start as the dictionary's, an edited one overrides it in its language only,
 * and emptying it (or the reset) gives the dictionary's back; the limited edition's picture comes
 * from the media library. Bad input changes nothing. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { LANGS } from "../../../app/lib/langs";
import { eventually, routeContext, withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute, type RouteAnswer } from "../../support/admin-routes";
import { listAudit } from "../../../app/features/audit/audit.server";
import { startLiveUpdates, announceChange } from "../../../app/server/live.server";
import { databaseHandle } from "../../../app/server/db.server";
import { messagesFor } from "../../../app/features/i18n/messages.server";
import { dictionaryText } from "../../../app/features/i18n/static-translations-admin.server";
import { getHomepageBlocks } from "../../../app/features/content/homepage.server";
import { action, loader } from "../../../app/routes/admin/homepage";
import * as homeRoute from "../../../app/routes/$lang/home";
import * as layoutRoute from "../../../app/routes/$lang/layout";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let owner: { cookies: string; userId: string };
let stopListening: () => Promise<void>;

beforeAll(async () => {
  owner = await createSignedInCustomer(`homepage-owner-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
  // The blocks' cache belongs to the previous test file's database.
  announceChange("homepage_blocks");
  stopListening = await startLiveUpdates(databaseHandle());
});
afterAll(async () => {
  await stopListening?.();
});

const post = (fields: Record<string, string>) => runRoute(action, formRequest("/admin/homepage", fields, owner.cookies));
const fieldErrors = (answer: RouteAnswer) => (answer.data as { result: { error: Record<string, string[] | null> } }).result.error;
const screen = async () => (await runRoute(loader, pageRequest("/admin/homepage", owner.cookies))).data as { blocks: { key: string; isVisible: boolean; imageUrl: string | null; changed: number; texts: { key: string; dictionary: Record<string, string>; override: Record<string, string> }[] }[] };
const storedOrder = async () => (await screen()).blocks.map((block) => block.key);

/** The home page as the shop renders it in `lang`: its loaders, then its components to HTML. */
async function renderHome(lang: "fr" | "he" = "fr") {
  const request = pageRequest(`/${lang}`);
  const params = { lang };
  const context = await routeContext(request, params);
  const layout = ((await layoutRoute.loader({ request, params, context } as never)) as { data: unknown }).data;
  const home = await homeRoute.loader({ request, params, context } as never);
  const Stub = createRoutesStub([
    {
      id: "routes/$lang/layout",
      path: "/:lang",
      // The shop's own layout: its translator, header and footer around the page.
      Component: layoutRoute.default as never,
      children: [{ id: "routes/$lang/home", index: true, Component: homeRoute.default as never }],
    },
  ]);
  return renderToString(createElement(Stub, { initialEntries: [`/${lang}`], hydrationData: { loaderData: { "routes/$lang/layout": layout, "routes/$lang/home": home } } }));
}

describe("the blocks' order and visibility", () => {
  it("lists the six blocks in the documented order, with the dictionary's texts as their defaults", async () => {
    const { blocks } = await screen();
    expect(blocks.map((block) => block.key)).toEqual(["intro", "newest", "manifesto", "limited", "pillars", "newsletter"]);
    const intro = blocks[0].texts.find((text) => text.key === "home.introTitle")!;
    expect(intro.dictionary.fr).toBe("La lumière, sculptée à la main");
    expect(intro.override).toEqual({});
    const html = await renderHome();
    expect(html.indexOf('id="intro-title"')).toBeLessThan(html.indexOf('id="manifesto-title"'));
  });

  it("moves a block and sets the whole order at once; the rendered home page follows", async () => {
    expect((await post({ intent: "move", key: "newsletter", direction: "up" })).status).toBe(200);
    expect(await storedOrder()).toEqual(["intro", "newest", "manifesto", "limited", "newsletter", "pillars"]);

    const order = ["limited", "intro", "pillars", "newest", "newsletter", "manifesto"];
    expect((await post({ intent: "order", keys: order.join(",") })).status).toBe(200);
    expect(await storedOrder()).toEqual(order);
    await eventually(async () => (await getHomepageBlocks()).map((block) => block.key).join() === order.join());
    const html = await renderHome();
    const positions = ["limited-title", "intro-title", "pillars-title", "newest-title", "newsletter-title", "manifesto-title"].map((id) => html.indexOf(`id="${id}"`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    // An order without every block, or with an unknown one, changes nothing.
    for (const keys of ["intro,newest", "intro,newest,manifesto,limited,pillars,footer", "intro,intro,manifesto,limited,pillars,newsletter"]) {
      expect((await post({ intent: "order", keys })).status, keys).toBe(400);
    }
    expect(await storedOrder()).toEqual(order);
    expect((await listAudit({ entity: "homepage_blocks", action: "homepage.reorder" })).total).toBe(2);
  });

  it("hides a block: it is gone from the rendered home page, in every language, until shown again", async () => {
    expect((await renderHome()).includes('id="manifesto-title"')).toBe(true);
    expect((await post({ intent: "hide", key: "manifesto" })).status).toBe(200);
    await eventually(async () => !(await getHomepageBlocks()).find((block) => block.key === "manifesto")!.isVisible);
    const french = await renderHome("fr");
    expect(french).not.toContain('id="manifesto-title"');
    expect(french).not.toContain("Notre manifeste");
    expect(french).toContain('id="intro-title"');
    expect(await renderHome("he")).not.toContain('id="manifesto-title"');

    // Hiding it again changes nothing more.
    const audits = (await listAudit({ entity: "homepage_blocks", action: "homepage.update" })).total;
    await post({ intent: "hide", key: "manifesto" });
    expect((await listAudit({ entity: "homepage_blocks", action: "homepage.update" })).total).toBe(audits);

    expect((await post({ intent: "show", key: "manifesto" })).status).toBe(200);
    await eventually(async () => (await getHomepageBlocks()).find((block) => block.key === "manifesto")!.isVisible);
    expect(await renderHome()).toContain('id="manifesto-title"');
    expect((await post({ intent: "hide", key: "footer" })).status).toBe(400);
  });
});

describe("a block's texts and picture", () => {
  /** The block's form fields: every language's texts as the screen shows them, with changes. */
  async function blockFields(key: string, changes: Record<string, string> = {}) {
    const block = (await screen()).blocks.find((candidate) => candidate.key === key)!;
    const fields: Record<string, string> = { intent: "block", key, imageUrl: block.imageUrl ?? "" };
    for (const text of block.texts) {
      for (const lang of LANGS) fields[`texts.${lang}.${text.key.split(".").pop()}`] = text.override[lang] ?? text.dictionary[lang] ?? "";
    }
    return { ...fields, ...changes };
  }

  it("overrides an edited text in its language only, keeps the others as the dictionary's, and gives it back when emptied", async () => {
    const title = `La capsule ${tag}`;
    const saved = await post(await blockFields("limited", { "texts.fr.limitedTitle": title, "texts.he.limitedText": `טקסט ${tag}` }));
    expect(saved.status).toBe(200);
    const rows = await testDb().select().from(schema.staticTranslations).where(eq(schema.staticTranslations.key, "home.limitedTitle"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fr: title, en: null, he: null, ru: null });
    await eventually(async () => (await messagesFor("fr"))["home.limitedTitle"] === title);
    expect(await renderHome("fr")).toContain(title);
    await eventually(async () => (await messagesFor("he"))["home.limitedText"] === `טקסט ${tag}`);
    expect((await messagesFor("en"))["home.limitedTitle"]).toBe(dictionaryText("home.limitedTitle", "en"));
    const block = (await screen()).blocks.find((candidate) => candidate.key === "limited")!;
    expect(block.changed).toBe(2);
    expect((await listAudit({ action: "homepage.texts" })).total).toBe(1);

    // Saved again unchanged: nothing written.
    expect((await post(await blockFields("limited"))).data).toMatchObject({ ok: "Rien n'a changé." });
    expect((await listAudit({ action: "homepage.texts" })).total).toBe(1);

    // Emptied: the dictionary's text is back, and the override row goes with its last text.
    expect((await post(await blockFields("limited", { "texts.fr.limitedTitle": "" }))).status).toBe(200);
    expect(await testDb().select().from(schema.staticTranslations).where(eq(schema.staticTranslations.key, "home.limitedTitle"))).toEqual([]);
    await eventually(async () => (await messagesFor("fr"))["home.limitedTitle"] === "La capsule Étoile");

    // The reset gives every text of the block back.
    expect((await post({ intent: "reset", key: "limited" })).status).toBe(200);
    expect((await screen()).blocks.find((candidate) => candidate.key === "limited")!.changed).toBe(0);
  });

  it("uses the chosen picture for the limited edition, and refuses one from outside the media library", async () => {
    const before = await renderHome();
    expect(before).toContain("/img/seed/limited-edition.jpg");
    const saved = await post(await blockFields("limited", { imageUrl: "/media/uploads/etoile-2026.jpg" }));
    expect(saved.status).toBe(200);
    await eventually(async () => (await getHomepageBlocks()).find((block) => block.key === "limited")!.imageUrl === "/media/uploads/etoile-2026.jpg");
    const after = await renderHome();
    expect(after).toContain("/img/uploads/etoile-2026.jpg");
    expect(after).not.toContain("/img/seed/limited-edition.jpg");

    const texts = (await testDb().select().from(schema.staticTranslations)).length;
    const refused = await post(await blockFields("limited", { imageUrl: "javascript:alert(1)", "texts.fr.limitedTitle": `Jamais ${tag}` }));
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused).imageUrl).toEqual(["homepage.errors.image"]);
    expect((await getHomepageBlocks()).find((block) => block.key === "limited")!.imageUrl).toBe("/media/uploads/etoile-2026.jpg");
    expect((await testDb().select().from(schema.staticTranslations)).length).toBe(texts);

    // Too long a text: refused at its field, nothing written.
    const long = await post(await blockFields("intro", { "texts.ru.introText": "x".repeat(2001) }));
    expect(fieldErrors(long)["texts.ru.introText"]).toEqual(["homepage.errors.tooLong"]);
    expect((await testDb().select().from(schema.staticTranslations)).length).toBe(texts);
  });
});
