import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { preload } from "react-dom";
import { DEFAULT_IMAGE, imageUrl, ResponsiveImage, srcSetFor } from "~/components/ui/responsive-image";
import { PORTRAIT_HERO_ASPECT, PRIORITY_IMAGE_QUALITY } from "~/lib/image-variants";
import { useShop } from "~/lib/shop";
import { useMediaQuery } from "~/hooks/browser";
import type { HeroSlide } from "~/features/content/content.server";
import { KEEP_CLEAR } from "~/components/layout/keep-clear";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/** docs/product/content-and-texts.md#txt-2: auto-advance every 6000 ms, transitions locked for 500 ms. */
export const AUTO_ADVANCE_MS = 6000;
export const TRANSITION_LOCK_MS = 500;

/**
 * How wide the hero's picture is drawn. The slide is the full width and 80% of the viewport high,
 * 600 px at least (docs/product/catalogue.md#cat-7), and the 12∶5 picture covers it (object-cover): in a phone's
 * portrait box it is drawn at the box's height, 2.4 × as wide as the box is high (1 620 px for a
 * 390 × 675 box), of which the screen shows the middle. `100vw` made a phone take the 800 px file
 * and blow it up four times; this makes it take the 1 920 px one, the largest the demo pictures
 * (1920 × 800) and the image endpoint (IMAGE_WIDTHS) have.
 */
export const HERO_SIZES = "max(100vw, 192vh, 1440px)";

/**
 * A phone held upright gets an upright crop of the picture instead (art direction): its slide is
 * 80% of a screen at least 5∶3 taller than wide, of which the 12∶5 file shows a sliver, the middle
 * fifth of a 1 920 px file. The middle of the picture cut to 9∶16 holds the same pixels at a third
 * of the bytes and of the decoding (the phone's LCP image: 800 × 800 from a 1920×800 file, where
 * the banner sends 1920 × 800). Up to 800 px wide: more would need a picture taller than the shop's
 * 1920×800 ones.
 */
export const PORTRAIT_HERO_MEDIA = "(max-aspect-ratio: 3/5)";
const PORTRAIT_HERO_MAX_WIDTH = 800;

/** Wrapping index arithmetic (next and previous wrap, docs/product/content-and-texts.md#txt-2). */
export function wrapIndex(index: number, count: number) {
  return ((index % count) + count) % count;
}

/** The slides to render: the current one and its neighbours only (docs/product/content-and-texts.md#txt-2). */
export function renderedIndexes(current: number, count: number) {
  return new Set([wrapIndex(current - 1, count), current, wrapIndex(current + 1, count)]);
}

/**
 * One slide's picture and words, without the carousel around it: the shop's hero draws it, and the
 * back office's preview draws it with the form's values (app/routes/admin/hero.$id.tsx). Its type
 * follows the nearest `@container`'s width rather than the window's, so a frame drawn at a phone's
 * width inside a desktop page looks as on the phone. `href` null draws the button without a link.
 */
export function HeroSlideView({
  slide,
  heading: Heading = "h2",
  href,
  priority = false,
  eager = false,
}: {
  slide: Pick<HeroSlide, "title" | "subtitle" | "ctaText" | "imageUrl">;
  heading?: "h1" | "h2" | "p";
  href: string | null;
  priority?: boolean;
  /** Load the picture at once without raising its priority (a preview, drawn scaled down). */
  eager?: boolean;
}) {
  const picture = (
    <ResponsiveImage
      src={slide.imageUrl}
      alt=""
      width={1920}
      height={800}
      priority={priority}
      // The neighbours wait behind the first slide, the page's LCP image.
      fetchPriority={priority ? "high" : "low"}
      sizes={HERO_SIZES}
      className="absolute inset-0 h-full w-full object-cover"
      {...(eager ? { loading: "eager" as const } : {})}
    />
  );
  // The back office's preview (eager) draws a phone's or a desktop's slide whatever the admin's
  // own screen is, so it keeps the banner; so does a picture from elsewhere, which /img cannot crop.
  const source = slide.imageUrl || DEFAULT_IMAGE;
  const upright = !eager && source.startsWith("/media/");
  if (upright && priority) preloadHeroPicture(source);
  return (
    <>
      {upright ? (
        <picture>
          <source media={PORTRAIT_HERO_MEDIA} srcSet={srcSetFor(source, PORTRAIT_HERO_ASPECT, PORTRAIT_HERO_MAX_WIDTH, priority ? PRIORITY_IMAGE_QUALITY : undefined)} sizes="100vw" />
          {picture}
        </picture>
      ) : (
        picture
      )}
      {/* The words' scrim (app.css): dark enough under them for 4.5:1 whatever the picture holds. */}
      <div className="hero-scrim absolute inset-0" />
      <div className="relative mx-auto flex h-full max-w-screen-xl flex-col justify-center px-6 @3xl:px-10">
        <div className="max-w-xl text-background">
          <Heading className="font-display text-5xl leading-[1.05] @3xl:text-7xl">{slide.title}</Heading>
          {slide.subtitle && <p className="mt-6 max-w-md text-lg text-background">{slide.subtitle}</p>}
          {slide.ctaText &&
            (href === null ? (
              <span className={buttonVariants({ variant: "primary", className: "mt-10" })}>{slide.ctaText}</span>
            ) : (
              <Link to={href} className={buttonVariants({ variant: "primary", className: "mt-10" })}>
                {slide.ctaText}
              </Link>
            ))}
        </div>
      </div>
    </>
  );
}

/**
 * The first slide's picture is the page's LCP image: React preloads such an <img> from the
 * document's head by itself, but not one inside a <picture>, whose file the browser chooses. So
 * both choices are preloaded here, each for the screens that will use it.
 */
function preloadHeroPicture(source: string) {
  const quality = PRIORITY_IMAGE_QUALITY;
  const banner = { imageSrcSet: srcSetFor(source, 5 / 12, 1920, quality), imageSizes: HERO_SIZES, media: `not all and ${PORTRAIT_HERO_MEDIA}` };
  const upright = { imageSrcSet: srcSetFor(source, PORTRAIT_HERO_ASPECT, PORTRAIT_HERO_MAX_WIDTH, quality), imageSizes: "100vw", media: PORTRAIT_HERO_MEDIA };
  for (const choice of [banner, upright]) preload(imageUrl(source, 800, 5 / 12, quality), { as: "image", fetchPriority: "high", ...choice });
}

/**
 * The home hero (docs/product/overview.md#shop-11 and docs/product/catalogue.md#cat-18): 80% of the viewport, at least 600 px, 1920×800 images. It
 * pauses on hover and focus, stops for visitors who prefer reduced motion, and moves in the
 * reading direction. Without JavaScript the first slide shows, with its call to action.
 */
export function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  const { t } = useTranslator();
  const { href, dir } = useShop();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const locked = useRef(false);
  const count = slides.length;

  const goTo = useCallback(
    (index: number) => {
      if (locked.current || count < 2) return;
      locked.current = true;
      setCurrent(wrapIndex(index, count));
      window.setTimeout(() => {
        locked.current = false;
      }, TRANSITION_LOCK_MS);
    },
    [count],
  );

  useEffect(() => {
    if (count < 2 || paused || userPaused || reducedMotion) return;
    const timer = window.setInterval(() => goTo(current + 1), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, userPaused, reducedMotion, current, goTo]);

  if (count === 0) {
    return (
      <section className="flex h-[80vh] min-h-[600px] items-center justify-center bg-surface">
        <p className="font-display text-4xl text-muted">{t("home.heroUnderConstruction")}</p>
      </section>
    );
  }

  const visible = renderedIndexes(current, count);
  const Previous = dir === "rtl" ? ChevronRight : ChevronLeft;
  const Next = dir === "rtl" ? ChevronLeft : ChevronRight;
  return (
    <section
      // A container: the slide's type follows its width (the admin's preview draws it at phone and desktop widths).
      className="@container relative h-[80vh] min-h-[600px] overflow-hidden bg-ink"
      aria-roledescription="carousel"
      aria-label={t("home.heroLabel", undefined, slides[0].title)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      {slides.map((slide, index) => {
        if (!visible.has(index)) return null;
        const active = index === current;
        const link = slide.ctaLink.startsWith("/") ? href(slide.ctaLink) : slide.ctaLink;
        const Heading = index === 0 ? "h1" : "h2";
        return (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${count}`}
            aria-hidden={!active}
            inert={!active}
            className={`absolute inset-0 transition-opacity duration-500 ease-out ${active ? "z-10 opacity-100" : "z-0 opacity-0"}`}
            data-testid="hero-slide"
          >
            <HeroSlideView slide={slide} heading={Heading} href={link} priority={index === 0} />
          </div>
        );
      })}
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-8 z-20 mx-auto flex max-w-screen-xl items-center justify-between gap-4 px-6 md:px-10">
          {/* Each dot is a 24 px target at least (WCAG 2.5.8); the visible dot stays small inside it. */}
          <div className="flex items-center" role="group" aria-label={t("home.heroDots", undefined, "Slides")}>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => goTo(index)}
                aria-label={t("home.heroGoTo", { n: index + 1 })}
                aria-current={index === current ? "true" : undefined}
                className="group inline-flex h-6 min-w-6 items-center justify-center px-1"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-all duration-300 ${index === current ? "w-8 bg-background" : "w-2 bg-background/50 group-hover:bg-background/80"}`}
                />
              </button>
            ))}
          </div>
          {/* The call button steps aside while it is over them (in Hebrew they share its corner). */}
          <div className="flex items-center gap-2" {...KEEP_CLEAR}>
            <button type="button" onClick={() => setUserPaused((p) => !p)} className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-background/50 text-background hover:bg-background/15" aria-label={userPaused ? t("home.heroPlay") : t("home.heroPause")}>
              {userPaused ? <Play aria-hidden="true" className="h-4 w-4" /> : <Pause aria-hidden="true" className="h-4 w-4" />}
            </button>
            <button type="button" onClick={() => goTo(current - 1)} className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-background/50 text-background hover:bg-background/15" aria-label={t("home.heroPrev")}>
              <Previous aria-hidden="true" className="h-5 w-5" />
            </button>
            <button type="button" onClick={() => goTo(current + 1)} className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-background/50 text-background hover:bg-background/15" aria-label={t("home.heroNext")}>
              <Next aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
