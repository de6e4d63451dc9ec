/**
 * Field rules the admin's forms share (hero slides, categories, click-to-call, the footer, the home
 * page, landing pages, SEO). Messages are admin dictionary keys, given by each form.
 *
 * Only zod classes the storefront's schemas already use (object, string, transforms, refinements):
 * the zod chunk is shared with every storefront page (bench/bundle.mjs).
 */
import { z } from "zod";
import { localizedSchema } from "~/schemas/localized";
import { LANGS, type Lang } from "~/lib/langs";
import { isSameSitePath } from "~/lib/same-site-path";

export const LINK_MAX = 500;

/** An image of the media library: "/media/<key>", without a way out of it. */
const MEDIA_ADDRESS = /^\/media\/[A-Za-z0-9][A-Za-z0-9._/-]*$/;
export const isMediaAddress = (value: string) => MEDIA_ADDRESS.test(value) && !value.includes("..");

/**
 * A link the shop may print: a path of the shop ("/shop", "/shop?new=1", "/about#craft": one
 * leading slash, no spaces, no "//" that a browser would read as another site) or an https address.
 */
export function isShopLink(value: string): boolean {
  if (!value || value.length > LINK_MAX || /\s/.test(value)) return false;
  if (value.startsWith("/")) return isShopPath(value);
  return isHttpsUrl(value);
}

/**
 * A path of the shop: a same-site path (app/lib/same-site-path.ts) a link field may hold. A
 * browser takes a backslash for "/" (one after the first slash makes "//evil.example") and drops
 * tabs and line breaks ("/\t/evil.example"), so neither is allowed anywhere in it; nor are spaces,
 * quotes or angle brackets.
 */
export function isShopPath(value: string): boolean {
  return isSameSitePath(value) && value.length <= LINK_MAX && !/[\s<>"]/.test(value);
}

/** An absolute https address with a host (a social network's page, the site creator's site). */
export function isHttpsUrl(value: string): boolean {
  if (!value || value.length > LINK_MAX || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && Boolean(url.hostname) && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** A text that may be left out: trimmed, at most `max` characters (`message` beyond), "" when not sent. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => value ?? "");

/** A checkbox: sent when ticked. */
export const checkbox = z
  .string()
  .optional()
  .transform((value) => value !== undefined && value !== "" && value !== "false");

/**
 * A record's texts in the four languages, posted as `translations.<lang>.<field>` (Conform reads
 * the dotted names as nested objects). A language, or all of them, not sent is every field "".
 */
export function translatedTexts<Fields extends Record<string, z.ZodType<string, string | undefined>>>(fields: Fields) {
  type Texts = { [Name in keyof Fields]: string };
  const empty = () => Object.fromEntries(Object.keys(fields).map((name) => [name, ""])) as Texts;
  const language = z
    .object(fields)
    .optional()
    .transform((value) => (value ?? empty()) as Texts);
  return localizedSchema(language)
    .optional()
    .transform((value) => (value ?? Object.fromEntries(LANGS.map((lang) => [lang, empty()]))) as Record<Lang, Texts>);
}
