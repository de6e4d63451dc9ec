/**
 * A line of contact details as the admin writes it ("Dimanche – jeudi : 9h00 – 18h00",
 * "+972 9 000 0000", an e-mail address), shown so that no time, phone number or address is cut in
 * two: times and time ranges never wrap, phones and e-mails are links that stay left to right in
 * Hebrew (DESIGN.md), and a long e-mail may break only after its "@".
 */
export type ContactPart =
  | { kind: "text"; text: string }
  | { kind: "time"; text: string }
  | { kind: "phone"; text: string }
  | { kind: "email"; text: string };

const TIME = String.raw`\d{1,2}(?:[h:.]\d{2})?\s?(?:[ap]\.?m\.?)?`;
const PATTERNS: [Exclude<ContactPart["kind"], "text">, string][] = [
  ["email", String.raw`[^\s@]+@[^\s@]+\.[^\s@]+`],
  // A time needs its minutes ("9h00", "18:00", "9:00 am"); a range keeps both ends together.
  ["time", String.raw`\d{1,2}[h:.]\d{2}(?:\s?[ap]\.?m\.?)?(?:\s*[–—-]\s*${TIME})?`],
  ["phone", String.raw`\+?\d[\d ().-]{6,}\d`],
];
const TOKEN = new RegExp(PATTERNS.map(([, source]) => `(${source})`).join("|"), "gi");

export function splitContactText(line: string): ContactPart[] {
  const parts: ContactPart[] = [];
  let last = 0;
  for (const match of line.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    const kind = PATTERNS[match.slice(1).findIndex((value) => value !== undefined)][0];
    // A phone number has 9 digits at least (09-000-0000); shorter runs are plain text.
    if (kind === "phone" && match[0].replace(/\D/g, "").length < 9) continue;
    if (index > last) parts.push({ kind: "text", text: line.slice(last, index) });
    parts.push({ kind, text: match[0] });
    last = index + match[0].length;
  }
  if (last < line.length) parts.push({ kind: "text", text: line.slice(last) });
  return parts;
}

/** French puts a space before ":" and ";": it must not be where the line breaks. */
const keepPunctuation = (text: string) => text.replace(/ ([:;!?])/g, "\u00a0$1");

export function ContactText({ text }: { text: string }) {
  return (
    <>
      {splitContactText(text).map((part, index) => {
        switch (part.kind) {
          case "text":
            return keepPunctuation(part.text);
          case "time":
            return (
              <span key={index} className="whitespace-nowrap">
                {part.text}
              </span>
            );
          case "phone":
            return (
              <a key={index} href={`tel:${part.text.replace(/[^\d+]/g, "")}`} className="link-underline whitespace-nowrap">
                <bdi dir="ltr">{part.text}</bdi>
              </a>
            );
          case "email": {
            const at = part.text.indexOf("@") + 1;
            return (
              <a key={index} href={`mailto:${part.text}`} className="link-underline">
                <bdi dir="ltr">
                  <span className="whitespace-nowrap">{part.text.slice(0, at)}</span>
                  <wbr />
                  <span className="whitespace-nowrap">{part.text.slice(at)}</span>
                </bdi>
              </a>
            );
          }
        }
      })}
    </>
  );
}
