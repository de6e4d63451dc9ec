/**
 * The hero slides of the back office (docs/product/admin-back-office.md#adm-19), through the screens' loaders and actions
 * as a browser posts them: a slide created with its picture and texts in four languages shows on
 * the home page in each language (French where a language has none); bad input (no picture, no
 * French title, a javascript: link) is refused at its field and changes nothing; the order (one
 * place, or all at once) and the visibility persist and are what the home page shows; the delete
 * goes with its texts. Every write has its audit row. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { LANGS, type Lang } from "../../../app/lib/langs";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute, type RouteAnswer } from "../../support/admin-routes";
import { listAudit } from "../../../app/features/audit/audit.server";
import { activeHeroSlides } from "../../../app/features/content/content.server";
import { action as listAction, loader as listLoader } from "../../../app/routes/admin/hero";
import { action as editorAction, loader as editorLoader } from "../../../app/routes/admin/hero.$id";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let owner: { cookies: string; userId: string };

beforeAll(async () => {
  owner = await createSignedInCustomer(`hero-owner-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
});

function texts(titles: Partial<Record<Lang, string>>, extra: { subtitle?: string; ctaText?: string } = {}) {
  return Object.fromEntries(
    LANGS.flatMap((lang) => [
      [`translations.${lang}.title`, titles[lang] ?? ""],
      [`translations.${lang}.subtitle`, titles[lang] && extra.subtitle ? `${extra.subtitle} ${lang}` : ""],
      [`translations.${lang}.ctaText`, titles[lang] && extra.ctaText ? `${extra.ctaText} ${lang}` : ""],
    ]),
  );
}

/** The audit actions recorded for one slide, sorted. */
const auditActions = async (id: string) => (await listAudit({ entity: "hero_slide", entityId: id })).rows.map((row) => row.action).sort();

const editorPost = (id: string, fields: Record<string, string>) => runRoute(editorAction, formRequest(`/admin/hero/${id}`, fields, owner.cookies), { id });
const listPost = (fields: Record<string, string>) => runRoute(listAction, formRequest("/admin/hero", fields, owner.cookies));
const fieldErrors = (answer: RouteAnswer) => (answer.data as { result: { error: Record<string, string[] | null> } }).result.error;
const slideCount = async () => (await testDb().select({ id: schema.heroSlides.id }).from(schema.heroSlides)).length;
const adminOrder = async () => ((await runRoute(listLoader, pageRequest("/admin/hero", owner.cookies))).data as { rows: { id: string }[] }).rows.map((row) => row.id);

async function createSlide(title: string, active = true) {
  const answer = await editorPost("new", { intent: "save", imageUrl: "/media/uploads/hero-test.jpg", ctaLink: "/shop", ...(active ? { isActive: "on" } : {}), ...texts({ fr: title }) });
  expect(answer.status).toBe(302);
  return answer.location!.match(/\/admin\/hero\/([0-9a-f-]{36})/)![1];
}

describe("creating and editing a slide", () => {
  it("creates one with its picture, link and texts, last in the order, shown on the home page in each language", async () => {
    const before = await slideCount();
    const answer = await editorPost("new", {
      intent: "save",
      imageUrl: "/media/uploads/atelier.jpg",
      ctaLink: "/shop?new=1",
      isActive: "on",
      ...texts({ fr: `Lumière ${tag}`, en: `Light ${tag}`, he: `אור ${tag}` }, { subtitle: "Sous-titre", ctaText: "Voir" }),
    });
    expect(answer.status).toBe(302);
    const id = answer.location!.match(/\/admin\/hero\/([0-9a-f-]{36})\?created=1$/)![1];
    expect(await slideCount()).toBe(before + 1);
    expect((await adminOrder()).at(-1)).toBe(id);

    const french = (await activeHeroSlides("fr")).find((slide) => slide.id === id)!;
    expect(french).toMatchObject({ title: `Lumière ${tag}`, subtitle: "Sous-titre fr", ctaText: "Voir fr", ctaLink: "/shop?new=1", imageUrl: "/media/uploads/atelier.jpg" });
    expect((await activeHeroSlides("he")).find((slide) => slide.id === id)?.title).toBe(`אור ${tag}`);
    // Russian has no title: the shop shows the French texts.
    expect((await activeHeroSlides("ru")).find((slide) => slide.id === id)?.title).toBe(`Lumière ${tag}`);

    const editor = await runRoute(editorLoader, pageRequest(`/admin/hero/${id}`, owner.cookies), { id });
    expect((editor.data as { slide: { translations: Record<Lang, { title: string }> } }).slide.translations.en.title).toBe(`Light ${tag}`);
    expect(await auditActions(id)).toEqual(["hero.create"]);
  });

  it("refuses bad input at its field and changes nothing", async () => {
    const id = await createSlide(`Stable ${tag}`);
    const before = await testDb().select().from(schema.heroSlides).where(eq(schema.heroSlides.id, id));
    const count = await slideCount();

    const noPicture = await editorPost(id, { intent: "save", imageUrl: "", ctaLink: "/shop", isActive: "on", ...texts({ fr: "Autre" }) });
    expect(noPicture.status).toBe(400);
    expect(fieldErrors(noPicture).imageUrl).toEqual(["hero.errors.imageRequired"]);

    const noTitle = await editorPost(id, { intent: "save", imageUrl: "/media/uploads/a.jpg", ctaLink: "/shop", ...texts({ en: "Only English" }) });
    expect(fieldErrors(noTitle)["translations.fr.title"]).toEqual(["hero.errors.titleRequired"]);

    for (const link of ["javascript:alert(1)", "//evil.example", "http://plain.example", "shop", "https://"]) {
      const bad = await editorPost(id, { intent: "save", imageUrl: "/media/uploads/a.jpg", ctaLink: link, ...texts({ fr: "Lien" }, { ctaText: "Go" }) });
      expect(bad.status, link).toBe(400);
      expect(fieldErrors(bad).ctaLink, link).toEqual(["hero.errors.link"]);
    }
    const outside = await editorPost(id, { intent: "save", imageUrl: "https://elsewhere.example/a.jpg", ctaLink: "/shop", ...texts({ fr: "Ailleurs" }) });
    expect(fieldErrors(outside).imageUrl).toEqual(["hero.errors.image"]);
    // What was typed comes back with the refusal.
    expect((outside.data as { result: { initialValue: { translations: { fr: { title: string } } } } }).result.initialValue.translations.fr.title).toBe("Ailleurs");

    expect(await testDb().select().from(schema.heroSlides).where(eq(schema.heroSlides.id, id))).toEqual(before);
    expect(await slideCount()).toBe(count);
    expect(await auditActions(id)).toEqual(["hero.create"]);
  });

  it("accepts an https address, and a save that changes nothing writes nothing", async () => {
    const id = await createSlide(`Dehors ${tag}`);
    const fields = { intent: "save", imageUrl: "/media/uploads/hero-test.jpg", ctaLink: "https://example.com/collection", isActive: "on", ...texts({ fr: `Dehors ${tag}` }, { ctaText: "Voir" }) };
    expect((await editorPost(id, fields)).status).toBe(200);
    expect((await editorPost(id, fields)).data).toMatchObject({ ok: "Rien n'a changé." });
    expect(await auditActions(id)).toEqual(["hero.create", "hero.update"]);
  });
});

describe("the order and the visibility", () => {
  it("moves a slide one place and sets the whole order at once; the home page follows", async () => {
    const a = await createSlide(`A ${tag}`);
    const b = await createSlide(`B ${tag}`);
    const order = await adminOrder();
    expect(order.slice(-2)).toEqual([a, b]);

    expect((await listPost({ intent: "move", id: b, direction: "up" })).status).toBe(200);
    expect((await adminOrder()).slice(-2)).toEqual([b, a]);
    const shop = (await activeHeroSlides("fr")).map((slide) => slide.id);
    expect(shop.indexOf(b)).toBeLessThan(shop.indexOf(a));

    const reversed = [...(await adminOrder())].reverse();
    expect((await listPost({ intent: "order", ids: reversed.join(",") })).status).toBe(200);
    expect(await adminOrder()).toEqual(reversed);
    const stored = await testDb().select({ id: schema.heroSlides.id }).from(schema.heroSlides).orderBy(asc(schema.heroSlides.displayOrder));
    expect(stored.map((row) => row.id)).toEqual(reversed);

    // A list made before a slide was added is refused, and the order stays.
    const stale = await listPost({ intent: "order", ids: reversed.slice(1).join(",") });
    expect(stale.status).toBe(409);
    expect(await adminOrder()).toEqual(reversed);
    expect((await listPost({ intent: "order", ids: "not-an-id" })).status).toBe(400);
  });

  it("hides a slide from the home page and shows it again", async () => {
    const id = await createSlide(`Cachée ${tag}`);
    expect((await activeHeroSlides("fr")).some((slide) => slide.id === id)).toBe(true);
    expect((await listPost({ intent: "deactivate", id })).status).toBe(200);
    expect((await activeHeroSlides("fr")).some((slide) => slide.id === id)).toBe(false);
    expect((await listPost({ intent: "activate", id })).status).toBe(200);
    expect((await activeHeroSlides("fr")).some((slide) => slide.id === id)).toBe(true);
    expect(await auditActions(id)).toEqual(["hero.activate", "hero.create", "hero.deactivate"]);
  });

  it("deletes a slide with its texts", async () => {
    const id = await createSlide(`Partie ${tag}`);
    const answer = await editorPost(id, { intent: "delete" });
    expect(answer).toMatchObject({ status: 302, location: "/admin/hero?deleted=1" });
    expect(await testDb().select().from(schema.heroSlideTranslations).where(eq(schema.heroSlideTranslations.slideId, id))).toEqual([]);
    expect((await editorPost(id, { intent: "delete" })).status).toBe(404);
    expect((await runRoute(editorLoader, pageRequest(`/admin/hero/${id}`, owner.cookies), { id })).status).toBe(404);
  });
});
