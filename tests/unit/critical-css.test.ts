/**
 * Critical CSS (app/server/critical-css.server.ts): a page template's inlined CSS keeps the rules
 * its elements use, the @font-face rules its text needs and the custom properties something reads,
 * and drops the rest; a template is learnt once.
 */
import { describe, expect, it } from "vitest";
import { criticalCssFor, documentMatches, fontFacesFor, learnCriticalCss, needsCriticalCss, PAGES_CHECKED, SAMPLE_PAGES, withoutBelowFoldContent, withoutInteraction, withoutUnreadCustomProperties } from "~/server/critical-css.server";

const hebrewFace = "@font-face{font-family:Display;src:url(/assets/display-hebrew.woff2)format(\"woff2\");unicode-range:U+0590-05FF}";
const cyrillicFace = "@font-face{font-family:Display;src:url(/assets/display-cyrillic.woff2)format(\"woff2\");unicode-range:U+301,U+400-45F}";
const latinFace = "@font-face{font-family:Display;src:url(/assets/display-latin.woff2)format(\"woff2\");unicode-range:U+??,U+131}";
const fullCss = [
  hebrewFace,
  cyrillicFace,
  ":root,:host{--color-ink:#222;--color-unread:#f00;--spacing:.25rem}",
  "@property --tw-shadow{syntax:\"*\";inherits:false;initial-value:0 0 #0000}",
  "@property --tw-unread{syntax:\"*\";inherits:false}",
  ".used{color:var(--color-ink);box-shadow:var(--tw-shadow);font-family:Display}",
  ".used:hover{color:blue}",
  "[dir=rtl] .used{margin-inline-start:1rem}",
  ".unused-anywhere{color:green}",
  "@media (min-width:768px){.used{padding:2rem}.also-unused{padding:1rem}}",
].join("");
const page = (css: string) =>
  `<!DOCTYPE html><html lang="he" dir="rtl"><head><style id="inline-stylesheet">${css}</style></head><body><p class="used">שלום</p></body></html>`;

describe("critical CSS", () => {
  it("keeps the page's rules and the fonts, and drops the others", async () => {
    expect(needsCriticalCss("test-page|rtl")).toBe(true);
    await learnCriticalCss("test-page|rtl", page(fullCss), fullCss);
    const critical = criticalCssFor("test-page|rtl");
    expect(critical).toBeDefined();
    expect(critical).toContain(hebrewFace);
    expect(critical).not.toContain("display-cyrillic");
    expect(critical).toContain(".used{color:var(--color-ink)");
    expect(critical).toContain("--color-ink:#222");
    expect(critical).toContain("@property --tw-shadow");
    expect(critical).not.toContain("--color-unread");
    expect(critical).not.toContain("--tw-unread");
    expect(critical).not.toContain("--spacing");
    expect(critical).not.toContain(":hover");
    expect(critical).toContain("[dir=rtl] .used");
    expect(critical).not.toContain("unused-anywhere");
    expect(critical).not.toContain("also-unused");
  });

  it("learns again from a page of the template that uses classes the earlier ones did not, up to the sample's size", async () => {
    const css = ".card{color:red}.badge{color:blue}.sold-out{opacity:.5}";
    const pageWith = (body: string) => `<!DOCTYPE html><html lang="fr" dir="ltr"><head><style id="inline-stylesheet">${css}</style></head><body>${body}</body></html>`;
    await learnCriticalCss("shop|fr", pageWith(`<div class="card">A</div>`), css);
    expect(criticalCssFor("shop|fr")).toBe(".card{color:red}");
    // Another page with nothing new is not learnt from.
    await learnCriticalCss("shop|fr", pageWith(`<div class="card">B</div><div class="card">C</div>`), css);
    expect(criticalCssFor("shop|fr")).toBe(".card{color:red}");
    // A page with a badge adds the badge's rule and keeps the card's.
    await learnCriticalCss("shop|fr", pageWith(`<div class="badge">D</div>`), css);
    expect(criticalCssFor("shop|fr")).toBe(".card{color:red}.badge{color:blue}");
    expect(needsCriticalCss("shop|fr")).toBe(true);
    for (let page = 2; page < SAMPLE_PAGES; page++) await learnCriticalCss("shop|fr", pageWith(`<div class="card extra-${page}">E</div>`), css);
    expect(needsCriticalCss("shop|fr")).toBe(false);
    // The sample is full: what a later page adds comes with the whole stylesheet only.
    await learnCriticalCss("shop|fr", pageWith(`<div class="sold-out">F</div>`), css);
    expect(criticalCssFor("shop|fr")).not.toContain("sold-out");
  });

  it("leaves out what is inside an element marked below the fold, and keeps that element's own rules", async () => {
    const css = ".product{color:red}.reviews{margin-top:6rem}.review-card{padding:1rem}.star{color:gold}.answer{color:blue}";
    const sent = `<!DOCTYPE html><html lang="fr"><head><style id="inline-stylesheet">${css}</style></head><body><div class="product">A</div><section class="reviews" data-below-fold=""><section><div class="review-card"><span class="star">*</span></div></section></section><p class="product">B</p></body></html>`;
    await learnCriticalCss("product|fold", sent, css);
    expect(criticalCssFor("product|fold")).toBe(".product{color:red}.reviews{margin-top:6rem}");
    // A later page whose new classes are all below the fold teaches nothing.
    await learnCriticalCss("product|fold", sent.replace(`<span class="star">`, `<span class="star answer">`), css);
    expect(criticalCssFor("product|fold")).toBe(".product{color:red}.reviews{margin-top:6rem}");
    expect(withoutBelowFoldContent(sent)).toContain(`<section class="reviews" data-below-fold=""></section><p class="product">B</p>`);
    // An element left unclosed is kept whole rather than cutting the rest of the page.
    expect(withoutBelowFoldContent(`<div data-below-fold="">x<div>y</div>`)).toBe(`<div data-below-fold="">x<div>y</div>`);
  });

  it("keeps the rules on the document element only for the page's own language, with the faces they name", async () => {
    const css = [
      "@font-face{font-family:Latin Sans;src:url(/assets/latin.woff2)format(\"woff2\");unicode-range:U+??}",
      "@font-face{font-family:Hebrew Sans;src:url(/assets/hebrew.woff2)format(\"woff2\");unicode-range:U+??,U+0590-05FF}",
      ":root{--font-text:\"Latin Sans\",sans-serif;--font-text-hebrew:\"Hebrew Sans\",sans-serif}",
      "html:lang(he){--font-text:var(--font-text-hebrew)}",
      ".text{font-family:var(--font-text)}",
    ].join("");
    const pageIn = (lang: string, dir: string) =>
      `<!DOCTYPE html><html lang="${lang}" dir="${dir}"><head><style id="inline-stylesheet">${css}</style></head><body><p class="text">Bonjour <a lang="he">עברית</a></p></body></html>`;
    await learnCriticalCss("product|fr-fonts", pageIn("fr", "ltr"), css);
    const french = criticalCssFor("product|fr-fonts");
    expect(french).toContain("/assets/latin.woff2");
    expect(french).not.toContain("html:lang(he)");
    expect(french).not.toContain("/assets/hebrew.woff2");
    await learnCriticalCss("product|he-fonts", pageIn("he", "rtl"), css);
    const hebrew = criticalCssFor("product|he-fonts");
    expect(hebrew).toContain("html:lang(he)");
    expect(hebrew).toContain("/assets/hebrew.woff2");
  });

  it("leaves the interaction states, transitions and cursors out, and keeps the states a first paint can show", () => {
    const css =
      "@media (hover:hover){.hover\\:text-ink:hover{color:#000}}.transition-colors{transition-property:color;transition-duration:.15s}.cursor-pointer{cursor:pointer}.btn{color:red;transition:opacity .2s}.btn:focus-visible,.btn:disabled{opacity:.5}.group:hover .group-hover\\:underline{text-decoration:underline}.peer:checked~.peer-checked\\:bg-ink{background:#000}details[open] .x{color:blue}.a:active{color:red}";
    expect(withoutInteraction(css)).toBe(".btn{color:red}.btn:disabled{opacity:.5}.peer:checked~.peer-checked\\:bg-ink{background:#000}details[open] .x{color:blue}");
  });

  it("matches a document selector against the page's <html> tag", () => {
    expect(documentMatches("html:lang(he)", `<html lang="he" dir="rtl">`)).toBe(true);
    expect(documentMatches("html:lang(he)", `<html lang="he-IL">`)).toBe(true);
    expect(documentMatches("html:lang(he)", `<html lang="fr" dir="ltr">`)).toBe(false);
    expect(documentMatches(":root[dir=rtl]", `<html lang="he" dir="rtl">`)).toBe(true);
    expect(documentMatches(":root[dir=rtl]", `<html lang="fr" dir="ltr">`)).toBe(false);
    expect(documentMatches("html[data-hydrated]", `<html lang="fr">`)).toBe(false);
  });

  it("stops comparing a template's pages with its sample after the first ones", async () => {
    const css = ".card{color:red}.unused{color:blue}";
    const same = `<!DOCTYPE html><html lang="fr"><head><style id="inline-stylesheet">${css}</style></head><body><div class="card">A</div></body></html>`;
    for (let page = 0; page < PAGES_CHECKED; page++) {
      expect(needsCriticalCss("home|fr")).toBe(true);
      await learnCriticalCss("home|fr", same, css);
    }
    expect(needsCriticalCss("home|fr")).toBe(false);
  });

  it("keeps the font faces whose unicode-range covers a character of the page", () => {
    const faces = [hebrewFace, cyrillicFace, latinFace].join("");
    expect(fontFacesFor(faces, "Bonjour")).toBe(latinFace);
    expect(fontFacesFor(faces, "Привет")).toBe(cyrillicFace);
    expect(fontFacesFor(faces, "שלום, Netanya")).toBe(hebrewFace + latinFace);
    // A wildcard range: U+4?? is U+400–4FF.
    expect(fontFacesFor("@font-face{font-family:X;unicode-range:U+4??}", "ӿ")).not.toBe("");
    // A face without a range covers everything.
    expect(fontFacesFor("@font-face{font-family:X;src:url(x.woff2)}", "a")).not.toBe("");
  });

  it("drops custom properties nothing reads, and those read only by them", () => {
    const css = ":root{--a:1px;--b:var(--c);--c:2px;--d:3px}.x{margin:var(--a)}@supports (color:red){*{--e:0}}@property --e{syntax:\"*\";inherits:false}";
    const pruned = withoutUnreadCustomProperties(css, new Set(["--d"]));
    expect(pruned).toContain("--a:1px");
    expect(pruned).toContain("--d:3px");
    expect(pruned).not.toContain("--b");
    expect(pruned).not.toContain("--c");
    expect(pruned).not.toContain("--e");
    expect(pruned).not.toContain("@supports");
    expect(pruned).toContain(".x{margin:var(--a)}");
  });

  it("keeps the document's own rules and Tailwind's :where() utilities the page uses", async () => {
    const css = [
      ":root{--font-text-latin:Inter;--font-text-hebrew:Heebo}",
      "html{--font-text:var(--font-text-latin)}",
      "html:lang(he){--font-text:var(--font-text-hebrew)}",
      "body{font-family:var(--font-text)}",
      ":where(.space-y-1\\.5>:not(:last-child)){margin-block-end:.375rem}",
      ":where(.divide-y>:not(:last-child)){border-bottom-width:1px}",
      ":is(:where(.group):is([open],:popover-open,:open) .group-open\\:rotate-45){rotate:45deg}",
      ":lang(he):not(:where([dir=ltr],[dir=ltr] *)){letter-spacing:0}",
      "::-webkit-datetime-edit{padding-block:0}",
      "@media (min-width:48rem){:where(.md\\:divide-x>:not(:last-child)){border-inline-end-width:1px}}",
      ".used{color:red}",
    ].join("");
    const html = `<!DOCTYPE html><html lang="he" dir="rtl"><head><style id="inline-stylesheet">${css}</style></head><body><ul class="used space-y-1.5 md:divide-x"><li>א</li><li>ב</li></ul><details class="group" open><summary>ג<span class="group-open:rotate-45">+</span></summary></details></body></html>`;
    await learnCriticalCss("where-page|he", html, css);
    const critical = criticalCssFor("where-page|he");
    expect(critical).toContain("html:lang(he){--font-text:var(--font-text-hebrew)}");
    expect(critical).toContain("--font-text-hebrew:Heebo");
    expect(critical).toContain(":where(.space-y-1\\.5>:not(:last-child))");
    expect(critical).toContain(":where(.md\\:divide-x>:not(:last-child))");
    expect(critical).not.toContain(":where(.divide-y");
    expect(critical).toContain(".group-open\\:rotate-45){rotate:45deg}");
    expect(critical).toContain(":lang(he):not(");
    expect(critical).not.toContain("datetime");
  });

  it("leaves a template it cannot learn from on the whole stylesheet, without trying again", async () => {
    await learnCriticalCss("broken|ltr", "<html>a page cut short, without its body", fullCss);
    expect(criticalCssFor("broken|ltr")).toBeUndefined();
    expect(needsCriticalCss("broken|ltr")).toBe(false);
  });
});
