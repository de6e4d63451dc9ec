import { useEffect, useRef, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { Printer } from "lucide-react";
import type { Route } from "./+types/orders.$id";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { adminMessages } from "~/locales/admin";
import { createTranslator } from "~/lib/i18n";
import { toDecimalString, type Currency } from "~/lib/money";
import { listAudit } from "~/features/audit/audit.server";
import { can as userCan } from "~/lib/permissions";
import { AuditTrail } from "~/components/admin/audit/audit-trail";
import { InternalNotes } from "~/components/admin/notes/internal-notes";
import { addOrderNote, getOrderDetail, moveOrder } from "~/features/orders/orders-admin.server";
import { orderErrorStatus, orderErrorText } from "~/features/orders/order-admin-texts.server";
import { orderMoveSchema, orderNoteSchema } from "~/schemas/admin/orders";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { DetailError } from "~/components/admin/shell/detail-not-found";
import { ChangeArrow } from "~/components/admin/shell/sentence";
import { adminTitle } from "~/components/admin/shell/meta";
import { ConfirmDialog } from "~/components/admin/shell/confirm-dialog";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { OrderCard as Card, OrderHeading, OrderCustomerCard, OrderLinesCard, OrderProgress, OrderShipment } from "~/components/admin/orders/order-sections";
import { toast } from "~/components/ui/toast";
import type { OrderStatus } from "../../../db/schema/commerce";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/** One order (docs/product/admin-back-office.md#adm-4): its lines, customer, totals, timeline, notes, audit and the moves it allows. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, lang } = await requireStaff({ request, context }, "orders:read");
  const detail = await getOrderDetail(params.id, lang);
  if (!detail) throw data({ error: "not_found" }, { status: 404 });
  // The audit entries are the owner's to read (permission "audit:read"), as on the customer page.
  const audit = userCan(user, "audit:read") ? (await listAudit({ entity: "order", entityId: detail.order.id, pageSize: 50 })).rows : null;
  return { ...detail, audit };
}

type ActionData = { intent: string; ok?: string; error?: string; errors?: Record<string, string> };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, lang } = await requireStaff({ request, context }, "orders:write");
  const t = createTranslator(lang, adminMessages(lang));
  const values = Object.fromEntries(await readFormData(request));
  const intent = String(values.intent ?? "");
  const actor = { id: user.id, email: user.email };
  const fieldErrors = (issues: { path: PropertyKey[]; message: string }[]) =>
    Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? "form"), t(issue.message)]).reverse());

  try {
    if (intent === "move") {
      const parsed = orderMoveSchema.safeParse(values);
      if (!parsed.success) return data<ActionData>({ intent, error: t("adminOrders.errors.check"), errors: fieldErrors(parsed.error.issues) }, { status: 400 });
      const change = await moveOrder(params.id, parsed.data, actor);
      return data<ActionData>({ intent, ok: t(`adminOrders.done.${change.to}`) });
    }
    if (intent === "note") {
      const parsed = orderNoteSchema.safeParse(values);
      if (!parsed.success) return data<ActionData>({ intent, errors: fieldErrors(parsed.error.issues) }, { status: 400 });
      await addOrderNote(params.id, parsed.data.body, actor);
      return data<ActionData>({ intent, ok: t("adminOrders.noteAdded") });
    }
  } catch (error) {
    const status = orderErrorStatus(error);
    if (status === 500) throw error;
    return data<ActionData>({ intent, error: orderErrorText(error, t) }, { status });
  }
  return data<ActionData>({ intent, error: t("adminOrders.errors.invalid") }, { status: 400 });
}

export const handle: CrumbHandle = {
  parent: { crumb: "shell.nav.orders", to: "/admin/orders" },
  crumb: (loaderData) => `#${(loaderData as { order?: { orderNumber: number } } | undefined)?.order?.orderNumber ?? ""}`,
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const [title, robots] = adminTitle(matches, "adminOrders.title");
  return [{ title: `#${loaderData?.order.orderNumber ?? ""} · ${"title" in title ? title.title : ""}` }, robots];
};

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, lines, customer, timeline, notes, moves, audit } = loaderData;
  const { t } = useTranslator();
  const { date, can } = useAdmin();
  const answer = actionData as ActionData | undefined;
  const currency = order.currency as Currency;

  useEffect(() => {
    if (answer?.ok) toast.success(answer.ok);
  }, [answer]);

  return (
    <article aria-labelledby="order-title" className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <OrderHeading orderNumber={order.orderNumber} status={order.status} createdAt={order.createdAt} />
        <a href={`/admin/orders/delivery-notes?id=${order.id}`} target="_blank" rel="noreferrer" className={buttonVariants({ variant: "surface", size: "sm", inline: true })}>
          <Printer aria-hidden="true" className="size-4" />
          {t("adminOrders.detail.printNote")}
        </a>
      </header>

      <div aria-live="polite">
        {answer?.error && (
          <p role="alert" className="rounded-soft border border-accent-2/40 bg-accent-2/5 px-4 py-3 text-[0.9375rem]">
            {answer.error}
          </p>
        )}
      </div>

      <OrderProgress status={order.status} />

      {/* One column on a phone that never grows past the screen (grid-cols-1 is minmax(0, 1fr)):
          content wider than it wraps, or scrolls inside its own region (the audit's values). */}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-5">
          {can("orders:write") && (
            <Card title={t("adminOrders.detail.moves")} id="moves">
              {moves.length === 0 ? (
                <p className="text-[0.9375rem] text-muted">{t("adminOrders.detail.noMoves")}</p>
              ) : (
                <div className="grid gap-4 md:grid-cols-2">
                  {moves.map((to) => (
                    <MoveForm key={to} to={to} version={order.version} totalMinor={order.totalMinor} currency={currency} paymentMethod={order.paymentMethod} orderNumber={order.orderNumber} errors={answer?.intent === "move" ? answer.errors : undefined} />
                  ))}
                </div>
              )}
            </Card>
          )}

          <OrderLinesCard lines={lines} totals={{ ...order, currency }} />

          <Card title={t("adminOrders.detail.timeline")} id="timeline">
            <ol className="space-y-3">
              {timeline.map((entry) => (
                <li key={entry.id} className="relative border-s-2 border-lines ps-4">
                  <p className="text-[0.9375rem]">
                    {entry.from ? (
                      <>
                        {t(`adminOrders.status.${entry.from}`)} <ChangeArrow /> <strong>{t(`adminOrders.status.${entry.to}`)}</strong>
                      </>
                    ) : (
                      <strong>{t("adminOrders.detail.placed")}</strong>
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    <time dateTime={new Date(entry.at).toISOString()}>{date(entry.at, "dateTime")}</time> · {entry.by ?? t(entry.from ? "adminOrders.detail.system" : "adminOrders.detail.byCustomer")}
                  </p>
                  {entry.note && <p className="mt-1 text-sm [overflow-wrap:anywhere]">{t("shell.quoted", { text: entry.note })}</p>}
                </li>
              ))}
            </ol>
            <div className="mt-4 border-t border-lines pt-3 empty:hidden">
              <OrderShipment shipment={{ ...order, currency }} />
            </div>
          </Card>
        </div>

        <div className="space-y-5">
          <OrderCustomerCard address={order.shippingAddress} email={order.email} registered={Boolean(customer)} paymentMethod={order.paymentMethod} />

          <Card title={t("adminOrders.detail.notes")} id="notes">
            {can("orders:write") && <NoteForm error={answer?.intent === "note" ? answer.errors?.body : undefined} saved={answer?.intent === "note" && Boolean(answer.ok)} />}
            <InternalNotes notes={notes.map((note) => ({ id: note.id, body: note.body, author: note.by, at: note.at }))} emptyText={t("adminOrders.detail.notesEmpty")} />
          </Card>

          {audit && (
            <Card title={t("adminOrders.detail.audit")} id="audit">
              <AuditTrail entries={audit} emptyText={t("adminOrders.detail.auditEmpty")} />
            </Card>
          )}
        </div>
      </div>
    </article>
  );
}

const MOVE_OF: Record<OrderStatus, "confirm" | "ship" | "deliver" | "cancel" | null> = {
  pending: null,
  processing: "confirm",
  shipped: "ship",
  delivered: "deliver",
  cancelled: "cancel",
};

function MoveForm({
  to,
  version,
  totalMinor,
  currency,
  paymentMethod,
  orderNumber,
  errors,
}: {
  to: OrderStatus;
  version: number;
  totalMinor: number;
  currency: Currency;
  paymentMethod: "cash" | "card";
  orderNumber: number;
  errors?: Record<string, string>;
}) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const move = MOVE_OF[to];
  const formRef = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = navigation.state !== "idle" && navigation.formData?.get("move") === move;
  if (!move) return null;
  const field = (name: string) => (errors?.[name] ? { "aria-invalid": true, "aria-describedby": `${move}-${name}-error` } : {});
  const error = (name: string) => errors?.[name] && <p id={`${move}-${name}-error`} className="mt-1 text-sm text-accent-2">{errors[name]}</p>;
  const destructive = move === "cancel";

  return (
    <Form ref={formRef} method="post" className={`flex flex-col gap-3 rounded-soft border p-3 ${destructive ? "border-accent-2/30" : "border-lines"}`} aria-label={t(`adminOrders.move.${move}`)}>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="move" value={move} />
      <input type="hidden" name="version" value={version} />
      <p className="text-sm text-muted">{t(`adminOrders.move.${move}Hint`)}</p>
      {move === "ship" && (
        <>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t("adminOrders.field.carrierOptional")}</span>
            <input name="carrier" maxLength={120} className="field" autoComplete="off" {...field("carrier")} />
            {error("carrier")}
          </label>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t("adminOrders.field.trackingOptional")}</span>
            <input name="trackingNumber" maxLength={120} dir="ltr" className="field" autoComplete="off" {...field("trackingNumber")} />
            {error("trackingNumber")}
          </label>
        </>
      )}
      {move === "deliver" && (
        <>
          <fieldset className="text-sm">
            <legend className="mb-1 font-medium">{t("adminOrders.field.method")}</legend>
            <div className="flex gap-2">
              {(["cash", "card"] as const).map((method) => (
                <label key={method} className="flex min-h-11 flex-1 items-center gap-2 rounded-soft border border-lines px-3 has-[:checked]:border-ink">
                  <input type="radio" name="method" value={method} defaultChecked={method === paymentMethod} className="size-4 accent-accent" />
                  {t(`adminOrders.method.${method}`)}
                </label>
              ))}
            </div>
            {error("method")}
          </fieldset>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t("adminOrders.field.amount", { currency })}</span>
            <input name="amount" inputMode="decimal" required defaultValue={toDecimalString(totalMinor)} dir="ltr" className="field tabular-nums" {...field("amount")} />
            {error("amount")}
          </label>
        </>
      )}
      {move === "cancel" && (
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{t("adminOrders.field.reason")}</span>
          <textarea name="reason" required minLength={3} maxLength={500} rows={2} className="field" {...field("reason")} />
          {error("reason")}
        </label>
      )}
      <div className="mt-auto">
        {destructive ? (
          <>
            <Button
              type="button"
              disabled={busy}
              onClick={() => {
                // The reason is checked by the browser before the question is asked.
                if (formRef.current?.reportValidity()) setConfirming(true);
              }}
              variant="danger" size="md" className="w-full font-medium"
            >
              {t(`adminOrders.move.${move}`)}
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t("adminOrders.cancel.title", { number: orderNumber })}
              lost={t("adminOrders.cancel.lost", { number: orderNumber })}
              cancelLabel={t("adminOrders.cancel.keep")}
              confirmLabel={t(`adminOrders.move.${move}`)}
              onConfirm={() => formRef.current?.requestSubmit()}
            />
          </>
        ) : (
          <Button type="submit" disabled={busy} variant="accent" size="md" className="w-full">
            {busy ? t("adminOrders.move.saving") : t(`adminOrders.move.${move}`)}
          </Button>
        )}
      </div>
    </Form>
  );
}

function NoteForm({ error, saved }: { error?: string; saved: boolean }) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const ref = useRef<HTMLFormElement>(null);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "note";
  useEffect(() => {
    if (saved) ref.current?.reset();
  }, [saved]);
  return (
    <Form ref={ref} method="post" className="space-y-2">
      <input type="hidden" name="intent" value="note" />
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t("adminOrders.detail.noteLabel")}</span>
        <textarea name="body" required maxLength={2000} rows={3} className="field" aria-invalid={error ? true : undefined} aria-describedby={error ? "note-error" : undefined} />
      </label>
      {error && <p id="note-error" className="text-sm text-accent-2">{error}</p>}
      <Button type="submit" disabled={busy} variant="outline" size="md" className="font-medium">
        {t("adminOrders.detail.noteSubmit")}
      </Button>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} message="adminOrders.errors.not_found" backTo="/admin/orders" backLabel="adminOrders.detail.back" />;
}
