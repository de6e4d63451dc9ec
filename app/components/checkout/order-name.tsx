/**
 * An order's one name, 'Commande n° 1001' (orders.number), as the confirmation, the tracking page
 * and Mes Commandes show it: the number reads left to right in Hebrew and in lining figures (the
 * display serif's old-style "1001" read as "IOOI", and it is the number a customer reads out on
 * the phone).
 */
import { LtrSentence } from "~/components/ui/ltr";
import { useTranslator } from "~/lib/request-context";

export function OrderName({ number }: { number: number }) {
  const { t } = useTranslator();
  return <LtrSentence text={t("orders.number")} values={{ number }} figures />;
}
