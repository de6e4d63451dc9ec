import { Link, data } from "react-router";
import { formAction } from "~/server/form-action.server";
import type { Route } from "./+types/home";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { listProducts } from "~/features/catalog/catalog.server";
import { toCardView } from "~/features/catalog/pricing.server";
import { activeHeroSlides } from "~/features/content/content.server";
import { getHomepageBlocks } from "~/features/content/homepage.server";
import { addStructuredData, shopStructuredData } from "~/features/content/structured-data.server";
import { HeroSlider } from "~/components/home/hero-slider";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { ProductCarousel } from "~/components/home/product-carousel";
import { NewsletterForm, type NewsletterActionData } from "~/components/home/newsletter";
import { newsletterSchema } from "~/schemas/newsletter";
import { subscribe } from "~/features/newsletter/newsletter.server";
import { requestContext } from "~/server/request-context.server";
import { logger } from "~/server/logger.server";
import { limitClient, retryHeaders } from "~/server/rate-limit.server";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export async function loader({ context }: Route.LoaderArgs) {
  const { lang, pricing } = requestContext(context);
  // The blocks below the hero in the owner's order, without the hidden ones (docs/product/admin-back-office.md#adm-20).
  const blocks = (await getHomepageBlocks()).filter((block) => block.isVisible);
  const [slides, newest, structuredData] = await Promise.all([
    activeHeroSlides(lang),
    // Home carousel: the 6 newest products (docs/product/overview.md#shop-11), read only when the block shows.
    blocks.some((block) => block.key === "newest") ? listProducts(lang, { sort: "newest", limit: 6 }) : Promise.resolve([]),
    shopStructuredData(lang, { search: true }),
  ]);
  addStructuredData(context, structuredData);
  return { slides, blocks, newest: newest.map((p) => toCardView(p, pricing)) };
}

/** The home page's one form: the newsletter sign-up (docs/product/mail.md#mail-4). */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction({ request, context }, {
    schema: newsletterSchema,
    answer: { form: "newsletter" as const, status: "invalid" as const },
    invalid: async (submission) => {
      // A body refused for its shape (submission.server.ts) counts against the limit; a typo does not.
      if (submission.refused) await limitClient(request, "/shop/newsletter");
    },
    submit: async (value, { submission, lang, t }) => {
      // Sign-ups per client address (rate-limit.server.ts): nothing is stored past the limit.
      const limit = await limitClient(request, "/shop/newsletter");
      if (!limit.allowed) {
        return data<NewsletterActionData>(
          { form: "newsletter", status: "invalid", result: submission.reply({ formErrors: ["validation.tooManySignUps"] }) },
          { status: 429, headers: retryHeaders(limit) },
        );
      }
      try {
        // The consent recorded is the sentence this visitor was shown, in their language (docs/product/mail.md#mail-5).
        const outcome = await subscribe(value.email, lang, t("newsletter.consent"));
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
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta({ matches, location, title: "meta.home", home: true }),
];

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { slides, blocks, newest } = loaderData;
  return (
    <>
      <HeroSlider slides={slides} />
      {blocks.map((block, index) => {
        switch (block.key) {
          case "intro":
            return <IntroBlock key={block.key} />;
          case "newest":
            return <NewestBlock key={block.key} products={newest} afterPadded={PADDED_BLOCKS.has(blocks[index - 1]?.key)} />;
          case "manifesto":
            return <ManifestoBlock key={block.key} />;
          case "limited":
            return <LimitedBlock key={block.key} imageUrl={block.imageUrl} />;
          case "pillars":
            return <PillarsBlock key={block.key} />;
          case "newsletter":
            return <NewsletterForm key={block.key} serverResult={actionData} />;
        }
      })}
    </>
  );
}

/**
 * Blocks whose own padding already leaves room below them. The carousel has none of its own above
 * (under the intro it follows straight on, as docs/product/overview.md#shop-12 page was drawn), so after a coloured band,
 * or first under the hero, it adds its own. Below it, it always keeps the room the band under it needs.
 */
const PADDED_BLOCKS = new Set<string | undefined>(["intro", "limited"]);

function IntroBlock() {
  const { t } = useTranslator();
  return (
    <section className="mx-auto max-w-3xl px-6 py-24 text-center md:py-32" aria-labelledby="intro-title">
      <p className="eyebrow">{t("home.introEyebrow", undefined, "Netanya · 2023")}</p>
      <h2 id="intro-title" className="mt-5 text-4xl md:text-5xl">{t("home.introTitle")}</h2>
      <p className="mx-auto mt-6 max-w-prose text-lg leading-relaxed text-muted">{t("home.introText")}</p>
    </section>
  );
}

function NewestBlock({ products, afterPadded }: { products: Route.ComponentProps["loaderData"]["newest"]; afterPadded: boolean }) {
  const { t } = useTranslator();
  const { href } = useShop();
  return (
    // Not a named region itself: the carousel inside is the landmark with this title, and two
    // landmarks must not share a name (axe landmark-unique).
    <section className={`mx-auto mb-28 max-w-screen-xl px-6 ${afterPadded ? "" : "mt-24 md:mt-28"}`}>
      <div className="mb-10 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="newest-title" className="text-4xl md:text-5xl">{t("home.newestTitle")}</h2>
          <p className="mt-3 text-muted">{t("home.newestSubtitle")}</p>
        </div>
        <Link to={href("/shop")} className={buttonVariants({ variant: "secondary" })}>{t("footer.allCandles")}</Link>
      </div>
      <ProductCarousel products={products} />
    </section>
  );
}

function ManifestoBlock() {
  const { t } = useTranslator();
  const { href } = useShop();
  return (
    <section className="bg-ink text-background" aria-labelledby="manifesto-title">
      <div className="mx-auto grid max-w-screen-xl gap-10 px-6 py-24 md:grid-cols-2 md:py-32">
        <h2 id="manifesto-title" className="text-4xl md:text-6xl">{t("home.manifestoTitle")}</h2>
        <div>
          <p className="text-lg leading-relaxed text-background/80">{t("home.manifestoText")}</p>
          <Link to={href("/about")} className={buttonVariants({ variant: "plain", className: "mt-8 border border-background/70 text-background hover:bg-background hover:text-ink" })}>
            {t("home.manifestoCta")}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The limited edition: the owner's picture from the media library, else the star candle of the seed. */
function LimitedBlock({ imageUrl }: { imageUrl: string | null }) {
  const { t } = useTranslator();
  const { href } = useShop();
  return (
    <section className="mx-auto max-w-screen-xl px-6 py-24 md:py-32" aria-labelledby="limited-title">
      <div className="grid items-center gap-12 md:grid-cols-2">
        <div className="order-2 md:order-1">
          <p className="eyebrow text-accent-2">{t("home.limitedEyebrow", undefined, "2025")}</p>
          <h2 id="limited-title" className="mt-4 text-4xl md:text-5xl">{t("home.limitedTitle")}</h2>
          <p className="mt-6 text-lg leading-relaxed text-muted">{t("home.limitedText")}</p>
          <Link to={href("/shop?new=1")} className={buttonVariants({ variant: "primary", className: "mt-8" })}>{t("home.limitedCta")}</Link>
        </div>
        <div className="order-1 overflow-hidden rounded-soft md:order-2">
          {imageUrl ? (
            <ResponsiveImage
              src={imageUrl}
              alt={t("home.limitedTitle")}
              width={800}
              height={800}
              maxWidth={1200}
              sizes="(min-width: 768px) 45vw, 90vw"
              className="aspect-square w-full object-cover"
            />
          ) : (
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
          )}
        </div>
      </div>
    </section>
  );
}

function PillarsBlock() {
  const { t } = useTranslator();
  const { href } = useShop();
  return (
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
          <Link to={href("/shop")} className={buttonVariants({ variant: "secondary" })}>{t("home.pillarsCta")}</Link>
        </div>
      </div>
    </section>
  );
}
