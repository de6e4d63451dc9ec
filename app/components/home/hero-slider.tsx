import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useShop } from "~/lib/shop";
import type { HeroSlide } from "~/features/content/content.server";

/** The home hero (SPEC.md §2): 80% of the viewport, at least 600 px, images 1920×800. */
export function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  const { t, href } = useShop();
  if (slides.length === 0) {
    return (
      <section className="flex h-[80vh] min-h-[600px] items-center justify-center bg-surface">
        <p className="font-display text-4xl text-muted">{t("home.heroUnderConstruction")}</p>
      </section>
    );
  }
  const slide = slides[0];
  const link = slide.ctaLink.startsWith("/") ? href(slide.ctaLink) : slide.ctaLink;
  return (
    <section className="relative h-[80vh] min-h-[600px] overflow-hidden bg-ink" aria-roledescription="carousel" aria-label={slide.title}>
      <ResponsiveImage
        src={slide.imageUrl}
        alt=""
        width={1920}
        height={800}
        priority
        sizes="100vw"
        className="absolute inset-0 h-full w-full object-cover"
      />
      <div className="absolute inset-0 bg-gradient-to-r from-ink/70 via-ink/30 to-transparent rtl:bg-gradient-to-l" />
      <div className="relative mx-auto flex h-full max-w-screen-xl flex-col justify-center px-6">
        <div className="max-w-xl text-background">
          <h1 className="text-5xl leading-[1.05] md:text-7xl">{slide.title}</h1>
          <p className="mt-6 max-w-md text-lg text-background/85">{slide.subtitle}</p>
          {slide.ctaText && (
            <Link to={link} className="btn btn-primary mt-10">{slide.ctaText}</Link>
          )}
        </div>
      </div>
    </section>
  );
}
