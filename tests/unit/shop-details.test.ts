/**
 * Storefront details of docs/product/catalogue.md#cat-12 that need no browser: punctuation comes from each language's
 * dictionary, every amount is grouped the same way by the one money formatter, and the About page
 * and the care texts give the same longest burn.
 */
import { describe, expect, it } from "vitest";
import { dictionaries } from "~/locales";
import { createTranslator, flatten } from "~/lib/i18n";
import { LANGS, type Lang } from "~/lib/langs";
import { CURRENCIES, formatMoney } from "~/lib/money";
import { aboutPage } from "../../db/seed/data/pages";
import { products } from "../../db/seed/data/catalog";

const flat = (lang: Lang) => ({ ...flatten(dictionaries.fr), ...flatten(dictionaries[lang]) });

describe("punctuation from the dictionaries", () => {
  it("leaves no French space before : ; ! ? in English, Hebrew or Russian", () => {
    for (const lang of ["en", "he", "ru"] as const) {
      const own = flatten(dictionaries[lang]);
      const leaks = Object.entries(own).filter(([, text]) => /[ \u00a0\u202f][:;!?](\s|$)/.test(text));
      expect(leaks, lang).toEqual([]);
    }
  });

  it("puts a label before its value with each language's colon", () => {
    const label = (lang: Lang) => createTranslator(lang, flat(lang))("common.term", { label: "X" });
    expect(label("fr")).toBe("X\u202f:");
    expect(label("en")).toBe("X:");
    expect(label("he")).toBe("X:");
    expect(label("ru")).toBe("X:");
  });
});

describe("the one money formatter", () => {
  /** The characters between the thousands and the hundreds of a formatted amount. */
  const groupSeparator = (text: string) => /\d(\D+)\d{3}\D/.exec(text)?.[1];

  it("groups every amount of four figures or more, alike in a line, a total, any currency", () => {
    for (const lang of LANGS) {
      const separators = new Set<string | undefined>();
      for (const currency of CURRENCIES) {
        for (const minor of [100000, 105825, 124500, 999999, 12345678]) separators.add(groupSeparator(formatMoney(minor, currency, lang)));
      }
      expect([...separators], lang).toHaveLength(1);
      expect([...separators][0], lang).toBeTruthy();
    }
    expect(formatMoney(124500, "ILS", "fr")).toBe("1\u202f245,00\u00a0₪");
    expect(formatMoney(105825, "ILS", "fr")).toBe("1\u202f058,25\u00a0₪");
    expect(formatMoney(124500, "USD", "en")).toBe("$1,245.00");
  });

  it("formats a discount as a negative amount, grouped the same way", () => {
    expect(formatMoney(-124500, "ILS", "fr")).toBe("-1\u202f245,00\u00a0₪");
  });
});

describe("the About page and the care texts", () => {
  const HOURS: Record<Lang, RegExp> = { fr: /(\d+) heures/g, en: /(\d+) hours/g, he: /(\d+) שעות/g, ru: /(\d+) час/g };
  const hours = (text: string, lang: Lang) => [...text.matchAll(HOURS[lang])].map((m) => Number(m[1]));

  it("give the same longest burn in every language", () => {
    for (const lang of LANGS) {
      const about = aboutPage.content[lang].sections.flatMap((section) => section.body).join("\n");
      const aboutHours = hours(about, lang);
      expect(aboutHours.length, lang).toBeGreaterThan(0);
      const careHours = new Set(products.flatMap((p) => hours(p.text[lang].careInstructions, lang)));
      expect([...careHours], lang).toEqual([Math.max(...aboutHours)]);
    }
  });
});
