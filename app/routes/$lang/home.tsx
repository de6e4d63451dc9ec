import { Link, data } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/home";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { listProducts } from "~/features/catalog/catalog.server";
import { toCardView } from "~/features/catalog/pricing.server";
import { activeHeroSlides } from "~/features/content/content.server";
import { shopStructuredData } from "~/features/content/structured-data.server";
import { HeroSlider } from "~/components/home/hero-slider";
import { ProductCarousel } from "~/components/home/product-carousel";
import { NewsletterForm, type NewsletterActionData } from "~/components/home/newsletter-form";
import { newsletterSchema } from "~/schemas/newsletter";
import { subscribe } from "~/features/newsletter/newsletter.server";
import { requestContext } from "~/server/request-context.server";
import { logger } from "~/server/logger.server";
import { readFormData } from "~/server/form-data.server";
import { limitClient, retryHeaders } from "~/server/rate-limit.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { lang, pricing } = requestContext(context);
  const [slides, newest, structuredData] = await Promise.all([
    activeHeroSlides(lang),
    // Home carousel: the 6 newest products (SPEC.md §7).
    listProducts(lang, { sort: "newest", limit: 6 }),
    shopStructuredData(lang, { search: true }),
  ]);
  return { slides, newest: newest.map((p) => toCardView(p, pricing)), structuredData };
}

/** The home page's one form: the newsletter sign-up (SPEC.md §5, §8). */
export async function action({ request, context }: Route.ActionArgs) {
  const { lang, t } = requestContext(context);
  const submission = parseWithZod(await readFormData(request), { schema: newsletterSchema });
  if (submission.status !== "success") {
    return data<NewsletterActionData>({ form: "newsletter", status: "invalid", result: submission.reply() }, { status: 400 });
  }
  // Sign-ups per client address (rate-limit.server.ts): nothing is stored past the limit.
  const limit = await limitClient(request, "/shop/newsletter");
  if (!limit.allowed) {
    return data<NewsletterActionData>(
      { form: "newsletter", status: "invalid", result: submission.reply({ formErrors: ["validation.tooManySignUps"] }) },
      { status: 429, headers: retryHeaders(limit) },
    );
  }
  try {
    // The consent recorded is the sentence this visitor was shown, in their language (AMENDMENTS 12).
    const outcome = await subscribe(submission.value.email, lang, t("newsletter.consent"));
    if (outcome.status === "duplicate") {
      return data<NewsletterActionData>(
        { form: "newsletter", status: "duplicate", result: submission.reply({ fieldErrors: { email: ["newsletter.duplicate"] } }) },
        { status: 409 },
      );
    }
    return data<NewsletterActionData>({ form: "newsletter", status: "subscribed", result: submission.reply({ resetForm: true }) });
  } catch (error) {
    logger.error({ err: error }, "newsletter sign-up failed");
    return data<NewsletterActionData>(
      { form: "newsletter", status: "error", result: submission.reply({ formErrors: ["newsletter.error"] }) },
      { status: 503 },
    );
  }
}

export const meta: Route.MetaFunction = ({ data: page, matches, location }) => [
  ...pageMeta({ matches, location, title: "meta.home", home: true }),
  ...(page?.structuredData ?? []).map((item) => ({ "script:ld+json": item })),
];

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useShop();
  const { slides, newest } = loaderData;
  return (
    <>
      <HeroSlider slides={slides} />

      <section className="mx-auto max-w-3xl px-6 py-24 text-center md:py-32" aria-labelledby="intro-title">
        <p className="eyebrow">{t("home.introEyebrow", undefined, "Netanya · 2023")}</p>
        <h2 id="intro-title" className="mt-5 text-4xl md:text-5xl">{t("home.introTitle")}</h2>
        <p className="mx-auto mt-6 max-w-prose text-lg leading-relaxed text-muted">{t("home.introText")}</p>
      </section>

      {/* Not a named region itself: the carousel inside is the landmark with this title, and two
          landmarks must not share a name (axe landmark-unique). */}
      <section className="mx-auto max-w-screen-xl px-6">
        <div className="mb-10 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="newest-title" className="text-4xl md:text-5xl">{t("home.newestTitle")}</h2>
            <p className="mt-3 text-muted">{t("home.newestSubtitle")}</p>
          </div>
          <Link to={href("/shop")} className="btn btn-secondary">{t("footer.allCandles")}</Link>
        </div>
        <ProductCarousel products={newest} />
      </section>

      <section className="mt-28 bg-ink text-background" aria-labelledby="manifesto-title">
        <div className="mx-auto grid max-w-screen-xl gap-10 px-6 py-24 md:grid-cols-2 md:py-32">
          <h2 id="manifesto-title" className="text-4xl md:text-6xl">{t("home.manifestoTitle")}</h2>
          <div>
            <p className="text-lg leading-relaxed text-background/80">{t("home.manifestoText")}</p>
            <Link to={href("/about")} className="btn mt-8 border border-background/70 text-background hover:bg-background hover:text-ink">
              {t("home.manifestoCta")}
            </Link>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-screen-xl px-6 py-24 md:py-32" aria-labelledby="limited-title">
        <div className="grid items-center gap-12 md:grid-cols-2">
          <div className="order-2 md:order-1">
            <p className="eyebrow text-accent-2">{t("home.limitedEyebrow", undefined, "2025")}</p>
            <h2 id="limited-title" className="mt-4 text-4xl md:text-5xl">{t("home.limitedTitle")}</h2>
            <p className="mt-6 text-lg leading-relaxed text-muted">{t("home.limitedText")}</p>
            <Link to={href("/shop?new=1")} className="btn btn-primary mt-8">{t("home.limitedCta")}</Link>
          </div>
          <div className="order-1 overflow-hidden rounded-soft md:order-2">
            <img
              src="/img/seed/limited-edition.jpg?w=800&h=800"
              srcSet="/img/seed/limited-edition.jpg?w=400&h=400 400w, /img/seed/limited-edition.jpg?w=800&h=800 800w, /img/seed/limited-edition.jpg?w=1200&h=1200 1200w"
              sizes="(min-width: 768px) 45vw, 90vw"
              width={800}
              height={800}
              loading="lazy"
              decoding="async"
              alt={t("home.limitedTitle")}
              className="aspect-square w-full object-cover"
            />
          </div>
        </div>
      </section>

      <section className="border-y border-lines bg-surface/60" aria-labelledby="pillars-title">
        <div className="mx-auto max-w-screen-xl px-6 py-24">
          <h2 id="pillars-title" className="text-center text-4xl md:text-5xl">{t("home.pillarsTitle")}</h2>
          <ul className="mt-14 grid gap-12 md:grid-cols-3">
            {[1, 2, 3].map((n) => (
              <li key={n} className="text-center">
                <p className="font-display text-5xl text-accent/80" aria-hidden="true">{`0${n}`}</p>
                <h3 className="mt-4 text-2xl">{t(`home.pillar${n}Title`)}</h3>
                <p className="mx-auto mt-3 max-w-xs text-muted">{t(`home.pillar${n}Text`)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-14 text-center">
            <Link to={href("/shop")} className="btn btn-secondary">{t("home.pillarsCta")}</Link>
          </div>
        </div>
      </section>

      <NewsletterForm serverResult={actionData} />
    </>
  );
}
