/**
 * The shop's opening hours (site_settings.opening_hours, set on /admin/site-settings) as lines a
 * visitor reads, in their language: days with the same hours that follow each other are one line
 * ("Dimanche – jeudi : 9h00 – 18h00", "Samedi : fermé"). Day names and times come from Intl; the
 * words around them ("fermé", the line's shape) from the dictionaries' openingHours.* texts.
 */
import { INTL_LOCALES, inLang, timeAsWritten, type Lang, type Localized } from "./langs";

export interface OpeningDay {
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  /** "HH:MM", or null when closed. */
  opens: string | null;
  closes: string | null;
}

/** The week in the order Israel counts it (and docs/product/overview.md#shop-3 hours are written): Sunday first. */
export const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

/** A day's name in a language ("dimanche", "Sunday", "יום ראשון"): 2023-01-01 was a Sunday. */
export function dayName(day: number, lang: Lang): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[lang], { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2023, 0, 1 + day)));
}

/** "18:30" as the language writes a time: "18h30" in French, "6:30 pm" in English. */
export function timeText(time: string, lang: Lang): string {
  const [hours, minutes] = time.split(":").map(Number);
  const text = new Intl.DateTimeFormat(INTL_LOCALES[lang], { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date(Date.UTC(2023, 0, 1, hours, minutes)));
  return timeAsWritten(text, lang);
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The lines for a week, Sunday first. `t` gives the dictionary's texts: openingHours.closed,
 * openingHours.line ({days}, {hours}), openingHours.days ({first}, {last}), openingHours.hours
 * ({opens}, {closes}). A day missing from `days` counts as closed.
 */
export function openingHoursLines(days: OpeningDay[], lang: Lang, t: (key: string, values?: Record<string, string>) => string): string[] {
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  const hoursOf = (day: number) => {
    const entry = byDay.get(day);
    return entry?.opens && entry.closes ? t("openingHours.hours", { opens: timeText(entry.opens, lang), closes: timeText(entry.closes, lang) }) : t("openingHours.closed");
  };
  const lines: string[] = [];
  let start = 0;
  for (let day = 1; day <= WEEK.length; day++) {
    if (day < WEEK.length && hoursOf(day) === hoursOf(start)) continue;
    const last = day - 1;
    const names = last === start ? dayName(start, lang) : t("openingHours.days", { first: dayName(start, lang), last: dayName(last, lang) });
    lines.push(capitalise(t("openingHours.line", { days: names, hours: hoursOf(start) })));
    start = day;
  }
  return lines;
}

/**
 * The contact page's "details" and "hours" sections as the site settings hold them (the address,
 * phone and e-mail of /admin/site-settings, and the hours above): the page keeps its headings, the
 * settings give the lines, so a change there shows on the contact page at once.
 */
export function contactSectionLines(
  site: { streetAddress: Partial<Localized>; city: Partial<Localized>; postalCode: string; country: string; contactPhone: string; contactEmail: string; openingHours: { days: OpeningDay[] } },
  lang: Lang,
  t: (key: string, values?: Record<string, string>) => string,
): { details: string[]; hours: string[] } {
  let country = site.country;
  try {
    country = new Intl.DisplayNames([INTL_LOCALES[lang]], { type: "region" }).of(site.country) ?? site.country;
  } catch {
    // Not a region code Intl knows: shown as typed.
  }
  const address = [inLang(site.streetAddress, lang), [inLang(site.city, lang), site.postalCode].filter(Boolean).join(" "), country].filter(Boolean).join(", ");
  return {
    details: [address, site.contactPhone, site.contactEmail].filter(Boolean),
    hours: openingHoursLines(site.openingHours.days, lang, t),
  };
}
