/**
 * The design editor's form (docs/product/admin-back-office.md#adm-26), shared by the screen and its action. Each value is a
 * design_settings key, which the shop turns into a CSS variable (dots → dashes: color.accent →
 * --color-accent, docs/product/content-and-texts.md#txt-5, docs/product/look.md#look-2). The form posts the keys as they are ("color.accent"),
 * which Conform reads as nested objects ({ color: { accent } }).
 *
 * Every value is checked strictly, so none can break out of the CSS rule it is written into:
 * colours are #rrggbb, fonts are chosen from the self-hosted families (posted by id, stored as
 * their font stack), and the corner radius is a length in px or rem within bounds.
 * Messages are admin dictionary keys (app/locales/admin/design.ts).
 */
import { z } from "zod";
import { designDefaults } from "../../../db/seed/data/settings";

export const DESIGN_COLOR_KEYS = [
  "color.background",
  "color.surface",
  "color.text",
  "color.muted",
  "color.accent",
  "color.accent-hover",
  "color.accent-soft",
  "color.on-accent",
  "color.accent-2",
  "color.lines",
] as const;
export type DesignColorKey = (typeof DESIGN_COLOR_KEYS)[number];

export const DESIGN_FONT_KEYS = ["font.display-latin", "font.text-latin", "font.display-hebrew", "font.text-hebrew"] as const;
export type DesignFontKey = (typeof DESIGN_FONT_KEYS)[number];

export const DESIGN_RADIUS_KEY = "radius.soft";
export const DESIGN_KEYS = [...DESIGN_COLOR_KEYS, ...DESIGN_FONT_KEYS, DESIGN_RADIUS_KEY] as const;
export type DesignKey = (typeof DESIGN_KEYS)[number];
export type DesignValues = Record<DesignKey, string>;

/**
 * The self-hosted families (package.json's @fontsource packages, declared in app.css) and the
 * scripts each one covers there: Inter and Cormorant carry Latin and Cyrillic, Frank Ruhl Libre only
 * Hebrew, Heebo both Hebrew and Latin.
 */
export const DESIGN_FONTS = {
  cormorant: { label: "Cormorant Garamond", stack: '"Cormorant Garamond Variable", "Cormorant Garamond", Georgia, serif', scripts: ["latin"] },
  inter: { label: "Inter", stack: '"Inter Variable", Inter, system-ui, sans-serif', scripts: ["latin"] },
  "frank-ruhl": { label: "Frank Ruhl Libre", stack: '"Frank Ruhl Libre", "Cormorant Garamond Variable", serif', scripts: ["hebrew"] },
  heebo: { label: "Heebo", stack: '"Heebo Variable", Heebo, "Inter Variable", system-ui, sans-serif', scripts: ["hebrew", "latin"] },
} as const;
export type DesignFontId = keyof typeof DESIGN_FONTS;
export const DESIGN_FONT_IDS = Object.keys(DESIGN_FONTS) as DesignFontId[];

/** The fonts a slot may take: those that cover its script. */
export function fontsFor(key: DesignFontKey): DesignFontId[] {
  const script = key.endsWith("hebrew") ? "hebrew" : "latin";
  return DESIGN_FONT_IDS.filter((id) => (DESIGN_FONTS[id].scripts as readonly string[]).includes(script));
}

/** The font id of a stored stack; undefined for a stack that is not one of ours. */
export function fontIdOf(stack: string): DesignFontId | undefined {
  return DESIGN_FONT_IDS.find((id) => DESIGN_FONTS[id].stack === stack);
}

/** The corner radius's bounds, in px (a rem is 16 px). */
export const RADIUS_MIN_PX = 0;
export const RADIUS_MAX_PX = 24;
const LENGTH = /^(\d{1,2}(?:\.\d{1,3})?)(px|rem)$/;

/** A stored radius in px, or undefined when it is not a length within bounds. */
export function radiusPx(value: string): number | undefined {
  const match = LENGTH.exec(value.trim());
  if (!match) return undefined;
  const px = Number(match[1]) * (match[2] === "rem" ? 16 : 1);
  return px >= RADIUS_MIN_PX && px <= RADIUS_MAX_PX ? px : undefined;
}

/**
 * The shop's own design (docs/product/look.md#look-3, app/app.css): the seed's colours (db/seed/data/settings.ts), the
 * two colours the seed leaves to the stylesheet, its fonts and its radius. "Reset to the defaults"
 * publishes these.
 */
export const DESIGN_DEFAULTS: DesignValues = {
  ...(Object.fromEntries(designDefaults.map((row) => [row.key, row.value])) as Record<string, string>),
  "color.accent-soft": "#f1e4d3",
  "color.on-accent": "#ffffff",
  "font.display-latin": DESIGN_FONTS.cormorant.stack,
  "font.text-latin": DESIGN_FONTS.inter.stack,
  "font.display-hebrew": DESIGN_FONTS["frank-ruhl"].stack,
  "font.text-hebrew": DESIGN_FONTS.heebo.stack,
  "radius.soft": "0.625rem",
} as DesignValues;

/** "#ABC" and "#AaBbCc" become "#aabbcc"; anything else is refused. */
export function normalizeHex(value: string): string | undefined {
  const text = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  if (/^#[0-9a-f]{3}$/.test(text)) return `#${[...text.slice(1)].map((digit) => digit + digit).join("")}`;
  return undefined;
}

const colour = z
  .string({ error: "design.errors.colour" })
  .transform((value, context) => {
    const hex = normalizeHex(value);
    if (!hex) {
      context.addIssue({ code: "custom", message: "design.errors.colour" });
      return z.NEVER;
    }
    return hex;
  });

const font = (key: DesignFontKey) =>
  z
    .string({ error: "design.errors.font" })
    .refine((id) => (fontsFor(key) as string[]).includes(id), { error: "design.errors.font" })
    .transform((id) => DESIGN_FONTS[id as DesignFontId].stack);

const radius = z
  .string({ error: "design.errors.radius" })
  .transform((value, context) => {
    // The slider posts a bare number of px.
    const text = /^\d{1,2}(\.\d+)?$/.test(value.trim()) ? `${value.trim()}px` : value.trim();
    const px = radiusPx(text);
    if (px === undefined) {
      context.addIssue({ code: "custom", message: "design.errors.radius" });
      return z.NEVER;
    }
    return `${px}px`;
  });

const colourShape = Object.fromEntries(DESIGN_COLOR_KEYS.map((key) => [key.slice("color.".length), colour])) as Record<string, typeof colour>;

export const designFormSchema = z
  .object({
    color: z.object(colourShape),
    font: z.object({
      "display-latin": font("font.display-latin"),
      "text-latin": font("font.text-latin"),
      "display-hebrew": font("font.display-hebrew"),
      "text-hebrew": font("font.text-hebrew"),
    }),
    radius: z.object({ soft: radius }),
  })
  .transform((form) => {
    const values: Record<string, string> = {};
    for (const [group, fields] of Object.entries(form)) {
      for (const [name, value] of Object.entries(fields as Record<string, string>)) values[`${group}.${name}`] = value;
    }
    return values as DesignValues;
  });

export const DESIGN_INTENTS = ["draft", "publish", "revert", "reset"] as const;
export type DesignIntent = (typeof DESIGN_INTENTS)[number];

/** The CSS variable of a design key (docs/product/content-and-texts.md#txt-5): dots become dashes. */
export const cssVariableOf = (key: string) => `--${key.replace(/\./g, "-")}`;
