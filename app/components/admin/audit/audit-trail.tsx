/**
 * The audit entries of one entity (docs/product/admin-back-office.md#adm-12): who did what and when, with the values
 * before and after. The customer page shows it; the order and product pages can too:
 *
 *   <AuditTrail entries={loaderData.audit} />   // entries from listAudit({ entity, entityId })
 *
 * The full log (/admin/settings/audit) shows the same entries in the data table, with
 * <AuditChanges> for the values, named and written in the admin's words (audit-values.ts).
 */
import { useAdmin } from "~/components/admin/shell/admin-context";
import { ChangeArrow } from "~/components/admin/shell/sentence";
import { auditFieldLabel, auditValue } from "./audit-values";
import { useTranslator } from "~/lib/request-context";

export interface AuditEntryView {
  id: string;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string | Date;
}

/** What the action was, in the admin's language ("loyalty.adjust" → "Points ajustés"), else its code. */
export function useAuditActionLabel() {
  const { t } = useTranslator();
  return (action: string) => t(`audit.action.${action}`, undefined, action);
}

/**
 * Values as "field: before → after" rows; a whole value when it is not an object. `entity` is the
 * entry's: it says which list a code belongs to (a product's status, an order's).
 */
export function AuditChanges({ before, after, entity }: { before: unknown; after: unknown; entity: string }) {
  const { t } = useTranslator();
  const admin = useAdmin();
  const show = (field: string, value: unknown) => auditValue(field, value, entity, { ...admin, t });
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
  if (before == null && after == null) return <span className="text-muted">—</span>;
  const keys = isObject(before) || isObject(after) ? [...new Set([...Object.keys(isObject(before) ? before : {}), ...Object.keys(isObject(after) ? after : {})])] : [];
  if (keys.length === 0) {
    return (
      <p className="text-sm">
        <bdi dir="auto" className="break-all">{show("", before)}</bdi> <ChangeArrow /> <bdi dir="auto" className="break-all">{show("", after)}</bdi>
      </p>
    );
  }
  return (
    // Fixed columns: a long value (a pasted link, an id) breaks within its own column and the table
    // fits a phone, while short words ("En cours") keep their line.
    <table className="w-full table-fixed text-sm">
      <caption className="sr-only">{t("audit.changes")}</caption>
      <thead className="text-xs text-muted">
        <tr>
          <th scope="col" className="w-[30%] py-1 pe-3 text-start font-medium">{t("audit.field")}</th>
          <th scope="col" className="py-1 pe-3 text-start font-medium">{t("audit.before")}</th>
          <th scope="col" className="py-1 text-start font-medium">{t("audit.after")}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key} className="border-t border-lines/70 align-top">
            <th scope="row" className="py-1 pe-3 text-start font-normal text-muted [overflow-wrap:anywhere]">{auditFieldLabel(key, t)}</th>
            <td className="py-1 pe-3 [overflow-wrap:anywhere]"><bdi dir="auto">{show(key, isObject(before) ? before[key] : undefined)}</bdi></td>
            <td className="py-1 [overflow-wrap:anywhere]"><bdi dir="auto">{show(key, isObject(after) ? after[key] : undefined)}</bdi></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AuditTrail({ entries, emptyText }: { entries: AuditEntryView[]; emptyText?: string }) {
  const { t } = useTranslator();
  const { date } = useAdmin();
  const actionLabel = useAuditActionLabel();
  if (entries.length === 0) return <p className="text-sm text-muted">{emptyText ?? t("audit.empty")}</p>;
  return (
    <ol className="space-y-3" aria-label={t("audit.title")}>
      {entries.map((entry) => (
        <li key={entry.id} className="min-w-0 rounded-soft border border-lines bg-background/40 p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="font-medium">{actionLabel(entry.action)}</p>
            <time dateTime={new Date(entry.createdAt).toISOString()} className="text-xs text-muted tabular-nums">{date(entry.createdAt, "dateTime")}</time>
          </div>
          <p className="mt-0.5 text-sm text-muted [overflow-wrap:anywhere]">
            {t("audit.by")} <bdi dir="ltr">{entry.actorEmail ?? t("audit.system")}</bdi>
          </p>
          {(entry.before != null || entry.after != null) && (
            <details className="mt-2">
              <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm underline-offset-4 hover:underline">{t("audit.showChanges")}</summary>
              {/* Reachable and scrollable by keyboard when the values are wider than the screen. */}
              <div role="region" aria-label={t("audit.showChanges")} tabIndex={0} className="mt-1 overflow-x-auto">
                <AuditChanges before={entry.before} after={entry.after} entity={entry.entity} />
              </div>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}
