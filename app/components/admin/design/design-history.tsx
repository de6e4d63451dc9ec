/** The design's saved versions, newest first: published or draft, when and by whom. */
import { StatusCell } from "~/components/admin/data-table/cells";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { useTranslator } from "~/lib/request-context";

export interface DesignHistoryRow {
  id: string;
  status: "draft" | "published";
  createdAt: Date | string;
  publishedAt: Date | string | null;
  by: string | null;
}

export function DesignHistory({ rows }: { rows: DesignHistoryRow[] }) {
  const { t } = useTranslator();
  const { date } = useAdmin();
  if (!rows.length) return <p className="text-sm text-muted">{t("design.history.empty")}</p>;
  return (
    <ol className="divide-y divide-lines">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
          <span className="min-w-0">
            <span className="block tabular-nums">{date(row.publishedAt ?? row.createdAt, "dateTime")}</span>
            <span className="block text-xs text-muted">
              {row.by ? (
                <>
                  {t("design.history.by")} <bdi>{row.by}</bdi>
                </>
              ) : (
                t("design.history.system")
              )}
            </span>
          </span>
          <StatusCell label={t(row.status === "published" ? "design.history.published" : "design.history.draft")} tone={row.status === "published" ? "success" : "neutral"} />
        </li>
      ))}
    </ol>
  );
}
