/**
 * A line of contact details as the admin writes it ("Dimanche – jeudi : 9h00 – 18h00",
 * "+972 9 000 0000", an e-mail address), shown so that no time, phone number or address is cut in
 * two: times and time ranges never wrap, phones and e-mails are links, all of them read left to
 * right in Hebrew (docs/product/look.md#look-6: "9:00 – 18:00" is not "18:00 – 9:00"), and a long e-mail may break
 * only after its "@".
 */
import { Ltr, splitLtr, type LtrPart } from "~/components/ui/ltr";

export type ContactPart = LtrPart;

/** The line's words, times, phones and e-mails (the shared splitter of components/ui/ltr.tsx). */
export const splitContactText = splitLtr;

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
              <Ltr key={index} className="whitespace-nowrap">
                {part.text}
              </Ltr>
            );
          case "phone":
            return (
              <a key={index} href={`tel:${part.text.replace(/[^\d+]/g, "")}`} className="link-underline whitespace-nowrap">
                <Ltr>{part.text}</Ltr>
              </a>
            );
          case "email": {
            const at = part.text.indexOf("@") + 1;
            return (
              <a key={index} href={`mailto:${part.text}`} className="link-underline">
                <Ltr>
                  <span className="whitespace-nowrap">{part.text.slice(0, at)}</span>
                  <wbr />
                  <span className="whitespace-nowrap">{part.text.slice(at)}</span>
                </Ltr>
              </a>
            );
          }
        }
      })}
    </>
  );
}
