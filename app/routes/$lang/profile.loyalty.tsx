import type { Route } from "./+types/profile.loyalty";
import { INTL_LOCALES } from "~/lib/langs";
import { pageMeta } from "~/lib/seo";
import { Money } from "~/components/ui/money";
import { requestContext, requireCustomer } from "~/server/request-context.server";
import { getLoyaltyView } from "~/features/loyalty/loyalty-view.server";
import { useTranslator } from "~/lib/request-context";

/** 'Points Fidélité' (docs/product/catalogue.md#cat-9 and docs/product/loyalty.md#loy-3; docs/product/loyalty.md#loy-1): the caller's own card and ledger. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = requireCustomer(args);
  const { lang } = requestContext(args.context);
  const view = await getLoyaltyView(user.id);
  const dateFormat = new Intl.DateTimeFormat(INTL_LOCALES[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Jerusalem" });
  return {
    ...view,
    ledger: view.ledger.map((entry) => ({ ...entry, date: dateFormat.format(new Date(entry.createdAt)) })),
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, title: "loyalty.title", noindex: true });

const BENEFITS = ["loyalty.benefitPoints", "loyalty.benefitOffers", "loyalty.benefitPriority", "loyalty.benefitVip"];

export default function LoyaltyTab({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const card = loaderData;
  const levelName = t(`loyalty.levels.${card.level}`);
  return (
    <section aria-labelledby="loyalty-title" className="mx-auto max-w-4xl">
      <h2 id="loyalty-title" className="text-4xl">{t("loyalty.title")}</h2>

      <div className="mt-8 rounded-soft border border-lines bg-surface p-6 md:p-8" data-testid="loyalty-card">
        <p className="eyebrow">{t("loyalty.level")}</p>
        <p className="mt-1 font-display text-5xl" data-testid="loyalty-level" data-level={card.level}>{levelName}</p>
        <dl className="mt-6 grid gap-6 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">{t("loyalty.currentPoints")}</dt>
            <dd className="mt-1 text-2xl" data-testid="loyalty-current">{t.plural("loyalty.points", card.currentPoints)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("loyalty.totalPoints")}</dt>
            <dd className="mt-1 text-2xl">{t.plural("loyalty.points", card.totalPoints)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("loyalty.lifetimeSpent")}</dt>
            <dd className="mt-1 text-2xl"><Money minor={card.lifetimeSpentEurMinor} currency="EUR" /></dd>
          </div>
        </dl>

        <div className="mt-8">
          {card.next ? (
            <>
              <p id="loyalty-progress-label" className="text-sm">
                {t("loyalty.progress", { percent: card.percent, level: t(`loyalty.levels.${card.next.level}`) })}
              </p>
              <div
                role="progressbar"
                aria-labelledby="loyalty-progress-label"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={card.percent}
                className="mt-2 h-2 overflow-hidden rounded-full bg-lines"
              >
                <div className="h-full bg-accent" style={{ width: `${card.percent}%` }} />
              </div>
              <p className="mt-2 flex justify-between text-xs text-muted">
                <Money minor={card.lifetimeSpentEurMinor} currency="EUR" />
                <Money minor={card.next.minSpentEurMinor} currency="EUR" />
              </p>
            </>
          ) : (
            <p className="text-sm">{t("loyalty.topLevel")}</p>
          )}
        </div>
      </div>

      <section aria-labelledby="benefits-title" className="mt-10">
        <h3 id="benefits-title" className="font-display text-2xl">{t("loyalty.benefitsTitle")}</h3>
        <ul className="mt-4 list-disc space-y-2 ps-6">
          {BENEFITS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ledger-title" className="mt-10">
        <h3 id="ledger-title" className="font-display text-2xl">{t("loyalty.ledgerTitle")}</h3>
        {card.ledger.length === 0 ? (
          <p className="mt-4 text-muted" data-testid="ledger-empty">{t("loyalty.ledgerEmpty")}</p>
        ) : (
          <table className="mt-4 w-full text-sm">
            <thead>
              <tr className="border-b border-lines text-start text-muted">
                <th scope="col" className="py-2 text-start font-normal">{t("loyalty.ledgerDate")}</th>
                <th scope="col" className="py-2 text-start font-normal">{t("loyalty.ledgerReason")}</th>
                <th scope="col" className="py-2 text-end font-normal">{t("loyalty.ledgerPoints")}</th>
              </tr>
            </thead>
            <tbody>
              {card.ledger.map((entry) => (
                <tr key={entry.id} className="border-b border-lines" data-testid="ledger-entry">
                  <td className="py-2"><time dateTime={entry.createdAt}>{entry.date}</time></td>
                  <td className="py-2">
                    {entry.reason === "order_delivered"
                      ? t("loyalty.ledgerOrder", { number: entry.orderNumber ?? "" })
                      : (entry.note ?? t("loyalty.ledgerAdjustment"))}
                  </td>
                  <td className="py-2 text-end lining-nums tabular-nums">
                    <bdi dir="ltr">{entry.points > 0 ? `+${entry.points}` : entry.points}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}
