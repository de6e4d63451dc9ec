/**
 * Critical CSS per page template (docs/product/performance-and-operations.md#ops-3). The whole stylesheet (≈ 90 KB) used to be
 * inlined in every page; a page needs about a third of it. The first answer of each template (a
 * storefront route in one language) still inlines everything; once it has gone out, the HTML it
 * sent is given to beasties, which keeps the rules that match its elements. Later answers of the
 * template inline that subset and load the hashed file at the end of the body, where it does not
 * hold back the first paint (components/layout/inline-stylesheet.tsx).
 *
 * Two things beasties keeps whole are cut down here, as they were a quarter of the subset:
 * - @font-face rules: only those whose unicode-range covers a character of the page's text (a
 *   French page needs no Hebrew, Cyrillic or Vietnamese faces) and whose family the rest names,
 *   so the first paint still has the right fonts and no text moves;
 * - custom properties (Tailwind's theme variables and its @property registrations): only those
 *   that something left in the subset, or the page itself, reads with var().
 * And what the first paint cannot show is left out (docs/decisions/0014-signed-in-product-page.md's 20 KB for a page rendered live):
 * - the content of elements marked `data-below-fold` (the product page's reviews and rows of
 *   products, under a product block taller than any screen);
 * - rules on the document element for another language (`html:lang(he)` on a French page);
 * - interaction states, transitions and cursors (withoutInteraction).
 * The whole stylesheet, loaded after the first paint, has everything again; the storefront's
 * critical-css.spec checks that the first one and a half screens paint the same with either.
 *
 * The cost is a beasties run (≈ 0.2 s) after the answer that triggers it, at most SAMPLE_PAGES per
 * template and server process; the cache is bounded by the number of routes × 4 languages, each
 * with its sample pages' elements (their text and scripts left out).
 */
import Beasties from "beasties";
import postcss, { type AtRule, type Container, type Declaration } from "postcss";
import { logger } from "./logger.server";

/**
 * What a template's critical CSS was learnt from. Pages of one template differ (a product on sale
 * has a badge, a search finds one card, a sold-out product has no quantity picker), so a page whose
 * classes the earlier ones did not have is added to the sample and the CSS learnt again from all of
 * them, up to SAMPLE_PAGES pages per template, among the first PAGES_CHECKED pages rendered (each
 * check reads the page's classes, ≈ 0.5 ms); after that the template's CSS stays as it is (what it
 * misses still comes with the whole stylesheet, after the first paint).
 */
interface Learnt {
  css: string;
  /** Every class the sample's pages use. */
  classes: Set<string>;
  /** Every character they show (for the font faces). */
  characters: Set<string>;
  /** The sample: each page's <body>, kept small (elements and attributes: what beasties matches). */
  bodies: string[];
  /** How many of the template's pages were compared with the sample. */
  checked: number;
}

export const SAMPLE_PAGES = 6;
export const PAGES_CHECKED = 50;
const critical = new Map<string, Learnt>();
const learning = new Set<string>();
// Templates beasties could not reduce: they keep the whole stylesheet, without trying again.
const givenUp = new Set<string>();

const INLINE_STYLE = /<style id="inline-stylesheet"[^>]*>([\s\S]*?)<\/style>/;
const FONT_FACE = /@font-face\{[^}]*\}/g;
const VAR_READ = /var\(\s*(--[\w-]+)/g;
/** What the page shows or carries in its attributes: its HTML without styles and scripts. */
const NOT_SHOWN = /<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g;

/** The code points a unicode-range covers, as [first, last] pairs (`U+4??` is U+400–4FF). */
function unicodeRanges(descriptor: string): Array<[number, number]> {
  return descriptor.split(",").flatMap((part) => {
    const match = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match?.[1]) return [];
    const first = parseInt(match[1].replace(/\?/g, "0"), 16);
    const last = match[2] ? parseInt(match[2], 16) : parseInt(match[1].replace(/\?/g, "f"), 16);
    return [[first, last] as [number, number]];
  });
}

/**
 * The @font-face rules of the stylesheet a page's text needs: those whose unicode-range covers one
 * of its characters (a face without a range covers everything and is kept), of a family that the
 * page's other CSS (`usedCss`, when given) names.
 */
export function fontFacesFor(fullCss: string, pageText: string, usedCss?: string): string {
  const codePoints = new Set<number>();
  for (const character of pageText) codePoints.add(character.codePointAt(0) ?? 0);
  return (fullCss.match(FONT_FACE) ?? [])
    .filter((face) => {
      // A family nothing left in the page's CSS names (a French page has no Hebrew font) is not drawn.
      const family = /font-family:\s*["']?([^;"'}]+)/.exec(face)?.[1]?.trim();
      if (usedCss !== undefined && family !== undefined && !usedCss.includes(family)) return false;
      const range = /unicode-range:([^;}]*)/.exec(face)?.[1];
      if (range === undefined) return true;
      const ranges = unicodeRanges(range);
      for (const point of codePoints) if (ranges.some(([first, last]) => point >= first && point <= last)) return true;
      return false;
    })
    .join("");
}

/** `html:lang(he)`, `:root[dir=rtl]`: the document itself, which beasties never matches (it looks in the body). */
const DOCUMENT_SELECTOR = /^(?:html|:root)(?::lang\([^)]*\)|\[[^\]]*\])+$/;
/** Class-less rules that start with a pseudo-class and still show on the first paint. */
const GLOBAL_PSEUDO_SELECTOR = /^(?::lang\(|::placeholder$)/;
/** A class a selector names, escaped as in CSS (`.md\:divide-x`, `.space-y-1\.5`). */
const CLASS_IN_SELECTOR = /\.((?:\\.|[\w-])+)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/**
 * Rules that apply to the page but that beasties drops, so that the first paint misses them:
 * - selectors on the document element (`html:lang(he)` sets the Hebrew fonts): beasties matches
 *   selectors against the body's elements only;
 * - selectors that start with a pseudo-class: beasties strips pseudo-classes with their arguments
 *   before matching, which leaves nothing of Tailwind's `:where(.space-y-4>:not(:last-child))`,
 *   `:is(:where(.group):is([open]) .group-open\:rotate-45)` or `:lang(he):not(…)`. Those naming
 *   classes are kept when the page uses every one of them; of the others, those that show before
 *   anyone interacts (`:lang(…)`, `::placeholder`).
 */
export function selectorsBeastiesMisses(html: string, fullCss: string): Array<string | RegExp> {
  const classes = classesOf(html);
  const documentElement = HTML_TAG.exec(html)?.[0] ?? "<html>";
  const kept: Array<string | RegExp> = [GLOBAL_PSEUDO_SELECTOR];
  postcss.parse(fullCss).walkRules((rule) => {
    for (const selector of rule.selectors) {
      if (DOCUMENT_SELECTOR.test(selector)) {
        if (documentMatches(selector, documentElement)) kept.push(selector);
        continue;
      }
      if (!selector.startsWith(":")) continue;
      const named = [...selector.matchAll(CLASS_IN_SELECTOR)].map((match) => (match[1] as string).replace(/\\(.)/g, "$1"));
      if (named.length > 0 && named.every((name) => classes.has(name))) kept.push(selector);
    }
  });
  return kept;
}

/**
 * Whether a selector on the document element (`html:lang(he)`, `:root[dir=rtl]`) applies to this
 * page's <html> tag: a French page does not need the Hebrew fonts that `html:lang(he)` sets, nor the
 * faces only they name (fontFacesFor).
 */
export function documentMatches(selector: string, htmlTag: string): boolean {
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(htmlTag)?.[1];
  const lang = (attribute("lang") ?? "").toLowerCase();
  for (const [, wanted] of selector.matchAll(/:lang\(\s*["']?([^)"']*)["']?\s*\)/g)) {
    const range = (wanted ?? "").toLowerCase();
    if (lang !== range && !lang.startsWith(`${range}-`)) return false;
  }
  for (const [, name, value] of selector.matchAll(/\[([\w-]+)(?:=["']?([^\]"']*)["']?)?\]/g)) {
    const actual = attribute(name ?? "");
    if (actual === undefined || (value !== undefined && actual !== value)) return false;
  }
  return true;
}

/** A state that only a visitor's pointer or keyboard brings about, after the first paint. */
const INTERACTION_STATE = /:(?:hover|focus|focus-visible|focus-within|active)\b/;

/** Declarations that change nothing on a first paint: how a change animates, the pointer's shape. */
const INTERACTION_ONLY_PROPERTY = /^(?:transition(?:-property|-duration|-timing-function|-delay|-behavior)?|cursor)$/;

/**
 * The CSS without what only shows once the visitor interacts, which the whole stylesheet brings
 * right after the first paint:
 * - the selectors of interaction states (`:hover`, `:focus-visible`, `:active`…, with Tailwind's
 *   `group-hover:` and `peer-focus-visible:`): nothing is hovered or focused yet. States that can
 *   show on the first paint (`:checked`, `[open]`, `:disabled`, `:placeholder-shown`) stay;
 * - transitions and cursors: they do not change how anything looks until something changes or a
 *   pointer moves over it.
 */
export function withoutInteraction(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !INTERACTION_STATE.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkDecls(INTERACTION_ONLY_PROPERTY, (declaration) => {
    declaration.remove();
  });
  removeEmptyBlocks(root);
  return root.toString();
}

/** Rules and at-rules left empty (a :root of unread theme variables, an emptied @media (hover:hover)). */
function removeEmptyBlocks(root: Container): void {
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && node.nodes !== undefined && node.nodes.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
}

/** Custom properties read with var() anywhere in a tree. */
function customPropertiesRead(root: Container): Set<string> {
  const read = new Set<string>();
  root.walkDecls((declaration) => {
    for (const match of declaration.value.matchAll(VAR_READ)) read.add(match[1] as string);
  });
  return read;
}

/**
 * The CSS without the custom properties nothing reads: their declarations (Tailwind's theme on
 * :root, the `--tw-*` defaults) and their @property registrations. A property read only by one
 * that goes goes too (the pass repeats until nothing changes). `readElsewhere` holds what the page
 * reads itself (style attributes). Rules and at-rules left empty go as well.
 */
export function withoutUnreadCustomProperties(css: string, readElsewhere: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  for (;;) {
    const read = customPropertiesRead(root);
    for (const name of readElsewhere) read.add(name);
    const unread: Array<Declaration | AtRule> = [];
    root.walkDecls(/^--/, (declaration) => {
      if (!read.has(declaration.prop)) unread.push(declaration);
    });
    root.walkAtRules("property", (rule) => {
      if (!read.has(rule.params.trim())) unread.push(rule);
    });
    if (unread.length === 0) break;
    for (const node of unread) node.remove();
  }
  removeEmptyBlocks(root);
  return root.toString();
}

/** The critical CSS learnt for a template, if any. */
export function criticalCssFor(template: string): string | undefined {
  return critical.get(template)?.css;
}

/**
 * Whether a page of this template should be kept once sent, for `learnCriticalCss`: its first
 * page, and later ones while the sample has room.
 */
export function needsCriticalCss(template: string): boolean {
  if (learning.has(template) || givenUp.has(template)) return false;
  const learnt = critical.get(template);
  return !learnt || (learnt.bodies.length < SAMPLE_PAGES && learnt.checked < PAGES_CHECKED);
}

/** The classes a page's elements use. */
function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) for (const name of (match[1] ?? "").split(/\s+/)) if (name) classes.add(name);
  return classes;
}

const BODY = /<body\b[\s\S]*<\/body>/;
const HTML_TAG = /<html\b[^>]*>/;
/** Text between tags (React escapes `>` in text and attributes, so a `>` ends a tag). */
const TEXT = />[^<]+</g;
const PATH_DATA = /\sd="[^"]*"/g;

/** The marker of an element whose content is below the first screen on every device (its content is left out of the critical CSS). */
const BELOW_FOLD_OPENING = /<([a-z][\w-]*)\b[^>]*\sdata-below-fold(?:="[^"]*")?[^>]*>/g;

/**
 * The page without the content of the elements marked `data-below-fold` (the product page's reviews
 * and product rows, after a product block taller than any screen): their rules come with the whole
 * stylesheet, which has loaded by the time anyone scrolls to them, instead of weighing on every
 * page's first bytes. The marked element itself stays, so that its own margins and borders are in
 * the first paint and nothing above the fold moves when the stylesheet arrives.
 */
export function withoutBelowFoldContent(html: string): string {
  let out = "";
  let from = 0;
  for (const opening of html.matchAll(BELOW_FOLD_OPENING)) {
    const start = opening.index;
    if (start < from) continue; // inside content already cut
    const tag = opening[1] as string;
    const contentStart = start + opening[0].length;
    // The matching closing tag: same-name elements nest inside (a section in a section).
    const sameTag = new RegExp(`<(/?)${tag}\\b[^>]*>`, "g");
    sameTag.lastIndex = contentStart;
    let depth = 1;
    let closing: RegExpExecArray | null = null;
    while (depth > 0 && (closing = sameTag.exec(html)) !== null) depth += closing[1] ? -1 : 1;
    if (depth > 0 || closing === null) break; // not closed: left whole
    out += html.slice(from, contentStart);
    from = closing.index;
  }
  return out + html.slice(from);
}

/**
 * Learns a template's critical CSS from a page of it as sent (with the whole stylesheet inlined, or
 * the template's critical CSS): the first page of a template, then each page that uses a class the
 * sample's pages did not, until the sample has SAMPLE_PAGES pages. beasties keeps the rules that
 * match an element of any page of the sample. Failures leave the template on the whole stylesheet.
 */
export async function learnCriticalCss(template: string, sentHtml: string, fullCss: string): Promise<void> {
  if (!needsCriticalCss(template)) return;
  const html = withoutBelowFoldContent(sentHtml);
  const before = critical.get(template);
  const pageClasses = classesOf(html);
  if (before) before.checked++;
  if (before && [...pageClasses].every((name) => before.classes.has(name))) return;
  const body = BODY.exec(html)?.[0]?.replace(NOT_SHOWN, "").replace(TEXT, "><").replace(PATH_DATA, "");
  if (body === undefined) {
    givenUp.add(template);
    return;
  }
  learning.add(template);
  try {
    const bodies = [...(before?.bodies ?? []), body];
    // One document with every page of the sample in its body, under this page's <html> (its lang and dir).
    const sample = `<!DOCTYPE html>${HTML_TAG.exec(html)?.[0] ?? "<html>"}<head><style id="inline-stylesheet">${fullCss}</style></head>${bodies.join("")}</html>`;
    const beasties = new Beasties({
      // Only the inline <style> is processed: nothing is read from disk.
      external: false,
      reduceInlineStyles: true,
      pruneSource: false,
      inlineFonts: false,
      preloadFonts: false,
      keyframes: "critical",
      compress: true,
      logLevel: "silent",
      allowRules: selectorsBeastiesMisses(sample, fullCss),
    });
    const out = await beasties.process(sample);
    const subset = out.match(INLINE_STYLE)?.[1];
    if (!subset || subset.length >= fullCss.length) {
      if (!before) givenUp.add(template);
      return;
    }
    const characters = new Set([...(before?.characters ?? []), ...html.replace(NOT_SHOWN, "")]);
    const readByPages = new Set([...bodies.join("").matchAll(VAR_READ)].map((match) => match[1] as string));
    const subsetWithoutFonts = subset.replace(FONT_FACE, "");
    const rules = withoutUnreadCustomProperties(withoutInteraction(subsetWithoutFonts), readByPages);
    critical.set(template, {
      css: fontFacesFor(fullCss, [...characters].join(""), rules) + rules,
      classes: new Set([...(before?.classes ?? []), ...pageClasses]),
      characters,
      bodies,
      checked: before?.checked ?? 1,
    });
  } catch (error) {
    if (!before) givenUp.add(template);
    logger.warn({ err: error, template }, "critical CSS could not be worked out");
  } finally {
    learning.delete(template);
  }
}
