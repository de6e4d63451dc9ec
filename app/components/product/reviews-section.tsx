import { Star } from "lucide-react";
import { Link } from "react-router";
import { useShop } from "~/lib/shop";
import type { ReviewSummary } from "~/features/reviews/reviews.server";

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`h-4 w-4 ${n <= Math.round(rating) ? "fill-accent text-accent" : "text-lines"}`} />
      ))}
    </span>
  );
}

/** Approved reviews with the real average and count (AMENDMENTS 13), or an inviting empty state. */
export function ReviewsSection({ summary }: { summary: ReviewSummary }) {
  const { t, href, locale } = useShop();
  const dateFormat = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric" });
  return (
    <section className="mt-24 border-t border-lines pt-16" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="text-4xl">{t("reviews.title")}</h2>
      {summary.count === 0 ? (
        <div className="mt-8 max-w-xl">
          <p className="text-lg">{t("reviews.empty")}</p>
          <p className="mt-2 text-muted">{t("reviews.emptyInvite")}</p>
          <Link to={href("/auth")} className="btn btn-secondary mt-6">{t("reviews.signInToReview")}</Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-12 md:grid-cols-[16rem_1fr]">
          <div>
            <p className="font-display text-6xl">{summary.average.toLocaleString(locale)}</p>
            <Stars rating={summary.average} label={t("reviews.average", { average: summary.average.toLocaleString(locale) })} />
            <p className="mt-2 text-sm text-muted">{t.plural("reviews.count", summary.count)}</p>
            <ul className="mt-6 space-y-1.5 text-sm">
              {summary.distribution.map((row) => (
                <li key={row.stars} className="flex items-center gap-3">
                  <span className="w-4 tabular-nums">{row.stars}</span>
                  <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-lines">
                    <span className="block h-full bg-accent" style={{ width: `${(row.count / summary.count) * 100}%` }} />
                  </span>
                  <span className="w-6 text-end tabular-nums text-muted">{row.count}</span>
                </li>
              ))}
            </ul>
          </div>
          <ul className="divide-y divide-lines">
            {summary.reviews.map((review) => (
              <li key={review.id} className="py-6 first:pt-0">
                <div className="flex flex-wrap items-center gap-3">
                  <Stars rating={review.rating} label={t.plural("reviews.ratingLabel", review.rating)} />
                  <span className="font-medium">{review.authorName}</span>
                  {review.verifiedBuyer && <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs">{t("reviews.verifiedBuyer")}</span>}
                  <time dateTime={review.createdAt} className="text-sm text-muted">{dateFormat.format(new Date(review.createdAt))}</time>
                </div>
                <p className="mt-3 leading-relaxed text-ink/85">{review.body}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
