/**
 * Text that reads left to right whatever the page's direction (docs/product/look.md#look-6): phone numbers, times
 * and ranges of hours, paths and addresses of pages, order numbers, codes. In Hebrew the bidi
 * algorithm otherwise reorders their parts ("+972 9 000 0000" read "0000 000 9 972+", "9:00–18:00"
 * read "18:00–9:00", "/sitemap.xml" read "sitemap.xml/"). Each value is isolated on its own
 * (<bdi dir="ltr">): the words around it keep the page's direction.
 *
 *   <Ltr>{phone}</Ltr>
 *   <Ltr figures>{orderNumber}</Ltr>          // lining, tabular figures (the display serif's are old-style)
 *   <LtrSentence text={t("orders.number")} values={{ number: 1001 }} figures />
 *
 * Owner-written Markdown gets the same isolation on the server (markdown.server.ts), and plain
 * text that may hold such values goes through <LtrText>.
 */
import { Fragment, type ReactNode } from "react";
import { splitLtr, type LtrPart } from "~/lib/ltr";

export { splitLtr, type LtrPart };

/** Lining and tabular figures: amounts, order numbers and quantities line up and read as digits. */
export const FIGURES = "lining-nums tabular-nums";

export function Ltr({ children, figures = false, className = "" }: { children: ReactNode; figures?: boolean; className?: string }) {
  const classes = `${figures ? FIGURES : ""} ${className}`.trim();
  return (
    <bdi dir="ltr" className={classes || undefined}>
      {children}
    </bdi>
  );
}

/**
 * A translated text whose {placeholders} are filled with values isolated left to right, each on
 * its own. Isolating the whole sentence instead would put "מק״ט" after its code, and read
 * "1–5 מתוך 5" as "1–5 5 מתוך". A name not given stays as written, as t() leaves it. With
 * `ltr={false}` the values are inserted as they are (an element that isolates itself).
 */
export function LtrSentence({
  text,
  values,
  figures = false,
  ltr = true,
  className,
}: {
  text: string;
  values: Record<string, ReactNode>;
  figures?: boolean;
  ltr?: boolean;
  className?: string;
}) {
  // split() with a capturing group: even indexes are the text between, odd ones the names.
  const parts = text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return part && <Fragment key={index}>{part}</Fragment>;
        if (!(part in values)) return <Fragment key={index}>{`{${part}}`}</Fragment>;
        return ltr ? (
          <Ltr key={index} figures={figures} className={className}>
            {values[part]}
          </Ltr>
        ) : (
          <Fragment key={index}>{values[part]}</Fragment>
        );
      })}
    </>
  );
}

/** Plain text with its times, phone numbers and e-mail addresses isolated left to right. */
export function LtrText({ text }: { text: string }) {
  return (
    <>
      {splitLtr(text).map((part, index) => (part.kind === "text" ? <Fragment key={index}>{part.text}</Fragment> : <Ltr key={index}>{part.text}</Ltr>))}
    </>
  );
}
