import { Star } from "lucide-react";
import { useSubmitting } from "~/lib/form";
import { Form, Link, useLocation } from "react-router";
import { useShop } from "~/lib/shop";
import type { OwnReview, ReviewSummary } from "~/features/reviews/reviews.server";
import { StatusMessage } from "~/components/ui/status-message";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/** What the product page's review action answered (messages are dictionary keys). */
export type ReviewActionData =
  | { ok: true }
  | { ok: false; formError?: string; fieldErrors?: { rating?: string; body?: string } };

export type ReviewsSectionProps = { summary: ReviewSummary; own: OwnReview | null; actionData?: ReviewActionData };

const REVIEW_MAX_LENGTH = 2000;

function Stars({ rating, label, className = "" }: { rating: number; label: string; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-0.5 ${className}`} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`h-4 w-4 ${n <= Math.round(rating) ? "fill-accent text-accent" : "text-lines"}`} />
      ))}
    </span>
  );
}

/**
 * Approved reviews with the real average and count (docs/product/reviews.md#rev-1), or an inviting empty state;
 * then the signed-in customer's own review and form (guests get a sign-in link). Texts written by
 * customers are rendered as text (React escapes them).
 */
export function ReviewsSectionContent({ summary, own, actionData }: ReviewsSectionProps) {
  const { t } = useTranslator();
  const { locale } = useShop();
  const dateFormat = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric" });
  return (
    <section className="mt-24 border-t border-lines pt-16" aria-labelledby="reviews-title" data-below-fold="">
      <h2 id="reviews-title" className="text-4xl">{t("reviews.title")}</h2>
      {summary.count === 0 ? (
        <div className="mt-8 max-w-xl">
          <p className="text-lg">{t("reviews.empty")}</p>
          <p className="mt-2 text-muted">{t("reviews.emptyInvite")}</p>
        </div>
      ) : (
        <div className="mt-8 grid gap-12 md:grid-cols-[16rem_1fr]">
          <div>
            {/* The figure's own line, clear of the stars under it (at the display size's tight leading it ran into them). */}
            <p className="font-display text-6xl leading-none" data-testid="review-average">{summary.average.toLocaleString(locale)}</p>
            <Stars rating={summary.average} label={t("reviews.average", { average: summary.average.toLocaleString(locale) })} className="mt-3" />
            <p className="mt-2 text-sm text-muted">{t.plural("reviews.count", summary.count)}</p>
            <ul className="mt-6 space-y-1.5 text-sm">
              {summary.distribution.map((row) => (
                <li key={row.stars} className="flex items-center gap-3">
                  <span className="w-4 lining-nums tabular-nums">{row.stars}</span>
                  <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-lines">
                    <span className="block h-full bg-accent" style={{ width: `${(row.count / summary.count) * 100}%` }} />
                  </span>
                  <span className="w-6 text-end lining-nums tabular-nums text-muted">{row.count}</span>
                </li>
              ))}
            </ul>
          </div>
          <ul className="divide-y divide-lines">
            {summary.reviews.map((review) => (
              <li key={review.id} className="py-6 first:pt-0" data-testid="review">
                <div className="flex flex-wrap items-center gap-3">
                  <Stars rating={review.rating} label={t.plural("reviews.ratingLabel", review.rating)} />
                  <span className="font-medium">{review.authorName}</span>
                  {review.verifiedBuyer && <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs">{t("reviews.verifiedBuyer")}</span>}
                  <time dateTime={review.createdAt} className="text-sm text-muted">{dateFormat.format(new Date(review.createdAt))}</time>
                </div>
                <p className="mt-3 whitespace-pre-line leading-relaxed text-ink/85">{review.body}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ReviewForm own={own} actionData={actionData} />
    </section>
  );
}

function ReviewForm({ own, actionData }: { own: OwnReview | null; actionData?: ReviewActionData }) {
  const { t } = useTranslator();
  const { href, signedIn } = useShop();
  const location = useLocation();
  const submitting = useSubmitting("review");
  if (!signedIn) {
    const back = `${location.pathname}${location.search}`;
    return (
      <Link to={`${href("/auth")}?redirectTo=${encodeURIComponent(back)}`} className={buttonVariants({ variant: "secondary", className: "mt-10" })}>
        {t("reviews.signInToReview")}
      </Link>
    );
  }
  const errors = actionData && !actionData.ok ? actionData : undefined;
  const waiting = own?.status === "pending";
  return (
    <div className="mt-14 max-w-2xl rounded-soft bg-surface p-6 md:p-8">
      <h3 className="font-display text-2xl">{own ? t("reviews.yourReview") : t("reviews.writeTitle")}</h3>
      {own && (
        <div className="mt-4 border-b border-lines pb-5" data-testid="own-review">
          <div className="flex flex-wrap items-center gap-3">
            <Stars rating={own.rating} label={t.plural("reviews.ratingLabel", own.rating)} />
            {own.status === "pending" && <span className="rounded-full border border-lines px-2 py-0.5 text-xs">{t("reviews.pending")}</span>}
            {own.status === "rejected" && <span className="rounded-full border border-lines px-2 py-0.5 text-xs">{t("reviews.rejected")}</span>}
            {own.verifiedBuyer && <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs">{t("reviews.verifiedBuyer")}</span>}
          </div>
          <p className="mt-3 whitespace-pre-line leading-relaxed text-ink/85">{own.body}</p>
        </div>
      )}
      {waiting && (
        <StatusMessage testId="review-awaiting" className="mt-4">
          {t("reviews.submitted")}
        </StatusMessage>
      )}
      <Form method="post" preventScrollReset className="mt-6 space-y-6" aria-busy={submitting || undefined} noValidate>
        <input type="hidden" name="intent" value="review" />
        <fieldset aria-describedby={errors?.fieldErrors?.rating ? "review-rating-error" : undefined}>
          <legend className="mb-2 block text-sm font-medium">{t("reviews.ratingField")}</legend>
          <div className="flex flex-wrap gap-2">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="cursor-pointer">
                <input type="radio" name="rating" value={n} defaultChecked={own?.rating === n} className="peer sr-only" aria-label={t.plural("reviews.ratingLabel", n)} />
                <span
                  aria-hidden="true"
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-lines px-4 text-sm transition-colors peer-checked:border-ink peer-checked:bg-ink peer-checked:text-background peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent"
                >
                  <span className="lining-nums tabular-nums">{n}</span>
                  <Star className="h-3.5 w-3.5 fill-current" />
                </span>
              </label>
            ))}
          </div>
          {errors?.fieldErrors?.rating && (
            <p id="review-rating-error" role="alert" className="mt-1.5 text-sm text-accent-2">{t(errors.fieldErrors.rating)}</p>
          )}
        </fieldset>
        <div>
          <label htmlFor="review-body" className="mb-1.5 block text-sm font-medium">{t("reviews.textField")}</label>
          <textarea
            id="review-body"
            name="body"
            rows={5}
            maxLength={REVIEW_MAX_LENGTH}
            defaultValue={own?.body ?? ""}
            aria-invalid={errors?.fieldErrors?.body ? true : undefined}
            aria-describedby={errors?.fieldErrors?.body ? "review-body-error" : undefined}
            className="field"
          />
          {errors?.fieldErrors?.body && (
            <p id="review-body-error" role="alert" className="mt-1.5 text-sm text-accent-2">{t(errors.fieldErrors.body)}</p>
          )}
        </div>
        {errors?.formError && <p role="alert" className="text-sm text-accent-2">{t(errors.formError)}</p>}
        <Button type="submit" variant="primary" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? t("reviews.submitting") : own ? t("reviews.update") : t("reviews.submit")}
        </Button>
      </Form>
    </div>
  );
}
