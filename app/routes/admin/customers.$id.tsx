/**
 * /admin/customers/:id (docs/product/admin-back-office.md#adm-5): one customer's profile, orders, loyalty ledger, reviews,
 * internal notes and audit entries. Staff add notes; the owner adjusts points with a reason and may
 * erase the customer. Each intent checks its own permission; the services record the audit rows.
 */
import { useEffect, useRef, useState } from "react";
import { data, Form, isRouteErrorResponse, Link, useNavigation, useSubmit } from "react-router";
import { ArrowLeft, Download, UserX } from "lucide-react";
import type { Route } from "./+types/customers.$id";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { can, type Permission } from "~/lib/permissions";
import { listAudit } from "~/features/audit/audit.server";
import {
  addCustomerNote,
  adjustCustomerPoints,
  CUSTOMER_AUDIT_ENTITY,
  eraseCustomer,
  getCustomerDetail,
} from "~/features/customers/customer-admin.server";
import { adjustPointsSchema, customerNoteSchema, eraseCustomerSchema, NOTE_MAX_LENGTH, REASON_MAX_LENGTH } from "~/schemas/admin/customers";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { FieldError } from "~/components/admin/form/field-error";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { ConfirmDialog } from "~/components/admin/shell/confirm-dialog";
import { Panel } from "~/components/admin/shell/panel";
import { AuditTrail } from "~/components/admin/audit/audit-trail";
import { InternalNotes } from "~/components/admin/notes/internal-notes";
import { LedgerLine } from "~/components/admin/loyalty/ledger-line";
import { MoneyCell, StatusCell, type StatusTone } from "~/components/admin/data-table/cells";
import { toast } from "~/components/ui/toast";
import { isCurrency } from "~/lib/money";
import type { OrderStatus } from "../../../db/schema";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

type ActionData = { intent: string; ok?: string; error?: string; errors?: Record<string, string> };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, lang } = await requireStaff({ request, context }, "customers:read");
  const detail = await getCustomerDetail(params.id, lang);
  if (!detail) throw data({ error: "not-found" }, { status: 404 });
  // The audit entries are the owner's to read (permission "audit:read").
  const audit = can(user, "audit:read") ? (await listAudit({ entity: CUSTOMER_AUDIT_ENTITY, entityId: params.id, pageSize: 50 })).rows : null;
  const { account, profile } = detail;
  const name = profile.erasedAt ? "" : [profile.firstName, profile.lastName].filter(Boolean).join(" ").trim() || account.name;
  return { ...detail, name, audit };
}

const INTENT_PERMISSIONS: Record<string, Permission> = {
  note: "customers:write",
  "adjust-points": "loyalty:write",
  erase: "customers:erase",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  // Every intent checks its own permission; an unknown one still needs a signed-in staff member.
  const { user, t } = await requireStaff({ request, context }, INTENT_PERMISSIONS[intent] ?? "customers:write");
  const values = Object.fromEntries(form);
  const actor = { id: user.id, email: user.email };
  const invalid = (issues: { path: PropertyKey[]; message: string }[]) =>
    data<ActionData>({ intent, errors: Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? "form"), t(issue.message)])) }, { status: 400 });
  const refused = (key: string, status: number) => data<ActionData>({ intent, error: t(key) }, { status });

  switch (intent) {
    case "note": {
      const parsed = customerNoteSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error.issues);
      const result = await addCustomerNote(actor, params.id, parsed.data.body);
      if (!result.ok) return refused(result.error, 404);
      return data<ActionData>({ intent, ok: t("customers.notes.saved") });
    }
    case "adjust-points": {
      const parsed = adjustPointsSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error.issues);
      const result = await adjustCustomerPoints(actor, params.id, parsed.data.points, parsed.data.reason);
      if (!result.ok) return refused(result.error, result.error === "customers.errors.notFound" ? 404 : 409);
      return data<ActionData>({ intent, ok: t("customers.loyalty.adjusted", { balance: result.balance }) });
    }
    case "erase": {
      const parsed = eraseCustomerSchema.safeParse(values);
      if (!parsed.success) return refused("customers.errors.invalidRequest", 400);
      const result = await eraseCustomer(actor, params.id);
      if (!result.ok) return refused(result.error, result.error === "customers.errors.notFound" ? 404 : 409);
      return data<ActionData>({ intent, ok: t("customers.erase.done") });
    }
    default:
      return refused("customers.errors.invalidRequest", 400);
  }
}

export const handle: CrumbHandle = {
  parent: { crumb: "shell.nav.customers", to: "/admin/customers" },
  crumb: (loaderData) => {
    const detail = loaderData as { name?: string; account?: { email: string } } | undefined;
    return detail?.name || detail?.account?.email || "—";
  },
};

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "customers.detail.title");

const STATUS_TONES: Record<OrderStatus, StatusTone> = {
  pending: "warning",
  processing: "info",
  shipped: "info",
  delivered: "success",
  cancelled: "neutral",
};

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { account, profile, orders, loyalty, reviews, notes, newsletter, audit, name } = loaderData;
  const { t } = useTranslator();
  const { can: allowed, date, number } = useAdmin();
  const answer = actionData as ActionData | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const submit = useSubmit();
  const erased = Boolean(profile.erasedAt);
  const [eraseOpen, setEraseOpen] = useState(false);

  // Each answer is said once, as a toast; field errors stay under their field.
  const noteForm = useRef<HTMLFormElement>(null);
  const pointsForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      toast.success(answer.ok);
      if (answer.intent === "note") noteForm.current?.reset();
      if (answer.intent === "adjust-points") pointsForm.current?.reset();
    } else if (answer.error) toast.error(answer.error);
  }, [answer]);
  const errorsOf = (intent: string) => (answer?.intent === intent ? (answer.errors ?? {}) : {});
  const noteErrors = errorsOf("note");
  const pointsErrors = errorsOf("adjust-points");

  const title = erased ? t("customers.erased.name") : name || account.email;
  const profileRows: [string, string | null, boolean?][] = [
    [t("customers.profile.firstName"), profile.firstName],
    [t("customers.profile.lastName"), profile.lastName],
    [t("customers.col.email"), erased ? null : account.email, true],
    [t("customers.col.phone"), profile.phone, true],
    [t("customers.profile.address"), [profile.address, [profile.postalCode, profile.city].filter(Boolean).join(" "), profile.country].filter(Boolean).join(", ") || null],
  ];

  return (
    <div className="space-y-4">
      <Link to="/admin/customers" className="inline-flex min-h-11 items-center gap-1 text-sm text-muted hover:text-ink">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t("customers.detail.back")}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl lg:text-4xl">{title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            {erased ? (
              <StatusCell label={t("customers.erased.badge")} tone="danger" />
            ) : (
              <>
                <StatusCell label={t(`customers.level.${loyalty.level}`)} tone="info" />
                <StatusCell
                  label={t(newsletter && !newsletter.unsubscribedAt ? "customers.newsletter.yes" : "customers.newsletter.no")}
                  tone={newsletter && !newsletter.unsubscribedAt ? "success" : "neutral"}
                />
              </>
            )}
            <span className="text-muted">{t("customers.detail.since", { date: date(account.createdAt) })}</span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={`/admin/customers/${encodeURIComponent(account.id)}/export.json`} download className={buttonVariants({ variant: "surface", size: "sm", inline: true })}>
            <Download aria-hidden="true" className="size-4" />
            {t("customers.export.json")}
          </a>
          {allowed("customers:erase") && !erased && (
            <ConfirmDialog
              open={eraseOpen}
              onOpenChange={setEraseOpen}
              title={t("customers.erase.title", { name: title })}
              description={t("customers.erase.text")}
              lost={t("customers.erase.lost")}
              confirmLabel={t("customers.erase.confirm")}
              onConfirm={() => submit({ intent: "erase", confirm: "erase" }, { method: "post" })}
            >
              <button type="button" className="inline-flex min-h-11 items-center gap-2 rounded-soft border border-accent-2/60 px-3 text-sm text-accent-2 hover:bg-accent-2/5">
                <UserX aria-hidden="true" className="size-4" />
                {t("customers.erase.button")}
              </button>
            </ConfirmDialog>
          )}
        </div>
      </header>

      {erased && (
        <p role="status" className="rounded-soft border border-lines bg-surface px-4 py-3 text-sm">
          {t("customers.erased.notice", { date: date(profile.erasedAt!, "dateTime") })}
        </p>
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <Panel id="profile" title={t("customers.profile.title")}>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-[0.9375rem]">
              {profileRows.map(([label, value, ltr]) => (
                <div key={label} className="contents">
                  <dt className="text-muted">{label}</dt>
                  <dd className="min-w-0 [overflow-wrap:anywhere]">{value ? ltr ? <bdi dir="ltr">{value}</bdi> : value : <span className="text-muted">—</span>}</dd>
                </div>
              ))}
            </dl>
          </Panel>

          <Panel id="orders" title={t("customers.orders.title", { count: number(orders.length) })}>
            {orders.length === 0 ? (
              <p className="text-sm text-muted">{t("customers.orders.empty")}</p>
            ) : (
              <ul className="-my-2 divide-y divide-lines">
                {orders.map((order) => (
                  <li key={order.id}>
                    <Link to={`/admin/orders/${order.id}`} className="grid min-h-11 grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 py-2 hover:bg-background/60 sm:grid-cols-[6rem_1fr_auto_auto]">
                      <bdi dir="ltr" className="font-medium tabular-nums">#{order.orderNumber}</bdi>
                      <time dateTime={new Date(order.createdAt).toISOString()} className="text-sm text-muted tabular-nums">{date(order.createdAt)}</time>
                      <span className="col-start-3 row-start-1 text-end sm:col-start-4">
                        {isCurrency(order.currency) ? <MoneyCell minor={order.totalMinor} currency={order.currency} /> : order.currency}
                      </span>
                      <span className="col-span-2 flex flex-wrap gap-1 sm:col-span-1 sm:col-start-3 sm:row-start-1">
                        <StatusCell label={t(`customers.orderStatus.${order.status}`)} tone={STATUS_TONES[order.status] ?? "neutral"} />
                        {order.guest && <StatusCell label={t("customers.orders.guest")} tone="neutral" />}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Panel>

          <Panel id="loyalty" title={t("customers.loyalty.title")}>
            <dl className="grid grid-cols-3 gap-3 text-center">
              <div className="rounded-soft bg-background/60 p-3">
                <dt className="text-xs text-muted">{t("customers.loyalty.balance")}</dt>
                <dd className="mt-1 text-xl font-semibold tabular-nums" data-testid="points-balance"><bdi dir="ltr">{number(loyalty.currentPoints)}</bdi></dd>
              </div>
              <div className="rounded-soft bg-background/60 p-3">
                <dt className="text-xs text-muted">{t("customers.loyalty.total")}</dt>
                <dd className="mt-1 text-xl font-semibold tabular-nums"><bdi dir="ltr">{number(loyalty.totalPoints)}</bdi></dd>
              </div>
              <div className="rounded-soft bg-background/60 p-3">
                <dt className="text-xs text-muted">{t("customers.col.level")}</dt>
                <dd className="mt-1 text-xl font-semibold">{t(`customers.level.${loyalty.level}`)}</dd>
              </div>
            </dl>

            {allowed("loyalty:write") && !erased && (
              <Form ref={pointsForm} method="post" noValidate className="mt-4 grid gap-3 rounded-soft border border-lines p-3 sm:grid-cols-[8rem_1fr_auto] sm:items-start">
                <input type="hidden" name="intent" value="adjust-points" />
                <div>
                  <label htmlFor="points" className="mb-1 block text-sm font-medium">{t("customers.loyalty.points")}</label>
                  <input id="points" name="points" type="number" inputMode="numeric" step={1} required dir="ltr" className="field tabular-nums" aria-describedby="points-hint points-error" aria-invalid={pointsErrors.points ? true : undefined} />
                  <p id="points-hint" className="mt-1 text-xs text-muted">{t("customers.loyalty.pointsHint")}</p>
                  <FieldError id="points-error" message={pointsErrors.points} />
                </div>
                <div>
                  <label htmlFor="reason" className="mb-1 block text-sm font-medium">{t("customers.loyalty.reason")}</label>
                  <input id="reason" name="reason" type="text" required maxLength={REASON_MAX_LENGTH} className="field" aria-describedby="reason-error" aria-invalid={pointsErrors.reason ? true : undefined} />
                  <FieldError id="reason-error" message={pointsErrors.reason} />
                </div>
                <Button type="submit" disabled={busy} variant="accent" size="md" className="sm:mt-6">
                  {t("customers.loyalty.adjust")}
                </Button>
              </Form>
            )}

            <h3 className="mb-2 mt-5 font-sans text-sm font-semibold text-muted">{t("customers.loyalty.ledger")}</h3>
            {loyalty.ledger.length === 0 ? (
              <p className="text-sm text-muted">{t("customers.loyalty.ledgerEmpty")}</p>
            ) : (
              <ul className="-mx-4 divide-y divide-lines" aria-label={t("customers.loyalty.ledger")} data-testid="ledger">
                {loyalty.ledger.map((entry) => (
                  <LedgerLine key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
          </Panel>

          <Panel id="reviews" title={t("customers.reviews.title")}>
            {reviews.length === 0 ? (
              <p className="text-sm text-muted">{t("customers.reviews.empty")}</p>
            ) : (
              <ul className="divide-y divide-lines">
                {reviews.map((review) => (
                  <li key={review.id} className="py-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{review.productName || "—"}</span>
                      <span aria-label={t("customers.reviews.rating", { rating: review.rating })} className="text-accent">
                        {"★".repeat(review.rating)}
                        <span className="text-lines">{"★".repeat(5 - review.rating)}</span>
                      </span>
                      <StatusCell label={t(`customers.reviewStatus.${review.status}`)} tone={review.status === "approved" ? "success" : review.status === "pending" ? "warning" : "neutral"} />
                    </div>
                    {review.body && <p className="mt-1 text-sm">{review.body}</p>}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>

        <div className="space-y-4">
          <Panel id="notes" title={t("customers.notes.title")}>
            {allowed("customers:write") && !erased && (
              <Form ref={noteForm} method="post" noValidate className="mb-4 space-y-2">
                <input type="hidden" name="intent" value="note" />
                <label htmlFor="note-body" className="block text-sm font-medium">{t("customers.notes.label")}</label>
                <textarea id="note-body" name="body" rows={3} maxLength={NOTE_MAX_LENGTH} required className="field min-h-24" aria-describedby="note-hint note-error" aria-invalid={noteErrors.body ? true : undefined} />
                <p id="note-hint" className="text-xs text-muted">{t("customers.notes.hint")}</p>
                <FieldError id="note-error" message={noteErrors.body} />
                <Button type="submit" disabled={busy} variant="outline" size="md" className="font-medium">
                  {t("customers.notes.add")}
                </Button>
              </Form>
            )}
            <InternalNotes notes={notes.map((note) => ({ id: note.id, body: note.body, author: note.authorEmail, at: note.createdAt }))} emptyText={t("customers.notes.empty")} />
          </Panel>

          {audit && (
            <Panel id="audit" title={t("audit.title")}>
              <AuditTrail entries={audit} />
            </Panel>
          )}
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslator();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <div role="alert" className="rounded-soft border border-lines bg-surface px-4 py-10 text-center">
      <p className="font-medium">{status === 404 ? t("customers.detail.notFound") : status === 403 ? t("shell.table.forbidden") : t("shell.table.errorTitle")}</p>
      <Link to="/admin/customers" className={buttonVariants({ variant: "outline", size: "md", className: "mt-4 inline-flex items-center" })}>
        {t("customers.detail.back")}
      </Link>
    </div>
  );
}
