/**
 * What a dictionary key's languages look like at a glance (the static-translations list): the
 * languages the owner changed, and those with no text at all (the shop shows French there). Words
 * with a colour, never a colour alone.
 */
import { StatusCell } from "~/components/admin/data-table/cells";
import type { Lang } from "~/lib/langs";
import { useTranslator } from "~/lib/request-context";

export function TextStates({ row }: { row: { missing: Lang[]; overridden: Lang[] } }) {
  const { t } = useTranslator();
  const codes = (langs: Lang[]) => langs.map((lang) => lang.toUpperCase()).join(" · ");
  if (!row.missing.length && !row.overridden.length) return <StatusCell label={t("staticTranslations.state.dictionary")} tone="neutral" />;
  return (
    <span className="flex flex-wrap gap-1.5">
      {row.overridden.length > 0 && <StatusCell label={t("staticTranslations.state.overriddenIn", { langs: codes(row.overridden) })} tone="info" />}
      {row.missing.length > 0 && <StatusCell label={t("staticTranslations.state.missingIn", { langs: codes(row.missing) })} tone="warning" />}
    </span>
  );
}
