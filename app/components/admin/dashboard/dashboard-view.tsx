/**
 * The dashboard's body (docs/product/admin-back-office.md#adm-3): what waits for someone, each card a link to the list it
 * counts, then the sales against the period before. The live screen (routes/admin/index.tsx) and
 * the offline page (routes/admin/offline.tsx, from the snapshot kept on the device) both show it.
 */
import { Link } from "react-router";
import { ChevronDown, CircleCheck } from "lucide-react";
import type { Dashboard } from "~/features/dashboard/dashboard.server";
import type { CurrencyAmount, SalesFigure } from "~/features/orders/order-figures.server";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { hrefOf, NAV_GROUPS, visibleNav } from "~/components/admin/shell/nav";
import type { Currency } from "~/lib/money";
import { useTranslator } from "~/lib/request-context";

interface ToDoCard {
  id: string;
  label: string;
  count: number;
  /** The nav entry of the list it counts, and the filter that list takes. */
  screen: string;
  filter: string;
  detail?: React.ReactNode;
}

export function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslator();
  const { user, number, money } = useAdmin();
  const screens = visibleNav(user.role);
  const linkTo = (screen: string, filter: string) => {
    const entry = screens.find((candidate) => candidate.id === screen);
    return entry ? `${hrefOf(entry)}${filter}` : undefined;
  };
  const amounts = (list: CurrencyAmount[]) => list.map((entry) => money(entry.amountMinor, entry.currency as Currency));

  const cards: ToDoCard[] = [];
  if (dashboard.orders) {
    const { toConfirm, toShip, toCollect } = dashboard.orders;
    cards.push(
      { id: "to-confirm", label: t("dashboard.todo.toConfirm"), count: toConfirm, screen: "orders", filter: "?status=pending" },
      { id: "to-ship", label: t("dashboard.todo.toShip"), count: toShip, screen: "orders", filter: "?status=processing" },
      {
        id: "to-collect",
        label: t("dashboard.todo.toCollect"),
        count: toCollect.orders,
        screen: "orders",
        filter: "?status=shipped",
        detail: toCollect.orders > 0 && (
          <>
            <AmountList amounts={amounts(toCollect.amounts)} />
            <span className="block text-xs text-muted">{t("dashboard.todo.toCollectHint", { count: number(toCollect.orders) })}</span>
          </>
        ),
      },
    );
  }
  if (dashboard.stock) {
    cards.push({
      id: "low-stock",
      label: t("dashboard.todo.lowStock"),
      count: dashboard.stock.low + dashboard.stock.soldOut,
      screen: "products",
      filter: "?stock=low",
      detail: dashboard.stock.soldOut > 0 && <span className="text-xs text-muted">{t("dashboard.todo.soldOut", { count: number(dashboard.stock.soldOut) })}</span>,
    });
  }
  if (dashboard.reviewsAwaiting !== null) cards.push({ id: "reviews", label: t("dashboard.todo.reviews"), count: dashboard.reviewsAwaiting, screen: "reviews", filter: "?status=pending" });
  if (dashboard.unreadMessages !== null) cards.push({ id: "messages", label: t("dashboard.todo.messages"), count: dashboard.unreadMessages, screen: "messages", filter: "?state=unread" });
  if (dashboard.failedMail !== null) cards.push({ id: "failed-mail", label: t("dashboard.todo.failedMail"), count: dashboard.failedMail, screen: "mail", filter: "?status=failed" });

  const shortcuts = screens.filter((entry) => entry.id !== "dashboard").sort((a, b) => NAV_GROUPS.indexOf(a.group) - NAV_GROUPS.indexOf(b.group));
  // What waits comes first, and only what waits: a card is a link to the list it counts.
  const waiting = cards.filter((card) => card.count > 0);

  return (
    <div className="space-y-6 lg:space-y-8">
      <header>
        <h1 id="dashboard-title" className="text-3xl lg:text-4xl">{t("shell.dashboard.title")}</h1>
        <p className="mt-1 text-muted">{t("shell.dashboard.hello", { name: user.name })}</p>
      </header>

      <section aria-labelledby="todo-title" data-testid="dashboard-todo">
        <h2 id="todo-title" className="mb-3 text-xl">{t("dashboard.todo.title")}</h2>
        {waiting.length === 0 ? (
          <p className="flex items-center gap-2 rounded-soft border border-lines bg-surface px-4 py-4 text-muted">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-accent" />
            {t("dashboard.todo.allClear")}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {waiting.map((card) => {
              const href = linkTo(card.screen, card.filter);
              const body = (
                <>
                  <span className="block text-sm text-muted">{card.label}</span>
                  <bdi dir="ltr" className="mt-1 block font-serif text-2xl tabular-nums text-ink lg:text-3xl">
                    {number(card.count)}
                  </bdi>
                  {card.detail}
                </>
              );
              const frame = "block h-full min-h-20 rounded-soft border bg-surface p-3 lg:min-h-24 lg:p-4";
              return (
                <li key={card.id} data-card={card.id}>
                  {href ? (
                    <Link to={href} className={`${frame} border-accent/40 hover:border-accent focus-visible:outline-2 focus-visible:outline-accent`}>
                      {body}
                    </Link>
                  ) : (
                    <div className={`${frame} border-lines`}>{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {dashboard.sales && <Sales figures={dashboard.sales} />}

      {/* The same screens as the navigation: on a phone its menu holds them, one tap away, and a
          column of two dozen links would push everything else off the screen. */}
      <nav aria-labelledby="screens-title" className="max-lg:hidden">
        <h2 id="screens-title" className="mb-3 text-xl">{t("dashboard.screens")}</h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {shortcuts.map((entry) => {
            const Icon = entry.icon;
            return (
              <li key={entry.id}>
                <Link to={hrefOf(entry)} className="flex min-h-14 items-center gap-3 rounded-soft border border-lines bg-surface px-4 py-3 hover:border-accent/50">
                  <Icon aria-hidden="true" className="size-5 text-accent" strokeWidth={1.75} />
                  <span className="font-medium">{t(entry.label)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

function AmountList({ amounts }: { amounts: string[] }) {
  return (
    <span className="mt-1 flex flex-wrap gap-x-3 text-sm">
      {amounts.map((amount) => (
        <bdi key={amount} dir="ltr" className="whitespace-nowrap tabular-nums">
          {amount}
        </bdi>
      ))}
    </span>
  );
}

/**
 * The sales, one disclosure per period: its name and total always in view, its detail (orders, the
 * period before, the currencies paid in) folded on a phone until opened; on a desktop the three
 * stand side by side, unfolded (::details-content shows a closed one's body).
 */
function Sales({ figures }: { figures: SalesFigure[] }) {
  const { t } = useTranslator();
  const { money, number, percent } = useAdmin();
  return (
    <section aria-labelledby="sales-title">
      <h2 id="sales-title" className="text-xl">{t("dashboard.sales.title")}</h2>
      <p className="mb-3 text-sm text-muted">{t("dashboard.sales.note")}</p>
      <ul className="grid gap-2 lg:grid-cols-3 lg:gap-3">
        {figures.map(({ period, current, previous }) => {
          const change = previous.totalIlsMinor > 0 ? (current.totalIlsMinor - previous.totalIlsMinor) / previous.totalIlsMinor : null;
          return (
            <li key={period}>
              <details
                data-sales={period}
                className="group h-full rounded-soft border border-lines bg-surface lg:[&::details-content]:[content-visibility:visible] lg:[&::details-content]:block"
              >
                <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-4 py-2 lg:cursor-auto lg:pointer-events-none lg:flex-col lg:items-start lg:gap-1 lg:pt-4 [&::-webkit-details-marker]:hidden">
                  <h3 className="font-sans text-sm font-semibold text-muted">{t(`dashboard.sales.${period}`)}</h3>
                  <bdi dir="ltr" className="ms-auto font-serif text-xl tabular-nums lg:ms-0 lg:text-3xl">
                    {money(current.totalIlsMinor, "ILS")}
                  </bdi>
                  <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180 lg:hidden" />
                </summary>
                <div className="px-4 pb-4 lg:pt-0">
                  <p className="text-sm">{t("dashboard.sales.orders", { count: number(current.orders) })}</p>
                  <p className="mt-2 text-sm text-muted">
                    {change === null ? (
                      t("dashboard.sales.noPrevious")
                    ) : (
                      <>
                        <bdi dir="ltr" className={`font-medium tabular-nums ${change < 0 ? "text-[#7a2817]" : "text-[#1e5630]"}`}>
                          {percent(change, { signed: true })}
                        </bdi>{" "}
                        {t(`dashboard.sales.vs.${period}`, { amount: money(previous.totalIlsMinor, "ILS") })}
                      </>
                    )}
                  </p>
                  {current.byCurrency.length > 0 && (
                    <p className="mt-2 text-sm">
                      <span className="text-muted">{t("dashboard.sales.byCurrency")} </span>
                      <AmountList amounts={current.byCurrency.map((entry) => money(entry.amountMinor, entry.currency as Currency))} />
                    </p>
                  )}
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
