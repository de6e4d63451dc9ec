/**
 * An amount as the shop shows it, everywhere: formatted by the one money formatter (money.ts),
 * kept left to right inside Hebrew text (docs/product/look.md#look-6), in lining, tabular figures (the display
 * serif's old-style figures made "1001" read as "IOOI"). French groups thousands
 * with a narrow no-break space; next to Inter's narrow proportional "1" it all but disappears
 * ('1245,00 ₪' beside '1 058,25 ₪'), so every amount uses the same figures and the grouping reads
 * the same in a line, a total, a card or a suggestion.
 */
import type { Currency } from "~/lib/money";
import { useTranslator } from "~/lib/request-context";
import { Ltr } from "./ltr";

export function Money({ minor, currency, className = "" }: { minor: number; currency?: Currency; className?: string }) {
  const { money } = useTranslator();
  return (
    <Ltr figures className={className}>
      {money(minor, currency, { isolated: true })}
    </Ltr>
  );
}
