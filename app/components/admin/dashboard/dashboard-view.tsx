/**
 * The dashboard's body (issue 10 point 4): what waits for someone, each card a link to the list it
 * counts, then the sales against the period before. The live screen (routes/admin/index.tsx) and
 * the offline page (routes/admin/offline.tsx, from the snapshot kept on the device) both show it.
 */
import { Link } from "react-router";
import type { Dashboard } from "~/features/dashboard/dashboard.server";
import type { CurrencyAmount, SalesFigure } from "~/features/orders/order-figures.server";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { hrefOf, NAV_GROUPS, visibleNav } from "~/components/admin/shell/nav";
import type { Currency } from "~/lib/money";

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
  const { t, user, number, money } = useAdmin();
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

  return (
    <div className="space-y-8">
      <header>
        <h1 id="dashboard-title" className="text-3xl lg:text-4xl">{t("shell.dashboard.title")}</h1>
        <p className="mt-1 text-muted">{t("shell.dashboard.hello", { name: user.name })}</p>
      </header>

      <section aria-labelledby="todo-title">
        <h2 id="todo-title" className="mb-3 text-xl">{t("dashboard.todo.title")}</h2>
        {cards.every((card) => card.count === 0) && <p className="mb-3 text-muted">{t("dashboard.todo.allClear")}</p>}
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {cards.map((card) => {
            const href = card.count > 0 ? linkTo(card.screen, card.filter) : undefined;
            const body = (
              <>
                <span className="block text-sm text-muted">{card.label}</span>
                <bdi dir="ltr" className={`mt-1 block font-serif text-2xl tabular-nums lg:text-3xl ${card.count > 0 ? "text-ink" : "text-muted"}`}>
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
      </section>

      {dashboard.sales && <Sales figures={dashboard.sales} />}

      <nav aria-labelledby="screens-title">
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

function Sales({ figures }: { figures: SalesFigure[] }) {
  const { t, money, number, percent } = useAdmin();
  return (
    <section aria-labelledby="sales-title">
      <h2 id="sales-title" className="text-xl">{t("dashboard.sales.title")}</h2>
      <p className="mb-3 text-sm text-muted">{t("dashboard.sales.note")}</p>
      <ul className="grid gap-3 md:grid-cols-3">
        {figures.map(({ period, current, previous }) => {
          const change = previous.totalIlsMinor > 0 ? (current.totalIlsMinor - previous.totalIlsMinor) / previous.totalIlsMinor : null;
          return (
            <li key={period} data-sales={period} className="rounded-soft border border-lines bg-surface p-4">
              <h3 className="font-sans text-sm font-semibold text-muted">{t(`dashboard.sales.${period}`)}</h3>
              <bdi dir="ltr" className="mt-1 block font-serif text-3xl tabular-nums">
                {money(current.totalIlsMinor, "ILS")}
              </bdi>
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
            </li>
          );
        })}
      </ul>
    </section>
  );
}
