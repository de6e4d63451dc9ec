/**
 * The values inside a line written by a person that read left to right whatever the page's
 * direction (docs/product/look.md#look-6): e-mail addresses, times and ranges of times, phone numbers. The shop
 * isolates them in Hebrew (components/ui/ltr.tsx for the pages, markdown.server.ts for Markdown).
 */
// A time needs its minutes ("9h00", "18:00", "9:00 am"); a range keeps both ends together.
const TIME = String.raw`\d{1,2}(?:[h:.]\d{2})?\s?(?:[ap]\.?m\.?)?`;
const TIME_RANGE = String.raw`\d{1,2}[h:.]\d{2}(?:\s?[ap]\.?m\.?)?(?:\s*[–—-]\s*${TIME})?`;
const PHONE = String.raw`\+?\d[\d ().-]{6,}\d`;
const EMAIL = String.raw`[^\s@]+@[^\s@]+\.[^\s@]+`;

export type LtrPart = { kind: "text" | "time" | "phone" | "email"; text: string };

const PATTERNS: [Exclude<LtrPart["kind"], "text">, string][] = [
  ["email", EMAIL],
  ["time", TIME_RANGE],
  ["phone", PHONE],
];
const TOKEN = new RegExp(PATTERNS.map(([, source]) => `(${source})`).join("|"), "gi");

/**
 * Cuts a line written by a person into its words and the values that read left to right: e-mail
 * addresses, times and ranges of times ("9:00–18:00", "9h00 – 18h00"), and phone numbers (9 digits
 * at least: shorter runs of digits, a year or a postcode, are words).
 */
export function splitLtr(line: string): LtrPart[] {
  const parts: LtrPart[] = [];
  let last = 0;
  for (const match of line.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    const kind = PATTERNS[match.slice(1).findIndex((value) => value !== undefined)][0];
    if (kind === "phone" && match[0].replace(/\D/g, "").length < 9) continue;
    if (index > last) parts.push({ kind: "text", text: line.slice(last, index) });
    parts.push({ kind, text: match[0] });
    last = index + match[0].length;
  }
  if (last < line.length) parts.push({ kind: "text", text: line.slice(last) });
  return parts;
}
