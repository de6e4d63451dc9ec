import { useEffect } from "react";
import { data, useRouteLoaderData } from "react-router";
import { Printer } from "lucide-react";
import type { Route } from "./+types/orders.delivery-notes";
import { requireStaff } from "~/server/permissions.server";
import { adminMessages } from "~/locales/admin";
import { getSiteSettings } from "~/features/content/settings.server";
import { deliveryNotes } from "~/features/orders/orders-admin.server";
import { dirOf, INTL_LOCALES } from "~/lib/langs";
import { formatMoney } from "~/lib/money";
import { TranslatorProvider, useTranslator } from "~/lib/request-context";
import { SHOP_TIME_ZONE } from "~/schemas/admin/list-query";
import { Button } from "~/components/ui/button";
import { adminMiddleware } from "~/features/admin/admin-context.server";

/** Outside the admin's layout: it mounts the admin's request context itself (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminMiddleware;

/**
 * Printable delivery notes (docs/product/admin-back-office.md#adm-4): one A5 page per order, with its lines, address, phone
 * and the amount the courier collects in the order's currency. `?id=` once for the order page, many
 * times for the list's bulk print. Outside the shell: the page is the paper.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = await requireStaff({ request, context }, "orders:read");
  const ids = new URL(request.url).searchParams.getAll("id");
  const messages = Object.fromEntries(Object.entries(adminMessages(lang)).filter(([key]) => key.startsWith("adminOrders.")));
  const [notes, site] = await Promise.all([deliveryNotes(ids), getSiteSettings()]);
  if (ids.length > 0 && notes.length === 0) throw data({ error: "not_found" }, { status: 404 });
  return { lang, messages, notes, brand: site?.brandName ?? "Maison Lumière" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.messages["adminOrders.note.title"] ?? ""} | ${loaderData?.brand ?? ""}` },
  { name: "robots", content: "noindex" },
];

const PRINT_CSS = `
@page { size: A5 portrait; margin: 10mm; }
@media print {
  html, body { background: #fff !important; }
  .delivery-note { box-shadow: none !important; border: 0 !important; margin: 0 !important; padding: 0 !important; max-width: none !important; min-height: 0 !important; }
  .delivery-note + .delivery-note { break-before: page; }
  .delivery-note { break-inside: avoid; }
}`;

export default function DeliveryNotes({ loaderData }: Route.ComponentProps) {
  return (
    <TranslatorProvider lang={loaderData.lang} messages={loaderData.messages}>
      <DeliveryNotesPage loaderData={loaderData} />
    </TranslatorProvider>
  );
}

function DeliveryNotesPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { lang, notes, brand } = loaderData;
  const { t } = useTranslator();
  const nonce = (useRouteLoaderData("root") as { nonce?: string } | undefined)?.nonce;
  // In the shop's time zone, so that the server's and the browser's render agree (and the day is the shop's).
  const dateFormat = new Intl.DateTimeFormat(INTL_LOCALES[lang], { dateStyle: "long", timeZone: SHOP_TIME_ZONE });

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dirOf(lang);
  }, [lang]);

  return (
    <div lang={lang} dir={dirOf(lang)} className="min-h-screen bg-background py-6 text-ink print:bg-white print:py-0">
      <style nonce={nonce}>{PRINT_CSS}</style>
      <div className="mx-auto mb-4 flex max-w-[148mm] items-center justify-between gap-3 px-4 print:hidden">
        <p className="text-sm text-muted">{t("adminOrders.note.count", { count: notes.length })}</p>
        <Button type="button" onClick={() => window.print()} variant="ink" size="md" inline>
          <Printer aria-hidden="true" className="size-4" />
          {t("adminOrders.note.print")}
        </Button>
      </div>
      {notes.length === 0 && <p className="mx-auto max-w-[148mm] px-4 text-center">{t("adminOrders.note.empty")}</p>}
      {notes.map(({ order, lines, toCollectMinor }) => {
        const money = (minor: number) => formatMoney(minor, order.currency, lang);
        const address = order.shippingAddress;
        return (
          <article key={order.id} aria-label={t("adminOrders.note.order", { number: order.orderNumber })} className="delivery-note mx-auto mb-6 flex min-h-[190mm] max-w-[148mm] flex-col bg-white p-[10mm] text-[10.5pt] leading-snug shadow-md print:shadow-none">
            <header className="flex items-start justify-between gap-4 border-b border-ink/20 pb-3">
              <div>
                <p className="font-display text-[16pt]">{brand}</p>
                <p className="text-[9pt] uppercase tracking-wider text-muted">{t("adminOrders.note.title")}</p>
              </div>
              <div className="text-end">
                <p className="text-[14pt] font-semibold">
                  <bdi dir="ltr">#{order.orderNumber}</bdi>
                </p>
                <p className="text-[9pt] text-muted">{dateFormat.format(new Date(order.createdAt))}</p>
              </div>
            </header>

            <section className="grid grid-cols-2 gap-4 py-3">
              <div>
                <h2 className="text-[8.5pt] font-semibold uppercase tracking-wider text-muted">{t("adminOrders.note.to")}</h2>
                {/* The customer's own writing keeps its own direction, aligned with the note's. */}
                <p className="mt-1 font-semibold"><bdi>{`${address.firstName} ${address.lastName}`}</bdi></p>
                <p><bdi>{address.address}</bdi></p>
                <p><bdi>{`${address.postalCode} ${address.city}`}</bdi></p>
                <p><bdi>{address.country}</bdi></p>
              </div>
              <div>
                <h2 className="text-[8.5pt] font-semibold uppercase tracking-wider text-muted">{t("adminOrders.detail.phone")}</h2>
                <p className="mt-1 text-[13pt] font-semibold">
                  <bdi dir="ltr">{address.phone}</bdi>
                </p>
                {order.carrier && (
                  <p className="mt-2 text-[9pt]">
                    {t("adminOrders.note.carrier", { carrier: order.carrier })}
                    {order.trackingNumber && (
                      <>
                        {" "}
                        · <bdi dir="ltr">{order.trackingNumber}</bdi>
                      </>
                    )}
                  </p>
                )}
              </div>
            </section>

            <table className="w-full border-collapse text-[10pt]">
              <thead>
                <tr className="border-y border-ink/20 text-[8.5pt] uppercase tracking-wider text-muted">
                  <th scope="col" className="py-1.5 text-start font-semibold">{t("adminOrders.note.item")}</th>
                  <th scope="col" className="w-12 py-1.5 text-center font-semibold">{t("adminOrders.note.qty")}</th>
                  <th scope="col" className="w-24 py-1.5 text-end font-semibold">{t("adminOrders.detail.lineTotal")}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.id} className="border-b border-ink/10 align-top">
                    <td className="py-1.5">
                      {line.productName}
                      {line.variantLabel && <span className="block text-[9pt] text-muted">{line.variantLabel}</span>}
                    </td>
                    <td className="py-1.5 text-center tabular-nums">{line.quantity}</td>
                    <td className="py-1.5 text-end">
                      <bdi dir="ltr" className="tabular-nums">{money(line.lineTotalMinor)}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="ms-auto mt-2 w-1/2 space-y-0.5 text-[10pt]">
              <NoteTotal label={t("adminOrders.detail.subtotal")} value={money(order.subtotalMinor)} />
              {order.discountMinor > 0 && <NoteTotal label={t("adminOrders.detail.discount")} value={`−${money(order.discountMinor)}`} />}
              <NoteTotal label={t("adminOrders.detail.shipping")} value={money(order.shippingMinor)} />
              <NoteTotal label={t("adminOrders.detail.total")} value={money(order.totalMinor)} />
            </dl>

            <div className="mt-auto pt-4">
              <div className="flex items-center justify-between gap-3 rounded border-2 border-ink px-4 py-3">
                <p className="font-semibold">{toCollectMinor > 0 ? t("adminOrders.note.toCollect") : t("adminOrders.note.nothingToCollect")}</p>
                {toCollectMinor > 0 && (
                  <p className="text-[16pt] font-semibold">
                    <bdi dir="ltr" className="tabular-nums">{money(toCollectMinor)}</bdi>
                  </p>
                )}
              </div>
              <div className="mt-4 grid grid-cols-2 gap-6 text-[8.5pt] text-muted">
                <p className="border-t border-ink/30 pt-1">{t("adminOrders.note.collectedBy")}</p>
                <p className="border-t border-ink/30 pt-1">{t("adminOrders.note.signature")}</p>
              </div>
            </div>
          </article>
        );
      })}
    </div>
  );
}

function NoteTotal({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 last:border-t last:border-ink/20 last:pt-0.5 last:font-semibold">
      <dt>{label}</dt>
      <dd>
        <bdi dir="ltr" className="tabular-nums">{value}</bdi>
      </dd>
    </div>
  );
}
